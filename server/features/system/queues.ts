import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';

/**
 * Every outbox table as the System screen, /metrics and the alerts read it (docs/operations.md): its name, where
 * its columns are, and when a message became due (its first due time, not the retry's: a message retried for
 * an hour has waited an hour).
 */
interface QueueTable {
  name: QueueName;
  /** What the owner reads on the System screen. */
  label: string;
  table: string;
  key: string;
  status: string;
  attempts: string;
  lastError: string;
  nextAttemptAt: string;
  /** When the message was first due: SQL over the table's own columns. */
  since: string;
  /** When it was given up, where the table keeps it (else its last due time). */
  failedAt?: string;
  /**
   * Why Retry is not offered, when it is not: the message's link (a hold's, a review request's) was wiped when it
   * was given up, so a new attempt could only be skipped; the customer is told another way.
   */
  noRetry?: string;
}

export const QUEUE_NAMES = ['lead', 'booking', 'hold', 'receipt', 'review', 'review-alert', 'text', 'alert'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const QUEUES: readonly QueueTable[] = [
  {
    name: 'lead',
    label: 'Lead e-mails',
    table: 'lead_emails',
    key: 'lead_id',
    status: 'status',
    attempts: 'attempts',
    lastError: 'last_error',
    nextAttemptAt: 'next_attempt_at',
    since: '(select received_at from leads where leads.id = lead_emails.lead_id)',
    failedAt: 'failed_at',
  },
  {
    name: 'booking',
    label: 'Booking e-mails',
    table: 'booking_emails',
    key: 'id',
    status: 'status',
    attempts: 'attempts',
    lastError: 'last_error',
    nextAttemptAt: 'next_attempt_at',
    since: 'due_at',
    failedAt: 'failed_at',
  },
  {
    name: 'hold',
    label: 'Held-booking links',
    table: 'booking_holds',
    key: 'id',
    status: 'email_status',
    attempts: 'email_attempts',
    lastError: 'email_last_error',
    nextAttemptAt: 'email_next_attempt_at',
    since: 'created_at',
    noRetry: 'its link was wiped when it was given up; the customer can book again',
  },
  {
    name: 'receipt',
    label: 'Receipts',
    table: 'visit_charges',
    key: 'receipt_id',
    status: 'receipt_status',
    attempts: 'receipt_attempts',
    lastError: 'receipt_last_error',
    nextAttemptAt: 'receipt_next_attempt_at',
    since: 'coalesce(receipt_queued_at, updated_at)',
    failedAt: 'receipt_failed_at',
  },
  {
    name: 'review',
    label: 'Review requests',
    table: 'review_requests',
    key: 'booking_id',
    status: 'email_status',
    attempts: 'email_attempts',
    lastError: 'email_last_error',
    nextAttemptAt: 'email_next_attempt_at',
    since: 'due_at',
    noRetry: 'its link was wiped when it was given up',
  },
  {
    name: 'review-alert',
    label: 'Review alerts',
    table: 'review_alerts',
    key: 'id',
    status: 'status',
    attempts: 'attempts',
    lastError: 'last_error',
    nextAttemptAt: 'next_attempt_at',
    since: 'created_at',
    failedAt: 'failed_at',
  },
  {
    name: 'text',
    label: 'Texts',
    table: 'texts',
    key: 'id',
    status: 'status',
    attempts: 'attempts',
    lastError: 'last_error',
    nextAttemptAt: 'next_attempt_at',
    since: 'created_at',
    failedAt: 'failed_at',
  },
  {
    name: 'alert',
    label: 'System alerts',
    table: 'system_alerts',
    key: 'id',
    status: 'status',
    attempts: 'attempts',
    lastError: 'last_error',
    nextAttemptAt: 'next_attempt_at',
    since: 'created_at',
    failedAt: 'failed_at',
  },
];

export const queueNamed = (name: string): QueueTable | undefined => QUEUES.find((queue) => queue.name === name);

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
  const parts = QUEUES.map(
    (queue) => sql`select ${sql.lit(queue.name)} as queue,
      count(case when q.status = 'pending' and q.since <= ${at} then 1 end) as pending,
      count(case when q.status = 'pending' and q.since > ${at} then 1 end) as scheduled,
      min(case when q.status = 'pending' and q.since <= ${at} then q.since end) as oldest,
      count(case when q.status = 'failed' and ${notDismissed(queue, sql.ref('q.id'))} then 1 end) as failed
      from (select ${raw(queue.status)} as status, ${raw(queue.since)} as since, ${raw(queue.key)} as id
        from ${raw(queue.table)} where ${raw(queue.status)} in ('pending', 'failed')) as q`,
  );
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
  const parts = QUEUES.map(
    (queue) => sql`select ${sql.lit(queue.name)} as queue, ${raw(queue.key)} as id,
      ${raw(queue.attempts)} as attempts, ${raw(queue.lastError)} as last_error,
      ${raw(queue.failedAt ?? queue.nextAttemptAt)} as at
      from ${raw(queue.table)}
      where ${raw(queue.status)} = 'failed' and ${notDismissed(queue, raw(`${queue.table}.${queue.key}`))}`,
  );
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
  const db = database.db as unknown as Kysely<AnyDb>;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(queue.table)
      .set({
        [queue.status]: 'pending',
        [queue.attempts]: 0,
        [queue.nextAttemptAt]: now.toISOString(),
        ...(queue.failedAt ? { [queue.failedAt]: null } : {}),
      })
      .where(queue.key, '=', id)
      .where(queue.status, '=', 'failed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('queue_dismissals').where('queue', '=', queue.name).where('message_id', '=', id).execute();
    return true;
  });
}

/** Marks a message given up on as seen and let go; true when it was failed and not dismissed before. */
export async function dismissMessage(
  database: AppDatabase,
  queue: QueueTable,
  id: string,
  by: string,
  now: Date,
): Promise<boolean> {
  const db = database.db as unknown as Kysely<AnyDb>;
  const failed = await db
    .selectFrom(queue.table)
    .select(queue.key)
    .where(queue.key, '=', id)
    .where(queue.status, '=', 'failed')
    .executeTakeFirst();
  if (!failed) return false;
  const inserted = await database.db
    .insertInto('queue_dismissals')
    .values({ queue: queue.name, message_id: id, dismissed_at: now.toISOString(), dismissed_by: by })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}
