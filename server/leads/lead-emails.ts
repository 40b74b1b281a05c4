import type { ExpressionBuilder } from 'kysely';
import type { AppDatabase } from '../db/database';
import { instant, lockRowsForClaim } from '../db/engine';
import type { LeadEmailStatus, Tables } from '../db/schema';
import { toStoredLead, type StoredLead } from './store';

/** A notification this server holds the lease on: only it may send it until the lease runs out. */
export interface ClaimedEmail {
  lead: StoredLead;
  /** Failed attempts so far. */
  attempts: number;
}

export interface EmailState {
  leadId: string;
  status: LeadEmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  failedAt: string | null;
}

/** How one attempt ended, for record(). */
export type Outcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string; nextAttemptAt: Date }
  /** Given up: a permanent rejection, tried as often as it may be. */
  | { kind: 'failed'; error: string };

/** Longest error text kept per e-mail; a relay's answer can be long, the office needs its first line. */
const ERROR_LENGTH = 500;

/**
 * The `lead_emails` table: each lead's notification, claimed with a lease so that with several servers each
 * lead is e-mailed by one of them. A lease that runs out (its server died mid-send) is free to take again.
 */
export function leadEmails(database: AppDatabase) {
  const { db, engine } = database;

  const claimable = (now: string) => (eb: ExpressionBuilder<Tables, 'lead_emails'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('next_attempt_at', '<=', now),
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]),
    ]);

  return {
    /**
     * Takes the lease on the e-mail due longest ago, if any. One statement: on PostgreSQL the row is locked and
     * rows other servers are claiming are skipped (FOR UPDATE SKIP LOCKED); on SQLite the conditional UPDATE is
     * atomic, as writers take turns. Either way two servers never hold the same lead.
     */
    async claimNext(owner: string, now: Date, leaseMs: number): Promise<ClaimedEmail | undefined> {
      const at = now.toISOString();
      const claimed = await db
        .updateTable('lead_emails')
        .set({ lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where('lead_id', '=', (eb) =>
          eb
            .selectFrom('lead_emails')
            .select('lead_id')
            .where(claimable(at))
            .orderBy('next_attempt_at')
            .orderBy('lead_id')
            .limit(1)
            .$if(lockRowsForClaim(engine), (query) => query.forUpdate().skipLocked()),
        )
        .where(claimable(at))
        .returning(['lead_id', 'attempts'])
        .executeTakeFirst();
      if (!claimed) return undefined;
      const row = await db.selectFrom('leads').selectAll().where('id', '=', claimed.lead_id).executeTakeFirst();
      return { lead: toStoredLead(row ?? { id: claimed.lead_id }), attempts: Number(claimed.attempts) || 0 };
    },

    /** Records how an attempt ended and gives the lease back; false if the lease was no longer ours. */
    async record(leadId: string, owner: string, outcome: Outcome, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const release = { lease_owner: null, lease_until: null };
      const query = db.updateTable('lead_emails').where('lead_id', '=', leadId).where('lease_owner', '=', owner);
      const result =
        outcome.kind === 'sent'
          ? await query.set({ ...release, status: 'sent', sent_at: at, last_error: null }).executeTakeFirst()
          : await query
              .set((eb) => ({
                ...release,
                attempts: eb('attempts', '+', 1),
                last_error: outcome.error.slice(0, ERROR_LENGTH),
                ...(outcome.kind === 'failed'
                  ? { status: 'failed' as const, failed_at: at }
                  : { next_attempt_at: outcome.nextAttemptAt.toISOString() }),
              }))
              .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Ids of the leads whose e-mail has not gone out and is still being tried, due first. */
    async pendingIds(): Promise<string[]> {
      const rows = await db
        .selectFrom('lead_emails')
        .select('lead_id')
        .where('status', '=', 'pending')
        .orderBy('next_attempt_at')
        .orderBy('lead_id')
        .execute();
      return rows.map((row) => row.lead_id);
    },

    /** When the next pending e-mail is due (it may be due already), or undefined when none is pending. */
    async nextDue(now: Date): Promise<Date | undefined> {
      const at = now.toISOString();
      // Not one a send holds (here or on another server): it comes back through its outcome, or its lease's end,
      // which the poll notices.
      const row = await db
        .selectFrom('lead_emails')
        .select((eb) => eb.fn.min('next_attempt_at').as('due'))
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
        .executeTakeFirst();
      const due = row?.due == null ? '' : instant(row.due);
      return due ? new Date(due) : undefined;
    },

    async state(leadId: string): Promise<EmailState | undefined> {
      const row = await db.selectFrom('lead_emails').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
      if (!row) return undefined;
      return {
        leadId: row.lead_id,
        status: row.status,
        attempts: Number(row.attempts) || 0,
        lastError: row.last_error,
        sentAt: row.sent_at == null ? null : instant(row.sent_at),
        failedAt: row.failed_at == null ? null : instant(row.failed_at),
      };
    },
  };
}

export type LeadEmails = ReturnType<typeof leadEmails>;
