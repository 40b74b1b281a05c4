import { randomUUID } from 'node:crypto';
import { visitAddress } from '../../../data/site/address';
import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, lockRowsForUpdate, type Engine } from '../../kernel/db/engine';
import type { CustomerRecordKind, Tables } from '../../kernel/db/schema';
import { isLocale, type Locale } from '../../../data/locale';
import { nameKey } from './keys';

/** A customer as the Customers list shows it. */
export interface CustomerSummary {
  id: string;
  name: string;
  phone: string;
  email: string;
  lastActivityAt: string;
  leadCount: number;
  visitCount: number;
}

export interface CustomerLead {
  id: string;
  receivedAt: string;
  service: string;
  message: string;
  status: string;
}

export interface CustomerVisit {
  id: string;
  reference: string;
  windowStart: string;
  windowEnd: string;
  service: string;
  status: string;
  /** The visit's progress on its day (booked, on-the-way, arrived, done, no-show). */
  visitStatus: string;
  address: string;
  zip: string;
  /** The technician's name (or e-mail), '' when none is assigned. */
  technician: string;
  /** The recorded price of a Done visit, in cents, and how it was paid (price and receipt). */
  price?: { totalCents: number; payment: string };
}

export interface CustomerNote {
  id: string;
  leadId: string;
  at: string;
  authorEmail: string;
  body: string;
}

/** An e-mail that went out about one of the customer's records. */
export interface CustomerEmail {
  at: string;
  kind: string;
  /** The booking's reference, or '' for a lead's notice. */
  reference: string;
}

/** The customer's answer to a review request (docs/reviews.md). */
export interface CustomerReview {
  id: string;
  /** The visit's reference. */
  reference: string;
  rating: number;
  body: string;
  createdAt: string;
  status: string;
  wantsCallback: boolean;
  calledBackAt: string | null;
}

/** A merge into this customer that can be undone. */
export interface CustomerMerge {
  id: string;
  at: string;
  byEmail: string;
  fromId: string;
  records: number;
}

export interface CustomerDetail extends CustomerSummary {
  createdAt: string;
  /** What they are written to in: their newest record's, or the office's choice (migration 0049-customer-language). */
  language: Locale;
  /** Every street address of the customer's visits, newest first, each once. */
  addresses: string[];
  leadHistory: CustomerLead[];
  visits: CustomerVisit[];
  notes: CustomerNote[];
  reviews: CustomerReview[];
  emails: CustomerEmail[];
  merges: CustomerMerge[];
  /** Other customers with the same name, offered for merging. */
  sameName: { id: string; name: string; phone: string; email: string }[];
}

export type MergeResult = 'merged' | 'same' | 'not-found' | 'merged-already';
export type UnmergeResult = 'unmerged' | 'not-found' | 'undone-already' | 'merged-later';

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const newestFirst =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0;

export interface CustomerStore {
  /** Customers on their own (not merged into another), newest activity first. */
  customers(query: { page: number; pageSize: number }): Promise<{ customers: CustomerSummary[]; total: number }>;
  /** The customer a lead or booking is linked to, if any. */
  customerOf(kind: CustomerRecordKind, recordId: string): Promise<string | undefined>;
  /** Everything about one customer; `{ mergedInto }` for one merged into another. */
  customer(id: string): Promise<CustomerDetail | { mergedInto: string } | undefined>;
  /**
   * Merges `fromId` into `intoId`: every record of the one is linked to the other (by the office), and the
   * merge keeps which records moved and how each was linked, for undoing it exactly.
   */
  mergeCustomers(intoId: string, fromId: string, byEmail: string, now: Date): Promise<MergeResult>;
  /**
   * Undoes a merge into `intoId`: the records it moved go back to the customer they came from, linked as they
   * were before. A record linked to the survivor after the merge stays with it. Refused while the survivor is
   * itself merged into another (undo that merge first).
   */
  unmergeCustomers(intoId: string, mergeId: string, byEmail: string, now: Date): Promise<UnmergeResult>;
}

/** The customers, their pages, merging and unmerging (docs/office.md#customers). */
export function customerStore(database: AppDatabase): CustomerStore {
  return {
    ...customerList(database),
    ...customerPage(database),
    ...merging(database),
    ...unmerging(database),
  };
}

/** Leads and visits per customer, for the given customers. */
async function counts(db: Kysely<Tables>, ids: string[]) {
  if (ids.length === 0) return new Map<string, { leads: number; visits: number }>();
  const rows = await db
    .selectFrom('customer_records')
    .select(['customer_id', 'kind', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('customer_id', 'in', ids)
    .groupBy(['customer_id', 'kind'])
    .execute();
  const result = new Map<string, { leads: number; visits: number }>();
  for (const row of rows) {
    const entry = result.get(row.customer_id) ?? { leads: 0, visits: 0 };
    if (row.kind === 'lead') entry.leads = Number(row.n);
    else entry.visits = Number(row.n);
    result.set(row.customer_id, entry);
  }
  return result;
}

/** The newest time among a customer's records (its own creation time when it has none left). */
async function refreshActivity(trx: Kysely<Tables>, id: string) {
  const row = await trx
    .selectFrom('customer_records')
    .select((eb) => eb.fn.max('at').as('latest'))
    .where('customer_id', '=', id)
    .executeTakeFirst();
  if (row?.latest == null) return;
  await trx
    .updateTable('customers')
    .set({ last_activity_at: instant(row.latest) })
    .where('id', '=', id)
    .execute();
}

/** Other customers on their own whose name is the same, word for word, whatever the case and punctuation. */
async function sameName(db: Kysely<Tables>, id: string, name: string): Promise<CustomerDetail['sameName']> {
  const key = nameKey(name);
  if (!key) return [];
  const rows = await db
    .selectFrom('search_terms as t')
    .innerJoin('customer_records as r', (join) =>
      join.onRef('r.kind', '=', 't.kind').onRef('r.record_id', '=', 't.record_id'),
    )
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select(['c.id', 'c.name', 'c.phone', 'c.email'])
    .distinct()
    .where('t.field', '=', 'name')
    .where('t.term', '=', key)
    .where('c.id', '!=', id)
    .where('c.merged_into', 'is', null)
    .limit(10)
    .execute();
  return rows.map((row) => ({ id: row.id, name: text(row.name), phone: text(row.phone), email: text(row.email) }));
}

/** The list of customers, and which customer a record belongs to. */
function customerList(database: AppDatabase): Pick<CustomerStore, 'customers' | 'customerOf'> {
  const { db } = database;
  return {
    async customers(query) {
      await database.ready();
      const live = db.selectFrom('customers').where('merged_into', 'is', null);
      // The page's ids from the partial index of customers on their own (last_activity_at, id), then those
      // rows: a deep page skips index entries, not whole rows, and the count reads that index alone (0034).
      const pageIds = live
        .select('id')
        .orderBy('last_activity_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [rows, total] = await Promise.all([
        db
          .selectFrom('customers')
          .selectAll()
          .where('id', 'in', pageIds)
          .orderBy('last_activity_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        live.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const perCustomer = await counts(
        db,
        rows.map((row) => row.id),
      );
      return {
        customers: rows.map((row) => ({
          id: row.id,
          name: text(row.name),
          phone: text(row.phone),
          email: text(row.email),
          lastActivityAt: instant(row.last_activity_at),
          leadCount: perCustomer.get(row.id)?.leads ?? 0,
          visitCount: perCustomer.get(row.id)?.visits ?? 0,
        })),
        total: Number(total.n),
      };
    },

    async customerOf(kind, recordId) {
      await database.ready();
      const row = await db
        .selectFrom('customer_records')
        .select('customer_id')
        .where('kind', '=', kind)
        .where('record_id', '=', recordId)
        .executeTakeFirst();
      return row?.customer_id;
    },
  };
}

const priceOf = (charge: { total_cents: number; payment: string } | undefined) =>
  charge ? { price: { totalCents: Number(charge.total_cents), payment: charge.payment } } : {};

/** The rows of everything linked to one customer, read at once, for its page. */
async function customerRows(db: Kysely<Tables>, id: string, name: string) {
  const links = await db
    .selectFrom('customer_records')
    .select(['kind', 'record_id'])
    .where('customer_id', '=', id)
    .execute();
  const leadIds = links.filter((link) => link.kind === 'lead').map((link) => link.record_id);
  const bookingIds = links.filter((link) => link.kind === 'booking').map((link) => link.record_id);
  const none = Promise.resolve([]);
  const [leads, bookings, notes, leadEmails, bookingEmails, merges, namesakes, reviews, reviewEmails] =
    await Promise.all([
      leadIds.length ? db.selectFrom('leads').selectAll().where('id', 'in', leadIds).execute() : none,
      bookingIds.length ? db.selectFrom('bookings').selectAll().where('id', 'in', bookingIds).execute() : none,
      leadIds.length ? db.selectFrom('lead_notes').selectAll().where('lead_id', 'in', leadIds).execute() : none,
      leadIds.length
        ? db
            .selectFrom('lead_emails')
            .select(['lead_id', 'sent_at', 'status'])
            .where('lead_id', 'in', leadIds)
            .execute()
            // Sent ones kept here, not in the WHERE: with the status bound there, SQLite's planner took the
            // outbox's (status, next_attempt_at) index and read every sent e-mail of five years (decision 0034).
            .then((rows) => rows.filter((row) => row.status === 'sent'))
        : none,
      bookingIds.length
        ? db
            .selectFrom('booking_emails')
            .select(['booking_id', 'kind', 'sent_at'])
            .where('booking_id', 'in', bookingIds)
            .where('status', '=', 'sent')
            .execute()
        : none,
      db
        .selectFrom('customer_merges as m')
        .leftJoin('customer_merge_records as r', 'r.merge_id', 'm.id')
        .select(['m.id', 'm.at', 'm.by_email', 'm.from_id', (eb) => eb.fn.count('r.record_id').as('n')])
        .where('m.into_id', '=', id)
        .where('m.undone_at', 'is', null)
        .groupBy(['m.id', 'm.at', 'm.by_email', 'm.from_id'])
        .execute(),
      sameName(db, id, name),
      bookingIds.length ? db.selectFrom('reviews').selectAll().where('booking_id', 'in', bookingIds).execute() : none,
      bookingIds.length
        ? db
            .selectFrom('review_requests')
            .select(['booking_id', 'email_sent_at'])
            .where('booking_id', 'in', bookingIds)
            .where('email_status', '=', 'sent')
            .execute()
        : none,
    ]);
  // Each visit's technician and price: a second read of the few rows linked, keyed by booking.
  const technicianIds = [...new Set(bookings.map((booking) => booking.technician_id).filter((t): t is string => !!t))];
  const [technicians, charges] = await Promise.all([
    technicianIds.length
      ? db.selectFrom('office_users').select(['id', 'name', 'email']).where('id', 'in', technicianIds).execute()
      : Promise.resolve([]),
    bookingIds.length
      ? db
          .selectFrom('visit_charges')
          .select(['booking_id', 'total_cents', 'payment', 'receipt_status', 'receipt_sent_at'])
          .where('booking_id', 'in', bookingIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const technicianNames = new Map(technicians.map((person) => [person.id, text(person.name) || text(person.email)]));
  const prices = new Map(charges.map((charge) => [charge.booking_id, charge]));
  return {
    leadIds,
    bookingIds,
    leads,
    bookings,
    notes,
    leadEmails,
    bookingEmails: [
      ...bookingEmails,
      ...reviewEmails.map((email) => ({
        booking_id: email.booking_id,
        kind: 'review-request',
        sent_at: email.email_sent_at,
      })),
    ],
    merges,
    namesakes,
    reviews,
    technicianNames,
    prices,
  };
}

/** One customer's page: its records, newest first, in the office's words. */
function customerPage(database: AppDatabase): Pick<CustomerStore, 'customer'> {
  const { db } = database;
  return {
    async customer(id) {
      await database.ready();
      const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      if (row.merged_into) return { mergedInto: row.merged_into };
      const rows = await customerRows(db, id, text(row.name));
      const { leadIds, bookingIds, leads, bookings, notes, leadEmails, bookingEmails, merges, namesakes, reviews } =
        rows;
      const visits: CustomerVisit[] = bookings
        .map((booking) => ({
          id: booking.id,
          reference: text(booking.reference),
          windowStart: instant(booking.window_start),
          windowEnd: instant(booking.window_end),
          service: text(booking.service),
          status: text(booking.status),
          visitStatus: text(booking.visit_status),
          // Written whole, once: the street, unit, town, state and zip (data/site/address.ts).
          address: visitAddress({
            address: text(booking.address),
            unit: text(booking.unit),
            town: text(booking.town),
            zip: text(booking.zip),
          }),
          zip: text(booking.zip),
          technician: (booking.technician_id && rows.technicianNames.get(booking.technician_id)) || '',
          ...priceOf(rows.prices.get(booking.id)),
        }))
        .sort(newestFirst((visit) => visit.windowStart));
      const referenceOf = new Map(visits.map((visit) => [visit.id, visit.reference]));
      return {
        id,
        name: text(row.name),
        phone: text(row.phone),
        email: text(row.email),
        createdAt: instant(row.created_at),
        lastActivityAt: instant(row.last_activity_at),
        language: isLocale(row.language) ? row.language : 'en',
        leadCount: leadIds.length,
        visitCount: bookingIds.length,
        addresses: [...new Set(visits.map((visit) => visit.address))].filter(Boolean),
        leadHistory: leads
          .map((lead) => ({
            id: lead.id,
            receivedAt: instant(lead.received_at),
            service: text(lead.service),
            message: text(lead.message),
            status: text(lead.status),
          }))
          .sort(newestFirst((lead) => lead.receivedAt)),
        visits,
        notes: notes
          .map((note) => ({
            id: note.id,
            leadId: note.lead_id,
            at: instant(note.at),
            authorEmail: text(note.author_email),
            body: text(note.body),
          }))
          .sort(newestFirst((note) => note.at)),
        reviews: reviews
          .map((review) => ({
            id: review.id,
            reference: referenceOf.get(review.booking_id) ?? '',
            rating: Number(review.rating),
            body: text(review.body),
            createdAt: instant(review.created_at),
            status: text(review.status),
            wantsCallback: Number(review.wants_callback) === 1,
            calledBackAt: review.called_back_at == null ? null : instant(review.called_back_at),
          }))
          .sort(newestFirst((review) => review.createdAt)),
        emails: [
          ...leadEmails.map((email) => ({ at: instant(email.sent_at), kind: 'office-lead', reference: '' })),
          ...bookingEmails.map((email) => ({
            at: instant(email.sent_at),
            kind: text(email.kind),
            reference: referenceOf.get(email.booking_id) ?? '',
          })),
          ...[...rows.prices.values()]
            .filter((charge) => charge.receipt_status === 'sent')
            .map((charge) => ({
              at: instant(charge.receipt_sent_at),
              kind: 'receipt',
              reference: referenceOf.get(charge.booking_id) ?? '',
            })),
        ].sort(newestFirst((email) => email.at)),
        merges: merges
          .map((merge) => ({
            id: merge.id,
            at: instant(merge.at),
            byEmail: text(merge.by_email),
            fromId: merge.from_id,
            records: Number(merge.n),
          }))
          .sort(newestFirst((merge) => merge.at)),
        sameName: namesakes,
      } satisfies CustomerDetail;
    },
  };
}

/**
 * Merges `fromId` into `intoId` inside the caller's transaction (the office's action pipeline), keeping what
 * moved so the merge can be undone exactly.
 */
export async function mergeCustomers(
  trx: Transaction<Tables>,
  engine: Engine,
  change: { intoId: string; fromId: string; byEmail: string; now: Date },
): Promise<MergeResult> {
  const { intoId, fromId, byEmail, now } = change;
  if (intoId === fromId) return 'same';
  const both = await trx
    .selectFrom('customers')
    .select(['id', 'merged_into', 'last_activity_at'])
    .where('id', 'in', [intoId, fromId])
    .orderBy('id')
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .execute();
  if (both.length !== 2) return 'not-found';
  if (both.some((row) => row.merged_into !== null)) return 'merged-already';
  const mergeId = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto('customer_merges')
    .values({
      id: mergeId,
      at,
      by_email: byEmail,
      into_id: intoId,
      from_id: fromId,
      undone_at: null,
      undone_by: null,
    })
    .execute();
  const moved = await trx
    .selectFrom('customer_records')
    .select(['kind', 'record_id', 'linked_by', 'linked_at'])
    .where('customer_id', '=', fromId)
    .execute();
  for (let i = 0; i < moved.length; i += 400) {
    await trx
      .insertInto('customer_merge_records')
      .values(
        moved
          .slice(i, i + 400)
          .map((record) => ({ merge_id: mergeId, ...record, linked_at: instant(record.linked_at) })),
      )
      .execute();
  }
  await trx
    .updateTable('customer_records')
    .set({ customer_id: intoId, linked_by: 'office', linked_at: at })
    .where('customer_id', '=', fromId)
    .execute();
  await trx.updateTable('customers').set({ merged_into: intoId, merged_at: at }).where('id', '=', fromId).execute();
  await refreshActivity(trx, intoId);
  return 'merged';
}

/** Merging one customer into another, keeping what moved. */
function merging(database: AppDatabase): Pick<CustomerStore, 'mergeCustomers'> {
  const { db, engine } = database;
  return {
    async mergeCustomers(intoId, fromId, byEmail, now) {
      await database.ready();
      if (intoId === fromId) return 'same';
      return db.transaction().execute((trx) => mergeCustomers(trx, engine, { intoId, fromId, byEmail, now }));
    },
  };
}

/** Undoes the merge `mergeId` into `intoId`, exactly as it was made, inside the caller's transaction. */
export async function unmergeCustomers(
  trx: Transaction<Tables>,
  engine: Engine,
  change: { intoId: string; mergeId: string; byEmail: string; now: Date },
): Promise<UnmergeResult> {
  const { intoId, mergeId, byEmail, now } = change;
  const merge = await trx
    .selectFrom('customer_merges')
    .selectAll()
    .where('id', '=', mergeId)
    .where('into_id', '=', intoId)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!merge) return 'not-found';
  if (merge.undone_at !== null) return 'undone-already';
  const into = await trx
    .selectFrom('customers')
    .select('merged_into')
    .where('id', '=', intoId)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  if (into.merged_into !== null) return 'merged-later';
  const records = await trx
    .selectFrom('customer_merge_records')
    .select(['kind', 'record_id', 'linked_by', 'linked_at'])
    .where('merge_id', '=', mergeId)
    .execute();
  const at = now.toISOString();
  // One statement per record: a merge moves a person's few records, and each gets back its own link.
  for (const record of records) {
    await trx
      .updateTable('customer_records')
      .set({ customer_id: merge.from_id, linked_by: record.linked_by, linked_at: instant(record.linked_at) })
      .where('kind', '=', record.kind)
      .where('record_id', '=', record.record_id)
      .where('customer_id', '=', intoId)
      .execute();
  }
  await trx
    .updateTable('customers')
    .set({ merged_into: null, merged_at: null })
    .where('id', '=', merge.from_id)
    .execute();
  await trx
    .updateTable('customer_merges')
    .set({ undone_at: at, undone_by: byEmail })
    .where('id', '=', mergeId)
    .execute();
  await refreshActivity(trx, intoId);
  await refreshActivity(trx, merge.from_id);
  return 'unmerged';
}

/** Undoing a merge, exactly as it was made. */
function unmerging(database: AppDatabase): Pick<CustomerStore, 'unmergeCustomers'> {
  const { db, engine } = database;
  return {
    async unmergeCustomers(intoId, mergeId, byEmail, now) {
      await database.ready();
      return db.transaction().execute((trx) => unmergeCustomers(trx, engine, { intoId, mergeId, byEmail, now }));
    },
  };
}

/** What setting a customer's language found: their name, or why nothing was set. */
export type LanguageResult = { kind: 'set'; name: string } | { kind: 'not-found' } | { kind: 'merged'; into: string };

/**
 * Sets the language a customer is written to in (the office's choice, for a caller who asks), inside the caller's
 * transaction, and with it the language of their visits not yet ended: a visit's e-mails and texts are written in
 * its own language, so the reminder and On the Way of a visit to come follow the change. A visit that ended or was
 * cancelled keeps the language it was made in.
 */
export async function setCustomerLanguage(
  trx: Transaction<Tables>,
  engine: Engine,
  id: string,
  language: Locale,
): Promise<LanguageResult> {
  const row = await trx
    .selectFrom('customers')
    .select(['name', 'merged_into'])
    .where('id', '=', id)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return { kind: 'not-found' };
  if (row.merged_into !== null) return { kind: 'merged', into: row.merged_into };
  await trx.updateTable('customers').set({ language }).where('id', '=', id).execute();
  await trx
    .updateTable('bookings')
    .set({ language })
    .where('status', '=', 'booked')
    .where('visit_status', 'in', ['booked', 'on-the-way', 'arrived'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('customer_records').select('record_id').where('kind', '=', 'booking').where('customer_id', '=', id),
    )
    .execute();
  return { kind: 'set', name: text(row.name) };
}
