import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDatabase, type AppDatabase, type DatabaseOptions } from '../../server/db/database';
import { parseDatabaseUrl } from '../../server/http/config';
import { postgresAvailable, startPostgres, type PostgresCluster } from './postgres';

/** One engine the storage suites run against: how to get a fresh, empty database on it. */
export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A DATABASE_URL for a new, empty database. */
  newDatabaseUrl(): Promise<string>;
  /** A migrated database at `url` (a new one by default), closed after the test. */
  open(url?: string, options?: DatabaseOptions): Promise<AppDatabase>;
  /** PostgreSQL only: the cluster, to stop and start it. */
  cluster?: () => PostgresCluster;
}

/**
 * The engines a storage suite runs on: SQLite always, PostgreSQL where its binaries exist (see postgres.ts).
 * Call at the top of a test file; the PostgreSQL cluster starts before the file's tests and goes after them.
 */
export function testEngines(suite: string): TestEngine[] {
  let dir = '';
  let count = 0;
  const opened: AppDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });
  const open = async (engine: TestEngine, url?: string, options?: DatabaseOptions) => {
    const config = parseDatabaseUrl(url ?? (await engine.newDatabaseUrl()));
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
    open: (url, options) => open(sqlite, url, options),
  };
  if (!postgresAvailable(suite)) return [sqlite];

  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => cluster?.stop(), 30_000);
  const postgres: TestEngine = {
    name: 'postgres',
    newDatabaseUrl: () => cluster!.createDatabase(),
    open: (url, options) => open(postgres, url, options),
    cluster: () => cluster!,
  };
  return [sqlite, postgres];
}
