import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../../../kernel/db/database';
import { instant } from '../../../kernel/db/engine';
import type { LeadStatus, Tables } from '../../../kernel/db/schema';
import { recordLeadStatusChange } from '../events';
import { toStoredLead } from '../store';
import {
  escapeLike,
  leadStatus,
  text,
  type LeadDetail,
  type LeadQuery,
  type OfficeLead,
} from '../../../office/storage/records';

/**
 * Sets a lead's status inside the caller's transaction (the office's action pipeline), recording the change in
 * the lead's history; the status before, or undefined when there is no such lead.
 */
export async function setLeadStatus(
  trx: Transaction<Tables>,
  id: string,
  status: LeadStatus,
  change: { by: string; at: Date },
): Promise<{ before: LeadStatus; name: string } | undefined> {
  const row = await trx.selectFrom('leads').select(['status', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const before = leadStatus(row.status);
  await trx.updateTable('leads').set({ status }).where('id', '=', id).execute();
  await recordLeadStatusChange(trx, { leadId: id, at: change.at, by: change.by, from: before, to: status });
  return { before, name: text(row.name) };
}

/** The contact-form leads as the office works them: filtered lists, status and notes. */
export function officeLeadStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    async leads(query: LeadQuery): Promise<{ leads: OfficeLead[]; total: number }> {
      await ready();
      const pattern = query.text ? `%${escapeLike(query.text.toLowerCase())}%` : undefined;
      const filtered = db
        .selectFrom('leads')
        .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
        .$if(pattern !== undefined, (q) =>
          q.where((eb) =>
            eb.or(
              (['name', 'email', 'phone', 'message'] as const).map(
                (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern!} escape '\\'`,
              ),
            ),
          ),
        );
      // The page's ids first, from the (received_at, id) index alone, then those rows: a deep page skips index
      // entries, not whole rows (decision 0034).
      const pageIds = filtered
        .select('id')
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('leads')
          .selectAll()
          .where('id', 'in', pageIds)
          .orderBy('received_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        leads: rows.map((row) => ({ ...toStoredLead(row), status: leadStatus(row.status) })),
        total: Number(count.n),
      };
    },

    /** New leads waiting for a call back, oldest first: the one waiting longest is called first. */
    async waitingLeads(limit: number): Promise<OfficeLead[]> {
      await ready();
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('status', '=', 'new')
        .orderBy('received_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...toStoredLead(row), status: leadStatus(row.status) }));
    },

    async lead(id: string): Promise<LeadDetail | undefined> {
      await ready();
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const [notes, email] = await Promise.all([
        db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('at').orderBy('id').execute(),
        db.selectFrom('lead_emails').selectAll().where('lead_id', '=', id).executeTakeFirst(),
      ]);
      return {
        ...toStoredLead(row),
        status: leadStatus(row.status),
        notes: notes.map((note) => ({
          id: note.id,
          at: instant(note.at),
          authorEmail: text(note.author_email),
          body: text(note.body),
        })),
        ...(email
          ? {
              emailDelivery: {
                status: email.status,
                attempts: Number(email.attempts) || 0,
                lastError: email.last_error,
                sentAt: email.sent_at == null ? null : instant(email.sent_at),
              },
            }
          : {}),
      };
    },

    /**
     * Sets the lead's status, recording the change with who and when (lead_events) in the same transaction;
     * resolves with the status it had, or undefined when there is no such lead.
     */
    async setLeadStatus(
      id: string,
      status: LeadStatus,
      change: { by: string; at: Date },
    ): Promise<LeadStatus | undefined> {
      await ready();
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        const before = leadStatus(row.status);
        await trx.updateTable('leads').set({ status }).where('id', '=', id).execute();
        await recordLeadStatusChange(trx, { leadId: id, at: change.at, by: change.by, from: before, to: status });
        return before;
      });
    },

    /** Adds a note; false when there is no such lead. */
    async addNote(leadId: string, authorEmail: string, body: string, now: Date): Promise<boolean> {
      await ready();
      const lead = await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
      if (!lead) return false;
      await db
        .insertInto('lead_notes')
        .values({ id: randomUUID(), lead_id: leadId, at: now.toISOString(), author_email: authorEmail, body })
        .execute();
      return true;
    },
  };
}
