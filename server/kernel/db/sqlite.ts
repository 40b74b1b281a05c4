import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import Database from 'libsql';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface SqliteOptions {
  file: string;
  /** How long a write waits for another process's write to finish before it fails (SQLITE_BUSY). */
  busyTimeoutMs?: number;
  /** Kept current for /metrics: whether the one connection is lent out, and how many callers wait for it. */
  usage?: { inUse: number; waiting: number };
}

export const DEFAULT_BUSY_TIMEOUT_MS = 5_000;

type Connection = InstanceType<typeof Database>;

/**
 * Kysely over libSQL's embedded SQLite engine (the `libsql` package: better-sqlite3's API, binaries from the
 * registry). Kysely's own SQLite driver nearly fits; this one differs where two processes share the file:
 *
 * - Transactions begin IMMEDIATE, taking the write lock up front. A deferred one that reads and then writes
 *   fails at once with SQLITE_BUSY when another process wrote in between, and no busy timeout helps it.
 * - The busy timeout is waited out here, asynchronously, between attempts. SQLite's own busy handler sleeps
 *   inside the (synchronous) native call, which would stop this process serving pages while it waits.
 */
export function sqliteDialect(options: SqliteOptions): Dialect {
  return {
    createAdapter: () => new LibsqlAdapter(),
    createDriver: () => new LibsqlDriver(options),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/**
 * SQLite does run DDL inside transactions; Kysely's adapter says otherwise only to keep its migrator out of one.
 * Inside one (BEGIN IMMEDIATE) the migrator is what makes two servers starting at once on one file safe: the
 * second waits for the first, then finds the migrations done.
 */
class LibsqlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Opens the file with the settings every connection must have. Throws when it cannot be opened. */
export function openSqlite(file: string): Connection {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    // Switching a new file to WAL needs a moment's exclusive lock; a second server opening the same file at that
    // instant (two starting at once) waits for it here, briefly, with SQLite's own busy handler.
    db.exec(`PRAGMA busy_timeout = ${DEFAULT_BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    // FULL: the WAL is fsynced at every commit, so a lead answered with 201 survives a power cut.
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    // From here on our busy wait is the asynchronous one in retryBusy(); SQLite's would block the event loop.
    db.exec('PRAGMA busy_timeout = 0');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it does not fail with SQLITE_BUSY, waiting a little longer each time, up to the timeout. */
async function retryBusy<T>(timeoutMs: number, attempt: () => T): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await sleep(Math.min(wait * (0.5 + Math.random()), Math.max(1, deadline - Date.now())));
  }
}

class LibsqlDriver implements Driver {
  #connection: LibsqlConnection | undefined;
  readonly #busyTimeoutMs: number;

  constructor(readonly options: SqliteOptions) {
    this.#busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  }

  async init(): Promise<void> {
    this.#connection = new LibsqlConnection(openSqlite(this.options.file), this.#busyTimeoutMs);
  }

  /** Callers waiting for the one connection, in order; a transaction holds it from begin to commit alone. */
  #queue: Promise<void> = Promise.resolve();
  #unlock: (() => void) | undefined;

  // One connection, lent to one caller at a time (as Kysely's own SQLite driver does), so no statement of another
  // request can slip into an open transaction.
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let unlock!: () => void;
    this.#queue = new Promise((resolve) => (unlock = resolve));
    const usage = this.options.usage;
    if (usage) usage.waiting++;
    await previous;
    if (usage) {
      usage.waiting--;
      usage.inUse = 1;
    }
    this.#unlock = unlock;
    return this.#connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  /**
   * SQLite rolls the whole transaction back itself after some failures (a full disk, an I/O error). A ROLLBACK
   * then fails with "cannot rollback - no transaction is active", and Kysely would throw that instead of the real
   * cause, which is the one worth logging: so nothing is asked when no transaction is open any more.
   */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof LibsqlConnection && !connection.db.inTransaction) return;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /**
   * A statement that failed stays "in progress" inside SQLite until it is finalized (libsql leaves that to the
   * garbage collector), and a COMMIT on that connection then fails. So after a failure, once no transaction is
   * open, the connection is replaced by a fresh one; failures are rare, opening takes a millisecond.
   */
  async releaseConnection(): Promise<void> {
    const connection = this.#connection;
    try {
      if (!connection?.failed || connection.db.inTransaction) return;
      connection.db.close();
      connection.failed = false;
      connection.db = openSqlite(this.options.file);
    } finally {
      const unlock = this.#unlock;
      this.#unlock = undefined;
      if (this.options.usage) this.options.usage.inUse = 0;
      unlock?.();
    }
  }

  async destroy(): Promise<void> {
    this.#connection?.db.close();
    this.#connection = undefined;
  }
}

class LibsqlConnection implements DatabaseConnection {
  /** A statement failed on this connection since it was opened; see releaseConnection(). */
  failed = false;

  constructor(
    public db: Connection,
    readonly busyTimeoutMs: number,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.#execute<R>(compiledQuery);
    } catch (error) {
      this.failed = true;
      throw error;
    }
  }

  async #execute<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    const statement = this.db.prepare(sql);
    // Inside a transaction the write lock is already ours (BEGIN IMMEDIATE), so only a statement on its own, or
    // the BEGIN itself, can meet another writer; both failed as a whole and are safe to run again.
    const retry = <T>(run: () => T) =>
      this.db.inTransaction ? Promise.resolve(run()) : retryBusy(this.busyTimeoutMs, run);
    if (statement.reader) {
      const rows = await retry(() => statement.all(parameters as unknown[]) as R[]);
      return { rows };
    }
    const { changes, lastInsertRowid } = await retry(() => statement.run(parameters as unknown[]));
    return {
      rows: [],
      numAffectedRows: changes != null ? BigInt(changes) : undefined,
      insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
    };
  }

  // eslint-disable-next-line require-yield -- nothing here streams; Kysely only needs the method to exist
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the SQLite driver');
  }
}
