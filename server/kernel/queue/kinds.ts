import type { Selectable } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Tables } from '../db/schema';
import { leaseQueue, type LeasedTable, type LeaseQueueColumns } from './lease-queue';
import type { MailQueue } from './worker';

/**
 * A kind of queued message (decision 0046): its name (the `queue` of the metrics and the log lines), what the
 * owner reads on the System screen, and its row shape: the table and the columns the lease queue keeps its
 * state in. The feature that owns the table declares it; its outbox claims through it and the System screen
 * (features/system/queues.ts) reads its figures, retries and dismissals through it.
 */
export interface QueueKind<N extends string = string, T extends LeasedTable = LeasedTable> {
  name: N;
  /** What the owner reads on the System screen ("Lead e-mails"). */
  label: string;
  columns: LeaseQueueColumns<T>;
  /**
   * When a message was first due, SQL over the table's own columns: not the retry's due time, so a message
   * retried for an hour has waited an hour.
   */
  since: string;
  /**
   * Why Retry is not offered, when it is not: the message's link (a hold's, a review request's) was wiped when it
   * was given up, so a new attempt could only be skipped.
   */
  noRetry?: string;
}

/** Declares a kind, keeping its name's literal type (the queue names the System screen knows). */
export const queueKind = <const N extends string, T extends LeasedTable>(kind: QueueKind<N, T>): QueueKind<N, T> =>
  kind;

/** The state columns an outbox table has when it is written the usual way, with its own `id` and `created_at`. */
type UsualColumn =
  'id' | 'status' | 'next_attempt_at' | 'attempts' | 'last_error' | 'sent_at' | 'failed_at' | 'created_at';

/** The outbox tables that have every usual column. */
export type UsualTable = {
  [K in LeasedTable]: UsualColumn extends keyof Tables[K] ? K : never;
}[LeasedTable];

/**
 * The columns of an outbox table written the usual way (its `id`; `status`, `next_attempt_at`, `attempts`,
 * `last_error`, `sent_at`, `failed_at`; oldest `created_at` first): such a kind names its table and what it adds.
 */
export function usualColumns<T extends UsualTable>(
  table: T,
  extra: Pick<LeaseQueueColumns<T>, 'clearWhenDone'> = {},
): LeaseQueueColumns<T> {
  // UsualTable guarantees each of these names is a column of T; TypeScript cannot see it through the generic.
  const names = ['id', 'status', 'next_attempt_at', 'attempts', 'last_error', 'sent_at', 'failed_at', 'created_at'];
  const [key, status, nextAttemptAt, attempts, lastError, sentAt, failedAt, createdAt] = names as (keyof Tables[T] &
    string)[];
  return {
    table,
    key: key!,
    status: status!,
    nextAttemptAt: nextAttemptAt!,
    attempts: attempts!,
    lastError: lastError!,
    sentAt: sentAt!,
    failedAt: failedAt!,
    claimOrder: [createdAt!, key!],
    pendingOrder: [createdAt!, key!],
    ...extra,
  };
}

/**
 * Where a queue's state columns carry a prefix: a booking hold's and a review request's e-mail (`email_status`, …,
 * no `failed_at`), a charge's receipt (`receipt_status`, …). The lease columns are never prefixed.
 */
type StatePrefix = 'email_' | 'receipt_';

/** The state of a new queue row: pending, due at `at`, never leased, tried or sent (pendingColumns). */
export type PendingColumns<P extends '' | StatePrefix = ''> = { [K in `${P}status`]: 'pending' } & {
  [K in `${P}next_attempt_at`]: string;
} & {
  [
    K in
      'lease_owner' | 'lease_until' | `${P}last_error` | `${P}sent_at` | (P extends 'email_' ? never : `${P}failed_at`)
  ]: null;
};

/**
 * The state columns of a new queue row (or one queued anew), due at `at`: `status` 'pending', `next_attempt_at`,
 * and the lease, error, sent and failed columns empty. Every queue writes its new rows' state with this; a
 * table whose state columns carry a prefix names it.
 */
export function pendingColumns(at: string): PendingColumns;
export function pendingColumns<P extends StatePrefix>(at: string, prefix: P): PendingColumns<P>;
export function pendingColumns(at: string, prefix: '' | StatePrefix = ''): Record<string, string | null> {
  return {
    [`${prefix}status`]: 'pending',
    [`${prefix}next_attempt_at`]: at,
    lease_owner: null,
    lease_until: null,
    [`${prefix}last_error`]: null,
    [`${prefix}sent_at`]: null,
    ...(prefix === 'email_' ? {} : { [`${prefix}failed_at`]: null }),
  };
}

export type LeaseQueue<T extends LeasedTable> = ReturnType<typeof leaseQueue<T>>;

/** What a kind's handler does around a claim; the claim, the record and the due times are the lease queue's. */
export interface KindHandler<Item, T extends LeasedTable> {
  /** Runs before each claim: a sweep of rows no longer worth sending, a step due beside them. */
  beforeClaim?: (now: Date) => Promise<void>;
  /**
   * The message a claimed row holds, or undefined when the handler settled the row itself (skipped it with its
   * reason, or gave it up through `lease`): the next due row is claimed instead.
   */
  take: (
    row: Selectable<Tables[T]>,
    claim: { owner: string; now: Date; lease: LeaseQueue<T> },
  ) => Promise<Item | undefined>;
}

/** One kind's rows as a worker's queue: claimed with a lease, each taken by its handler. */
export function kindQueue<Item, N extends string, T extends LeasedTable>(
  database: AppDatabase,
  kind: QueueKind<N, T>,
  handler: KindHandler<Item, T>,
): MailQueue<Item> & { lease: LeaseQueue<T> } {
  const lease = leaseQueue(database, kind.columns);
  const { key, attempts } = kind.columns;
  return {
    lease,
    async claimNext(owner, now, leaseMs) {
      await handler.beforeClaim?.(now);
      for (;;) {
        const row = await lease.claim(owner, now, leaseMs);
        if (!row) return undefined;
        const item = await handler.take(row, { owner, now, lease });
        if (item === undefined) continue;
        const fields = row as Record<string, unknown>;
        return { id: String(fields[key] ?? ''), item, attempts: Number(fields[attempts]) || 0, queue: kind.name };
      }
    },
    record: (id, owner, outcome, now) => lease.record(id, owner, outcome, now),
    pendingIds: () => lease.pendingIds(),
    nextDue: (now) => lease.nextDue(now),
  };
}

/**
 * Several kinds as one worker's queue: a claim takes from the first kind that has a due row (the most urgent
 * kind first), an outcome is recorded in whichever kind's table holds its key (keys are UUIDs), and the next due
 * time is the soonest of any.
 */
export function kindsQueue<Item>(...queues: MailQueue<Item>[]): MailQueue<Item> {
  return {
    async claimNext(owner, now, leaseMs) {
      for (const queue of queues) {
        const claimed = await queue.claimNext(owner, now, leaseMs);
        if (claimed) return claimed;
      }
      return undefined;
    },
    async record(id, owner, outcome, now) {
      for (const queue of queues) if (await queue.record(id, owner, outcome, now)) return true;
      return false;
    },
    async pendingIds() {
      const ids: string[] = [];
      for (const queue of queues) ids.push(...(await queue.pendingIds()));
      return ids;
    },
    async nextDue(now) {
      let soonest: Date | undefined;
      for (const queue of queues) {
        const due = await queue.nextDue(now);
        if (due && (!soonest || due < soonest)) soonest = due;
      }
      return soonest;
    },
  };
}
