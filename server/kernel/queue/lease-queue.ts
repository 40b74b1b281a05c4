import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { AppDatabase } from '../db/database';
import { instant, lockRowsForClaim } from '../db/engine';
import type { Tables } from '../db/schema';

/** How one attempt at a queued row's e-mail ended (the outboxes' SendOutcome has the same shape). */
export type LeaseOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string; nextAttemptAt: Date }
  /** Given up: a permanent rejection, tried as often as it may be. */
  | { kind: 'failed'; error: string };

/** A table whose rows carry a lease: `lease_owner` and `lease_until`, as every e-mail queue's does. */
export type LeasedTable = {
  [T in keyof Tables]: Tables[T] extends { lease_owner: unknown; lease_until: unknown } ? T : never;
}[keyof Tables];

type Column<T extends LeasedTable> = keyof Tables[T] & string;

/**
 * Where a queue keeps its state: the tables name their columns differently (the surge's holds prefix theirs with
 * `email_`, a lead's e-mail is keyed by its lead), the claim and lease logic is the same.
 */
export interface LeaseQueueColumns<T extends LeasedTable> {
  table: T;
  /** The row's key, as the outbox names it (its id, or the lead's). */
  key: Column<T>;
  /** 'pending' while the e-mail is still to be tried; 'sent' or 'failed' once it is done. */
  status: Column<T>;
  nextAttemptAt: Column<T>;
  attempts: Column<T>;
  lastError: Column<T>;
  sentAt: Column<T>;
  /** When the e-mail was given up, where the table keeps it. */
  failedAt?: Column<T>;
  /** Ties among rows due at the same instant, in this order, for the claim (after the due time). */
  claimOrder: readonly Column<T>[];
  /** The same for the list of pending ids. */
  pendingOrder: readonly Column<T>[];
  /** Columns cleared once the e-mail is sent or given up: a link that must not outlive its e-mail. */
  clearWhenDone?: readonly Column<T>[];
}

/** Longest error text kept per e-mail; a relay's answer can be long, the office needs its first line. */
const ERROR_LENGTH = 500;

// The queries are written once over column names the caller's types checked; inside, a table is a table.
type AnyRow = Record<string, string | number | null>;
type AnyDb = Record<string, AnyRow>;
interface PlainNames {
  table: string;
  key: string;
  status: string;
  nextAttemptAt: string;
  attempts: string;
  lastError: string;
  sentAt: string;
  failedAt?: string;
  claimOrder: readonly string[];
  pendingOrder: readonly string[];
  clearWhenDone?: readonly string[];
}

/**
 * The claim-with-lease queries every e-mail queue runs (lead e-mails, booking e-mails, the surge's hold links):
 * a server takes the lease on the due row longest waiting, sends, and records the outcome with the lease it
 * holds; a lease that runs out (its server died mid-send) is free to take again.
 */
export function leaseQueue<T extends LeasedTable>(database: AppDatabase, columns: LeaseQueueColumns<T>) {
  const { engine } = database;
  const db = database.db as unknown as Kysely<AnyDb>;
  // Plain names from here on: the caller's types checked them against the table.
  const names: PlainNames = columns;
  const { table, key, status, nextAttemptAt, attempts, lastError, sentAt, failedAt, claimOrder, pendingOrder } = names;
  const cleared = Object.fromEntries((names.clearWhenDone ?? []).map((column) => [column, null]));

  const free = (now: string) => (eb: ExpressionBuilder<AnyDb, string>) =>
    eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]);
  const claimable = (now: string) => (eb: ExpressionBuilder<AnyDb, string>) =>
    eb.and([eb(status, '=', 'pending'), eb(nextAttemptAt, '<=', now), free(now)(eb)]);

  return {
    /** Pending, due, and held by no live lease: what a claim may take (and what a sweep may skip). */
    claimable: claimable as unknown as (now: string) => (eb: ExpressionBuilder<Tables, T>) => Expression<SqlBool>,

    /**
     * Takes the lease on the row due longest ago, if any, and returns it. One statement: on PostgreSQL the row is
     * locked and rows other servers are claiming are skipped (FOR UPDATE SKIP LOCKED); on SQLite the conditional
     * UPDATE is atomic, as writers take turns. Either way two servers never hold the same row.
     */
    async claim(owner: string, now: Date, leaseMs: number): Promise<Selectable<Tables[T]> | undefined> {
      const at = now.toISOString();
      const claimed = await db
        .updateTable(table)
        .set({ lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where(key, '=', (eb) =>
          claimOrder
            .reduce(
              (query, column) => query.orderBy(column),
              eb.selectFrom(table).select(key).where(claimable(at)).orderBy(nextAttemptAt),
            )
            .limit(1)
            .$if(lockRowsForClaim(engine), (query) => query.forUpdate().skipLocked()),
        )
        .where(claimable(at))
        .returningAll()
        .executeTakeFirst();
      return claimed as Selectable<Tables[T]> | undefined;
    },

    /** Records how an attempt ended and gives the lease back; false if the lease was no longer ours. */
    async record(id: string, owner: string, outcome: LeaseOutcome, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const release = { lease_owner: null, lease_until: null };
      const query = db.updateTable(table).where(key, '=', id).where('lease_owner', '=', owner);
      const result =
        outcome.kind === 'sent'
          ? await query
              .set({ ...release, [status]: 'sent', [sentAt]: at, [lastError]: null, ...cleared })
              .executeTakeFirst()
          : await query
              .set((eb) => ({
                ...release,
                [attempts]: eb(attempts, '+', 1),
                [lastError]: outcome.error.slice(0, ERROR_LENGTH),
                ...(outcome.kind === 'failed'
                  ? { [status]: 'failed', ...(failedAt ? { [failedAt]: at } : {}), ...cleared }
                  : { [nextAttemptAt]: outcome.nextAttemptAt.toISOString() }),
              }))
              .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Keys of the rows whose e-mail is still to go out, due first. */
    async pendingIds(): Promise<string[]> {
      const rows = await pendingOrder
        .reduce(
          (query, column) => query.orderBy(column),
          db.selectFrom(table).select(key).where(status, '=', 'pending').orderBy(nextAttemptAt),
        )
        .execute();
      return rows.map((row) => String(row[key]));
    },

    /** When the next pending row no send holds is due (it may be due already), or undefined when none is. */
    async nextDue(now: Date): Promise<Date | undefined> {
      const at = now.toISOString();
      // Not one a send holds (here or on another server): it comes back through its outcome, or its lease's end,
      // which the poll notices.
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.min(nextAttemptAt).as('due'))
        .where(status, '=', 'pending')
        .where(free(at))
        .executeTakeFirst();
      const due = row?.due == null ? '' : instant(row.due);
      return due ? new Date(due) : undefined;
    },
  };
}
