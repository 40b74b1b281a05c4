import { Kysely, Migrator, PostgresDialect, sql, type MigrationResultSet } from 'kysely';
import type { Pool } from 'pg';
import { describeDatabase, type DatabaseConfig } from '../config';
import type { Engine } from './engine';
import { migrations } from './migrations';
import type { Tables } from './schema';
import { isBusy, sqliteDialect } from './sqlite';

export interface DatabaseOptions {
  /** SQLite: how long a write waits for another process's write (default 5 s). */
  busyTimeoutMs?: number;
  /** PostgreSQL: how long to wait for a connection before a query fails (default 5 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long one query may take before it fails (default 15 s; the seed's large inserts take longer). */
  queryTimeoutMs?: number;
  /** PostgreSQL: connections this process keeps at most (default 10). */
  poolSize?: number;
  /**
   * Told about errors on PostgreSQL connections, idle or in use (a restarted or stopped server ends them); they
   * are never fatal: the query under way fails on its own and the pool opens a new connection next time.
   */
  onConnectionError?: (error: Error) => void;
}

/** The one handle on the database that repositories get. */
export interface AppDatabase {
  readonly engine: Engine;
  readonly db: Kysely<Tables>;
  /** "SQLite at var/site.db" or the PostgreSQL URL without its password. */
  readonly description: string;
  /** Where it is: what a worker thread opens its own connection with (the full export's). */
  readonly config: DatabaseConfig;
  /**
   * Connects and brings the schema up to date, once, resolving with the migrations this call applied; after a
   * failure the next call tries again.
   */
  ready(): Promise<string[]>;
  /**
   * Runs `read` on one consistent snapshot of the database without holding up the site's writes (the full
   * export): PostgreSQL's repeatable-read, read-only transaction on one pooled connection; on SQLite a second
   * connection of its own in a read transaction, which WAL mode lets read a snapshot while the site writes (the
   * site's one connection stays free).
   */
  snapshot<T>(read: (db: Kysely<Tables>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connections now: PostgreSQL's pool, or SQLite's one connection and the callers queued for it (/metrics). */
  connections?(): { inUse: number; idle: number; waiting: number };
}

/** The database error a visitor's request can meet: the store is down, locked or unreachable. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * The database DATABASE_URL names. Nothing connects until the first query (or ready()): the server's start-up
 * calls ready() and stops when it fails; tests that never store anything never open a file.
 */
export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): AppDatabase {
  const engine: Engine = config.engine;
  let db: Kysely<Tables>;
  let connections: AppDatabase['connections'];
  if (config.engine === 'sqlite') {
    const usage = { inUse: 0, waiting: 0 };
    db = new Kysely<Tables>({
      dialect: sqliteDialect({ file: config.file, busyTimeoutMs: options.busyTimeoutMs, usage }),
    });
    connections = () => ({ inUse: usage.inUse, idle: 1 - usage.inUse, waiting: usage.waiting });
  } else {
    // pg is loaded when Kysely opens the first connection, not at start-up: a SQLite server (and every test file
    // on SQLite) never needs it (docs/testing.md "CI time, fifth pass").
    let opened: Pool | undefined;
    const pool = async () => {
      const { default: pg } = await import('pg');
      opened = new pg.Pool({
        connectionString: config.url,
        max: options.poolSize ?? 10,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
        // A query the server never answers (a network cut) fails instead of holding a visitor's request.
        query_timeout: options.queryTimeoutMs ?? 15_000,
        // Idle connections must not keep a process alive that has nothing else to do (a script, a stopped server).
        allowExitOnIdle: true,
      });
      // pg-pool listens on a connection only while it is idle: one ended while checked out (a restart's
      // "terminating connection due to administrator command" between two queries of a transaction) emitted an
      // unhandled 'error' that ended the process. So every connection gets a listener of its own, for its life;
      // the query under way fails by itself and the pool discards the broken connection when it is released.
      opened.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
      // The pool repeats an idle connection's error, already told above; unheard, that 'error' would end the process.
      opened.on('error', () => {});
      return opened;
    };
    connections = () => ({
      inUse: opened ? opened.totalCount - opened.idleCount : 0,
      idle: opened?.idleCount ?? 0,
      waiting: opened?.waitingCount ?? 0,
    });
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  }
  let migrated: Promise<string[]> | undefined;
  return {
    engine,
    db,
    description: describeDatabase(config),
    config,
    ready() {
      migrated ??= migrateWhenFree(db, engine).catch((error: unknown) => {
        migrated = undefined;
        throw error;
      });
      return migrated;
    },
    async snapshot(read) {
      if (config.engine === 'postgres')
        return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
      const reader = new Kysely<Tables>({ dialect: sqliteDialect({ file: config.file }) });
      try {
        return await reader.connection().execute(async (connection) => {
          await sql`begin`.execute(connection);
          try {
            return await read(connection);
          } finally {
            await sql`rollback`.execute(connection);
          }
        });
      } finally {
        await reader.destroy();
      }
    },
    close: () => db.destroy(),
    connections,
  };
}

export interface OpenOptions extends DatabaseOptions {
  /**
   * How long to keep trying while the database cannot be reached (DATABASE_WAIT_SECONDS): PostgreSQL started
   * after the app, restarting, or a host name not resolving yet. 0 gives up at the first failure.
   */
  waitMs?: number;
  /** Told before each wait: why the last try failed and when the next one is. */
  onWaiting?: (wait: { reason: string; retryInMs: number; waitedMs: number }) => void;
}

/** The first wait between tries at start-up; each wait doubles, up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5_000;

/**
 * Opens the database and migrates it; rejects with a message fit for the start-up log. While the database cannot
 * be reached it tries again with a backoff up to `waitMs`; anything else (a wrong password, a missing database,
 * a failed migration) is a configuration problem, reported at once.
 */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<AppDatabase> {
  const database = createDatabase(config, options);
  const waitMs = options.waitMs ?? 0;
  const started = Date.now();
  for (let retryInMs = FIRST_RETRY_MS; ; retryInMs = Math.min(retryInMs * 2, MAX_RETRY_MS)) {
    try {
      await database.ready();
      return database;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const waitedMs = Date.now() - started;
      const left = waitMs - waitedMs;
      if (isUnreachable(error) && left > 0) {
        const wait = Math.min(retryInMs, left);
        options.onWaiting?.({ reason, retryInMs: wait, waitedMs });
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      await database.close().catch(() => undefined);
      const gaveUp =
        isUnreachable(error) && waitMs > 0
          ? `gave up waiting for the database after ${Math.round(waitMs / 1000)} s (DATABASE_WAIT_SECONDS): `
          : '';
      throw new Error(`Cannot open the database (${describeDatabase(config)}): ${gaveUp}${reason}`, { cause: error });
    }
  }
}

/** Network errors of a server that is not there (yet): refused, reset, timed out, not resolving. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // A Unix socket's file (DATABASE_URL's ?host= a folder): PostgreSQL removes it while it is stopped.
  'ENOENT',
]);
/** PostgreSQL's answers while it starts or stops: shutting down, starting up, crashed, out of connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Whether an error says the database is away for now rather than wrongly configured: worth trying again. A
 * refused password (28P01) or a missing database (3D000) is not: waiting would not change them.
 */
export function isUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
    }
    // pg's own words for a connection that ended or never opened in time; they carry no code.
    if (/^Connection terminated|timeout exceeded when trying to connect/.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isUnreachable)) return true;
  }
  return false;
}

/** How long a server starting beside another waits for the other's migrations (SQLite's write lock) to end. */
const MIGRATION_WAIT_MS = 60_000;

/**
 * migrate(), waiting while another server holds SQLite's write lock to run the same migrations: their one
 * transaction can outlast a request's 5 s busy timeout on a fresh file, and the second server should then start,
 * finding them applied, not exit. Any other error, or a lock held past the wait, is thrown.
 */
async function migrateWhenFree(db: Kysely<Tables>, engine: Engine): Promise<string[]> {
  const deadline = Date.now() + MIGRATION_WAIT_MS;
  for (;;) {
    try {
      return await migrate(db, engine);
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Applies the migrations not applied yet, in order, and returns their names. Safe when several servers start
 * at once: PostgreSQL holds an advisory lock meanwhile, SQLite a write transaction.
 */
export async function migrate(db: Kysely<Tables>, engine: Engine): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, migration]) => [
            name,
            { up: (trx: Kysely<unknown>) => migration.up(trx, engine) },
          ]),
        ),
    },
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
