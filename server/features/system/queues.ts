import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Tables } from '../../kernel/db/schema';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { queueKind, usualColumns } from '../../kernel/queue/kinds';
import { bookingEmailKind, holdLinkKind } from '../booking';
import { receiptKind } from '../charges';
import { estimateEmailKind } from '../estimates';
import { jobEmailKind } from '../jobs';
import { leadMailKind } from '../leads';
import { payEmailKind } from '../payments';
import { reviewAlertKind, reviewRequestKind } from '../reviews';
import { accountEmailKind } from '../team';
import { textKind } from '../texts';

/**
 * The kind of queued message that holds the alert e-mails themselves (alerts.ts), as the other features declare
 * theirs (server/kernel/queue/kinds.ts).
 */
export const alertKind = queueKind({
  name: 'alert',
  label: 'System alerts',
  columns: usualColumns('system_alerts'),
  since: 'created_at',
});

/**
 * Every kind of queued message, as the System screen, /metrics and the alerts read them (docs/operations.md):
 * the registry of the one queue (decision 0046). Each kind is declared once, beside the outbox that sends it;
 * its row shape says where its figures are, and its `since` when a message became due (its first due time, not
 * the retry's: a message retried for an hour has waited an hour). A new kind is one line here.
 */
export const QUEUES = [
  leadMailKind,
  bookingEmailKind,
  holdLinkKind,
  receiptKind,
  estimateEmailKind,
  jobEmailKind,
  payEmailKind,
  reviewRequestKind,
  reviewAlertKind,
  textKind,
  accountEmailKind,
  alertKind,
] as const;

type QueueTable = (typeof QUEUES)[number];
export type QueueName = QueueTable['name'];
export const QUEUE_NAMES: readonly QueueName[] = QUEUES.map((queue) => queue.name);

export const queueNamed = (name: string): QueueTable | undefined => QUEUES.find((queue) => queue.name === name);

/** A kind's columns as plain names, for the queries over every table at once. */
const columnsOf = (queue: QueueTable) =>
  queue.columns as {
    table: string;
    key: string;
    status: string;
    attempts: string;
    lastError: string;
    nextAttemptAt: string;
    failedAt?: string;
  };

/** One queue's figures at one instant. */
export interface QueueState {
  name: QueueName;
  label: string;
  /** Due and not yet sent. */
  pending: number;
  /** Waiting for a later time (a reminder's evening, a review request's day). */
  scheduled: number;
  /** How long the oldest due message has waited, in seconds; 0 when none is due. */
  oldestSeconds: number;
  /** Given up on and not dismissed. */
  failed: number;
}

/** A message given up on, for the System screen. */
export interface FailedMessage {
  queue: QueueName;
  label: string;
  id: string;
  attempts: number;
  lastError: string;
  /** When it was given up (or last tried, where the table does not keep that). */
  at: string;
  /** Why Retry is not offered, when it is not. */
  noRetry?: string;
}

const raw = (text: string) => sql.raw(text);
const notDismissed = (queue: QueueTable, id: RawBuilder<unknown>) =>
  sql`not exists (select 1 from queue_dismissals d where d.queue = ${sql.lit(queue.name)} and d.message_id = ${id})`;

/**
 * Every queue's figures in one statement (one UNION ALL over the outbox tables, each reading its pending and
 * failed rows only): what a scrape, the System screen and the alert check each run once.
 */
export async function queueStates(database: AppDatabase, now: Date): Promise<QueueState[]> {
  const at = now.toISOString();
  const parts = QUEUES.map((queue) => {
    const { status, key, table } = columnsOf(queue);
    return sql`select ${sql.lit(queue.name)} as queue,
      count(case when q.status = 'pending' and q.since <= ${at} then 1 end) as pending,
      count(case when q.status = 'pending' and q.since > ${at} then 1 end) as scheduled,
      min(case when q.status = 'pending' and q.since <= ${at} then q.since end) as oldest,
      count(case when q.status = 'failed' and ${notDismissed(queue, sql.ref('q.id'))} then 1 end) as failed
      from (select ${raw(status)} as status, ${raw(queue.since)} as since, ${raw(key)} as id
        from ${raw(table)} where ${raw(status)} in ('pending', 'failed')) as q`;
  });
  const { rows } = await sql<{
    queue: QueueName;
    pending: number | string;
    scheduled: number | string;
    oldest: unknown;
    failed: number | string;
  }>`${sql.join(parts, sql` union all `)}`.execute(database.db);
  return QUEUES.map((queue) => {
    const row = rows.find((r) => r.queue === queue.name);
    const oldest = row?.oldest == null ? '' : instant(row.oldest);
    return {
      name: queue.name,
      label: queue.label,
      pending: Number(row?.pending ?? 0),
      scheduled: Number(row?.scheduled ?? 0),
      oldestSeconds: oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000)) : 0,
      failed: Number(row?.failed ?? 0),
    };
  });
}

/** The messages given up on and not dismissed, latest first, at most `limit`. */
export async function failedMessages(database: AppDatabase, limit = 50): Promise<FailedMessage[]> {
  const parts = QUEUES.map((queue) => {
    const { key, attempts, lastError, failedAt, nextAttemptAt, table, status } = columnsOf(queue);
    return sql`select ${sql.lit(queue.name)} as queue, ${raw(key)} as id,
      ${raw(attempts)} as attempts, ${raw(lastError)} as last_error, ${raw(failedAt ?? nextAttemptAt)} as at
      from ${raw(table)}
      where ${raw(status)} = 'failed' and ${notDismissed(queue, raw(`${table}.${key}`))}`;
  });
  const { rows } = await sql<{
    queue: QueueName;
    id: string;
    attempts: number;
    last_error: string | null;
    at: unknown;
  }>`
    select * from (${sql.join(parts, sql` union all `)}) as f order by at desc, id limit ${limit}`.execute(database.db);
  return rows.map((row) => {
    const queue = queueNamed(row.queue)!;
    return {
      queue: queue.name,
      label: queue.label,
      id: String(row.id),
      attempts: Number(row.attempts) || 0,
      lastError: row.last_error ?? '',
      at: instant(row.at),
      ...(queue.noRetry ? { noRetry: queue.noRetry } : {}),
    };
  });
}

type AnyDb = Record<string, Record<string, string | number | null>>;

/**
 * Puts a message given up on back in its queue, due now, with its attempts counted from zero; true when it was
 * failed and now is pending. Its dismissal, if any, goes: should it fail again, it is a failure again.
 */
export async function retryMessage(database: AppDatabase, queue: QueueTable, id: string, now: Date): Promise<boolean> {
  if (queue.noRetry) return false;
  return database.db.transaction().execute((trx) => retryMessageIn(trx, queue, id, now));
}

/** As `retryMessage`, in `trx`: the transaction of the office's action that also writes its activity line. */
export async function retryMessageIn(
  trx: Transaction<Tables>,
  queue: QueueTable,
  id: string,
  now: Date,
): Promise<boolean> {
  if (queue.noRetry) return false;
  const db = trx as unknown as Kysely<AnyDb>;
  const { table, status, attempts, nextAttemptAt, failedAt, key } = columnsOf(queue);
  const result = await db
    .updateTable(table)
    .set({
      [status]: 'pending',
      [attempts]: 0,
      [nextAttemptAt]: now.toISOString(),
      ...(failedAt ? { [failedAt]: null } : {}),
    })
    .where(key, '=', id)
    .where(status, '=', 'failed')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx.deleteFrom('queue_dismissals').where('queue', '=', queue.name).where('message_id', '=', id).execute();
  return true;
}

/** Marks a message given up on as seen and let go; true when it was failed and not dismissed before. */
export async function dismissMessage(
  database: AppDatabase,
  queue: QueueTable,
  id: string,
  by: string,
  now: Date,
): Promise<boolean> {
  return dismissMessageIn(database.db, queue, id, by, now);
}

/**
 * As `dismissMessage`, through `db`: the database, or the transaction of the office's action that also writes its
 * activity line.
 */
export async function dismissMessageIn(
  db: Kysely<Tables>,
  queue: QueueTable,
  id: string,
  by: string,
  now: Date,
): Promise<boolean> {
  const { table, key, status } = columnsOf(queue);
  const failed = await (db as unknown as Kysely<AnyDb>)
    .selectFrom(table)
    .select(key)
    .where(key, '=', id)
    .where(status, '=', 'failed')
    .executeTakeFirst();
  if (!failed) return false;
  const inserted = await db
    .insertInto('queue_dismissals')
    .values({ queue: queue.name, message_id: id, dismissed_at: now.toISOString(), dismissed_by: by })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}
