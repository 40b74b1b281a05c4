import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, inject, it, type SuiteAPI, type TestAPI } from 'vitest';
import { createDatabase, type AppDatabase, type DatabaseOptions } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { migrations } from '../../server/kernel/db/migrations';
import { createDatabaseIn, dropDatabasesIn, postgresAvailable, startPostgres, type PostgresCluster } from './postgres';

/** One engine the storage suites run against: how to get a fresh database on it, empty or migrated. */
export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /**
   * A DATABASE_URL for a new, empty database: for what migrating it is about (a start, an import or a command on a
   * database that has no schema yet). Opening it migrates it, which costs about a second or more each (fsync,
   * `CREATE DATABASE`); a test that only needs a database both its servers or connections share takes
   * migratedDatabaseUrl().
   */
  newDatabaseUrl(): Promise<string>;
  /** A DATABASE_URL for a new database with every migration applied: a copy of the run's migrated template. */
  migratedDatabaseUrl(): Promise<string>;
  /** A migrated database at `url` (a new one, from migratedDatabaseUrl, by default), closed after the test. */
  open(url?: string, options?: DatabaseOptions): Promise<AppDatabase>;
  /**
   * For tests that each start from the same costly contents (a seeded month of a shop) and then change them: a
   * function giving the DATABASE_URL of a new copy of a database `fill` filled once, on its first call, for the
   * file. Each copy is a database of its own, so no test sees another's writes.
   */
  copiesOf(fill: (database: AppDatabase) => Promise<void>): () => Promise<string>;
  /** PostgreSQL with `ownCluster` only: the cluster, to stop and start it. */
  cluster?: () => PostgresCluster;
}

export interface TestEngineOptions {
  /**
   * A PostgreSQL cluster of the file's own, started before its tests and removed after them, for a suite that
   * stops the server under the app. Every other suite gets its databases in the run's one shared cluster
   * (test/helpers/global-setup.ts), which saves starting a cluster per file.
   */
  ownCluster?: boolean;
  /**
   * false: SQLite only, for a suite about its route or screen rather than about storage, every one of whose queries
   * other suites run on PostgreSQL too. Which suites qualify was measured, not guessed: every SQL statement a full
   * run sent to PostgreSQL, by file, and a suite left PostgreSQL only when each statement it sent there (as its
   * shape: parameters and lists folded) was still sent by a suite that kept it (docs/testing.md, "one engine
   * where the second adds no query").
   */
  postgres?: boolean;
}

/**
 * `it` for a test about its route or screen inside a suite that runs on both engines: registered on SQLite only, so
 * the suite's describe on PostgreSQL has no such test. Each statement such a test sends PostgreSQL is sent there by a
 * test that stays on both engines; which tests qualify was measured, not guessed (docs/testing.md, "CI time,
 * thirteenth pass"). What an engine does in its own way stays on both: two servers or two requests at once, a
 * limit, a lock, a rollback, a migration, a query plan, moving data between the engines.
 */
export function onSqliteOnly(engine: TestEngine): TestAPI {
  return engine.name === 'sqlite' ? it : (notRegistered as unknown as TestAPI);
}

/** onSqliteOnly for a group of such tests (a describe on PostgreSQL with none of its tests would fail). */
export function describeOnSqliteOnly(engine: TestEngine): SuiteAPI {
  return engine.name === 'sqlite' ? describe : (notRegistered as unknown as SuiteAPI);
}

function notRegistered(): void {}

/** copiesOf() on one engine: `copy` makes a new database from the closed one at the URL it is given. */
function copiesOf(
  engine: TestEngine,
  fill: (database: AppDatabase) => Promise<void>,
  copy: (url: string) => Promise<string>,
): () => Promise<string> {
  let original: Promise<string> | undefined;
  const make = async () => {
    const url = await engine.migratedDatabaseUrl();
    const config = parseDatabaseUrl(url);
    if (typeof config === 'string') throw new Error(config);
    const database = createDatabase(config);
    try {
      await database.ready();
      await fill(database);
      // SQLite: everything into the main file, which is what is copied.
      if (database.engine === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
    } finally {
      // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
      await database.close();
    }
    return url;
  };
  return async () => copy(await (original ??= make()));
}

/**
 * The engines a storage suite runs on: SQLite always, PostgreSQL where its binaries exist (see postgres.ts).
 * Call at the top of a test file. Each test database is new: open() gives a migrated copy of the run's template,
 * newDatabaseUrl() an empty one. The file's databases are dropped after its tests.
 */
export function testEngines(
  suite: string,
  { ownCluster = false, postgres: onPostgres = true }: TestEngineOptions = {},
): TestEngine[] {
  let dir = '';
  let count = 0;
  const opened: AppDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });
  const open = async (engine: TestEngine, url?: string, options?: DatabaseOptions) => {
    const config = parseDatabaseUrl(url ?? (await engine.migratedDatabaseUrl()));
    if (typeof config === 'string') throw new Error(config);
    const database = createDatabase(config, options);
    opened.push(database);
    await database.ready();
    return database;
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'car-db-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sqlite: TestEngine = {
    name: 'sqlite',
    newDatabaseUrl: async () => `file:${path.join(dir, `db-${++count}`, 'site.db')}`,
    migratedDatabaseUrl: async () => {
      const file = path.join(dir, `db-${++count}`, 'site.db');
      // Under a configuration without test/helpers/global-setup.ts (the browser tests) there is no template: the
      // new file is migrated when opened.
      const template = inject('sqliteTemplate');
      if (template) {
        mkdirSync(path.dirname(file));
        copyFileSync(template, file);
      }
      return `file:${file}`;
    },
    open: (url, options) => open(sqlite, url, options),
    copiesOf: (fill) =>
      copiesOf(sqlite, fill, async (url) => {
        const from = url.slice('file:'.length);
        const file = path.join(dir, `db-${++count}`, 'site.db');
        mkdirSync(path.dirname(file));
        copyFileSync(from, file);
        if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${file}-wal`);
        return `file:${file}`;
      }),
  };
  if (!onPostgres || !postgresAvailable(suite)) return [sqlite];

  if (ownCluster) {
    let cluster: PostgresCluster | undefined;
    beforeAll(async () => {
      cluster = await startPostgres({ durable: false });
    }, 60_000);
    afterAll(async () => cluster?.stop(), 30_000);
    const postgres: TestEngine = {
      name: 'postgres',
      newDatabaseUrl: () => cluster!.createDatabase(),
      // The file's own cluster has no template; ready() migrates.
      migratedDatabaseUrl: () => cluster!.createDatabase(),
      open: (url, options) => open(postgres, url, options),
      copiesOf: (fill) =>
        copiesOf(postgres, fill, (url) => createDatabaseIn(cluster!.adminUrl, new URL(url).pathname.slice(1))),
      cluster: () => cluster!,
    };
    return [sqlite, postgres];
  }

  const adminUrl = () => {
    const url = inject('postgresAdminUrl');
    if (!url) throw new Error(`${suite}: the global set-up started no PostgreSQL cluster`);
    return url;
  };
  const created: string[] = [];
  afterAll(() => dropDatabasesIn(adminUrl(), created.splice(0)), 30_000);
  const create = async (template?: string) => {
    const url = await createDatabaseIn(adminUrl(), template);
    created.push(url);
    return url;
  };
  const postgres: TestEngine = {
    name: 'postgres',
    newDatabaseUrl: () => create(),
    migratedDatabaseUrl: () => create(inject('postgresTemplate')),
    open: (url, options) => open(postgres, url, options),
    copiesOf: (fill) => copiesOf(postgres, fill, (url) => create(new URL(url).pathname.slice(1))),
  };
  return [sqlite, postgres];
}

/**
 * A new database on `engine` migrated up to just before `migration`, for a test of what that migration does to rows
 * written before it: the rows go straight into its tables, then it is closed and the database opened again with
 * `engine.open(url)`, which applies the rest.
 */
export async function databaseBefore(
  engine: TestEngine,
  migration: string,
): Promise<{ url: string; before: AppDatabase }> {
  const url = await engine.newDatabaseUrl();
  const config = parseDatabaseUrl(url);
  if (typeof config === 'string') throw new Error(config);
  const before = createDatabase(config);
  const names = Object.keys(migrations);
  const migrator = new Migrator({
    db: before.db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, engine.name) }]),
        ),
    },
  });
  const { error } = await migrator.migrateTo(names[names.indexOf(migration) - 1]!);
  if (error) throw error;
  return { url, before };
}
