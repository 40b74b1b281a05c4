import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { queueKind } from '../../kernel/queue/kinds';
import { leaseQueue } from '../../kernel/queue/lease-queue';
import type { LeadEmailStatus } from '../../kernel/db/schema';
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

/** A lead's notification to the office, as a kind of the one queue (server/kernel/queue/kinds.ts). */
export const leadMailKind = queueKind({
  name: 'lead',
  label: 'Lead e-mails',
  columns: {
    table: 'lead_emails',
    key: 'lead_id',
    status: 'status',
    nextAttemptAt: 'next_attempt_at',
    attempts: 'attempts',
    lastError: 'last_error',
    sentAt: 'sent_at',
    failedAt: 'failed_at',
    claimOrder: ['lead_id'],
    pendingOrder: ['lead_id'],
  },
  since: '(select received_at from leads where leads.id = lead_emails.lead_id)',
});

/**
 * The `lead_emails` table: each lead's notification, claimed with a lease so that with several servers each
 * lead is e-mailed by one of them. A lease that runs out (its server died mid-send) is free to take again.
 */
export function leadEmails(database: AppDatabase) {
  const { db } = database;

  const queue = leaseQueue(database, leadMailKind.columns);

  return {
    /** Takes the lease on the e-mail due longest ago, if any (server/kernel/queue/lease-queue.ts). */
    async claimNext(owner: string, now: Date, leaseMs: number): Promise<ClaimedEmail | undefined> {
      const claimed = await queue.claim(owner, now, leaseMs);
      if (!claimed) return undefined;
      const row = await db.selectFrom('leads').selectAll().where('id', '=', claimed.lead_id).executeTakeFirst();
      return { lead: toStoredLead(row ?? { id: claimed.lead_id }), attempts: Number(claimed.attempts) || 0 };
    },

    /** Records how an attempt ended and gives the lease back; false if the lease was no longer ours. */
    record: (leadId: string, owner: string, outcome: Outcome, now: Date): Promise<boolean> =>
      queue.record(leadId, owner, outcome, now),

    /** Ids of the leads whose e-mail has not gone out and is still being tried, due first. */
    pendingIds: (): Promise<string[]> => queue.pendingIds(),

    /** When the next pending e-mail is due (it may be due already), or undefined when none is pending. */
    nextDue: (now: Date): Promise<Date | undefined> => queue.nextDue(now),

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
