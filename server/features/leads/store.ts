import { randomUUID } from 'node:crypto';
import { linkCustomer } from '../customers';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import type { LeadsTable } from '../../kernel/db/schema';
import type { Lead } from './validation';
import { isLocale } from '../../../data/locale';

/** A lead as stored: what the visitor sent, plus its id and when it arrived. */
export interface StoredLead extends Omit<Lead, 'service'> {
  /** crypto.randomUUID(); stable for the lead's whole life, so later steps can say which leads they handled. */
  id: string;
  /** ISO 8601 instant in UTC, set when the server accepted the lead. */
  receivedAt: string;
  /** A form choice or ''; stored data may hold anything, so readers treat it as text. */
  service: string;
}

/** The `leads` table: the one place that writes and reads leads. */
export interface LeadStore {
  /**
   * Stores the lead and queues its notification e-mail in one transaction; resolves once both are committed
   * (on SQLite, fsynced), so a lead answered with 201 is never lost. Rejects when the database is unavailable.
   */
  appendLead(lead: Lead): Promise<StoredLead>;
  /** Calls the listener after each lead is committed; returns a function that unsubscribes. */
  onStored(listener: (lead: StoredLead) => void): () => void;
  /** Leads received at or after `since` (an ISO instant), newest first; every lead when omitted. */
  listLeads(options?: { since?: string }): Promise<StoredLead[]>;
  getLead(id: string): Promise<StoredLead | undefined>;
}

/**
 * A lead row as the rest of the code may rely on it, whatever the row holds: a lead imported from an old file
 * or edited by hand can have a missing or odd field, and no reader (export, outbox, office) may trip over it.
 */
export function toStoredLead(row: Partial<Record<keyof LeadsTable, unknown>>): StoredLead {
  const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
  return {
    id: text(row.id),
    receivedAt: instant(row.received_at),
    name: text(row.name),
    email: text(row.email),
    phone: text(row.phone),
    service: text(row.service),
    message: text(row.message),
    language: isLocale(row.language) ? row.language : 'en',
  };
}

export function createLeadStore(database: AppDatabase): LeadStore {
  const listeners = new Set<(lead: StoredLead) => void>();
  const { db } = database;
  return {
    async appendLead(lead) {
      await database.ready();
      const stored: StoredLead = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        ...lead,
        language: lead.language ?? 'en',
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('leads')
          .values({
            id: stored.id,
            received_at: stored.receivedAt,
            name: stored.name,
            email: stored.email,
            phone: stored.phone,
            service: stored.service,
            message: stored.message,
            language: stored.language,
            ...(lead.sources ?? {}),
          })
          .execute();
        await linkCustomer(trx, database.engine, { kind: 'lead', ...stored, at: stored.receivedAt });
        await trx
          .insertInto('lead_emails')
          .values({ lead_id: stored.id, status: 'pending', next_attempt_at: stored.receivedAt })
          .execute();
      });
      for (const listener of listeners) {
        try {
          listener(stored);
        } catch (error) {
          console.error('lead listener failed', error);
        }
      }
      return stored;
    },
    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async listLeads(options = {}) {
      await database.ready();
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .$if(options.since !== undefined, (query) => query.where('received_at', '>=', options.since!))
        .orderBy('received_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toStoredLead);
    },
    async getLead(id) {
      await database.ready();
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStoredLead(row);
    },
  };
}
