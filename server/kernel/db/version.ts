import { sql } from 'kysely';
import type { AppDatabase } from './database';

/*
 * Whether anything was written since a reading, for what a server keeps in memory between readings: booking's
 * availability and schedule, and the public content's snapshot (decisions 0029 and 0033).
 */

/**
 * A cheap reading that changes when anything is written: SQLite's data_version and total_changes() (no table
 * read), PostgreSQL's snapshot (it changes whenever a writing transaction anywhere in the cluster starts or ends,
 * so it errs on the side of reading again).
 */
export function databaseVersion(database: AppDatabase): () => Promise<unknown> {
  const query =
    database.engine === 'sqlite'
      ? // data_version moves with other connections' commits, total_changes() with this connection's own writes
        // (another store in this process, a script): between them, any change to the tables.
        sql<{
          version: unknown;
        }>`select (select data_version from pragma_data_version()) || ':' || total_changes() as version`
      : sql<{ version: unknown }>`select pg_current_snapshot()::text as version`;
  return async () => {
    const { rows } = await query.execute(database.db);
    const row = rows[0] as Record<string, unknown> | undefined;
    return row ? String(Object.values(row)[0]) : undefined;
  };
}

/**
 * A reading shared by every caller that asked for it before it started: it starts once the event loop has taken
 * in every request that had arrived (setImmediate runs after the poll phase), so under load one query serves
 * each batch of answers (availability's, and the schedule's check of its rules), and no caller ever gets a
 * reading older than its own request. Started at once instead, a query that completes within microtasks (SQLite)
 * would serve the first request of a batch alone, and every other request would start its own.
 */
export function sharedReading<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = undefined;
      return read();
    }));
}
