import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../../../kernel/db/database';
import { instant } from '../../../kernel/db/engine';
import type { LeadStatus, Tables } from '../../../kernel/db/schema';
import { recordLeadStatusChange } from '../events';
import { toStoredLead, type StoredLead } from '../store';
import { LEAD_STATUSES, type LeadEmailStatus } from '../../../kernel/db/schema';

/** A note on a lead (and, in the same shape, on a booking): who wrote what, when. */
export interface LeadNote {
  id: string;
  at: string;
  authorEmail: string;
  body: string;
}

export interface OfficeLead extends StoredLead {
  status: LeadStatus;
}

export interface LeadDetail extends OfficeLead {
  notes: LeadNote[];
  emailDelivery?: { status: LeadEmailStatus; attempts: number; lastError: string | null; sentAt: string | null };
}

export interface LeadQuery {
  status?: LeadStatus;
  /** Matched, case-insensitively, anywhere in the name, e-mail, phone or message. */
  text?: string;
  page: number;
  pageSize: number;
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
/** A row's status as the office shows it: an unknown value (a row edited by hand) is a new lead. */
export const leadStatus = (value: unknown): LeadStatus => (isLeadStatus(value) ? value : 'new');
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Adds a note inside the caller's transaction (the office's action pipeline); the lead's name, or undefined when
 * there is no such lead.
 */
export async function addLeadNote(
  trx: Transaction<Tables>,
  note: { leadId: string; authorEmail: string; body: string; at: Date },
): Promise<{ name: string } | undefined> {
  const lead = await trx.selectFrom('leads').select(['id', 'name']).where('id', '=', note.leadId).executeTakeFirst();
  if (!lead) return undefined;
  await trx
    .insertInto('lead_notes')
    .values({
      id: randomUUID(),
      lead_id: note.leadId,
      at: note.at.toISOString(),
      author_email: note.authorEmail,
      body: note.body,
    })
    .execute();
  return { name: text(lead.name) };
}

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
      // SQLite's LIKE already ignores ASCII case, and its lower() folds nothing else: the same matches without four
      // lower() calls a lead. PostgreSQL's LIKE minds case, so there the columns are lowered.
      const lowered = (column: 'name' | 'email' | 'phone' | 'message') =>
        database.engine === 'sqlite' ? sql.ref(column) : sql`lower(${sql.ref(column)})`;
      const filtered = db
        .selectFrom('leads')
        .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
        .$if(pattern !== undefined, (q) =>
          q.where((eb) =>
            eb.or(
              (['name', 'email', 'phone', 'message'] as const).map(
                (column) => sql<boolean>`${lowered(column)} like ${pattern!} escape '\\'`,
              ),
            ),
          ),
        );
      const offset = (query.page - 1) * query.pageSize;
      const toOffice = (row: Parameters<typeof toStoredLead>[0]) => ({
        ...toStoredLead(row),
        status: leadStatus(row.status),
      });
      if (pattern !== undefined) {
        // A text filter reads every lead whatever the plan: one pass gives the page and, with each row, how many
        // matched, where a count beside the page read them all twice. A page past the end has no row to carry it.
        const rows = await filtered
          .selectAll()
          .select(sql<number | string>`count(*) over ()`.as('matching'))
          .orderBy('received_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset(offset)
          .execute();
        const total =
          rows.length > 0
            ? Number(rows[0]!.matching)
            : offset === 0
              ? 0
              : Number(
                  (await filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow())
                    .n,
                );
        return { leads: rows.map(toOffice), total };
      }
      // The page's ids first, from the (received_at, id) index alone, then those rows: a deep page skips index
      // entries, not whole rows (decision 0034).
      const pageIds = filtered
        .select('id')
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset(offset);
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
      return { leads: rows.map(toOffice), total: Number(count.n) };
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

    /** Adds a note; false when there is no such lead (scripts and tests; the office adds through the pipeline). */
    async addNote(leadId: string, authorEmail: string, body: string, now: Date): Promise<boolean> {
      await ready();
      const added = await db.transaction().execute((trx) => addLeadNote(trx, { leadId, authorEmail, body, at: now }));
      return added !== undefined;
    },
  };
}

export type OfficeLeadStore = ReturnType<typeof officeLeadStore>;
