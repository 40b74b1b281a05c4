import type { ColumnType, Generated } from 'kysely';

/**
 * The tables, as the code sees them. A new table is one migration in migrations/ plus its interface here and a
 * repository module beside the code that uses it (as server/leads/store.ts is for `leads`).
 *
 * Instants are written as ISO 8601 strings in UTC. PostgreSQL keeps them as timestamptz and hands back a Date,
 * SQLite as text and hands back the string; `instant()` in engine.ts reads either.
 */
export type Instant = ColumnType<Date | string, string, string>;

export interface Tables {
  leads: LeadsTable;
  lead_emails: LeadEmailsTable;
}

/** One row per repair request a visitor sent; written once, never changed by the site. */
export interface LeadsTable {
  /** crypto.randomUUID(), or the id a lead already had in the legacy leads file. */
  id: string;
  received_at: Instant;
  name: string;
  email: string;
  phone: string;
  /** One of the form's choices, or '' when none was picked. */
  service: string;
  message: string;
}

export type LeadEmailStatus = 'pending' | 'sent' | 'failed';

/** The outbox: the notification e-mail of each lead, and who may be sending it right now. */
export interface LeadEmailsTable {
  lead_id: string;
  status: LeadEmailStatus;
  attempts: Generated<number>;
  /** Not tried again before this instant (backoff). */
  next_attempt_at: Instant;
  /** The server holding the lease while it sends; a lease past lease_until is free to take. */
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}
