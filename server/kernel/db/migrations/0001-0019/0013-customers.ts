import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { instant, instantType, type Engine } from '../../engine';
import type { Tables } from '../../schema';

/**
 * Customers (docs/office.md#customers, decision 0025): the people behind the leads and bookings, linked through
 * a table of their own so that `leads` and `bookings` keep their columns; the merges the office made, kept so
 * each can be undone exactly; and the search terms of every lead and booking, one indexed row per term. Then the
 * rows written before this migration are linked, oldest first, by the rule new ones were linked by then
 * (copied below).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instantColumn = instantType(engine);
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // The first record's keys: digits without a leading US 1, and the e-mail in lower case ('' when unusable).
    .addColumn('phone_key', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('created_at', instantColumn, (c) => c.notNull())
    // The newest linked record's time: what the Customers list is ordered by.
    .addColumn('last_activity_at', instantColumn, (c) => c.notNull())
    // Set when the office merged this customer into another; the merge row says how to undo it.
    .addColumn('merged_into', 'text', (c) => c.references('customers.id'))
    .addColumn('merged_at', instantColumn)
    .execute();
  await db.schema.createIndex('customers_activity').on('customers').columns(['last_activity_at']).execute();
  await db.schema.createIndex('customers_phone').on('customers').column('phone_key').execute();
  await db.schema.createIndex('customers_email').on('customers').column('email_key').execute();

  await db.schema
    .createTable('customer_records')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('lead', 'booking')`))
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('linked_by', 'text', (c) => c.notNull().check(sql`linked_by in ('match', 'office')`))
    .addColumn('linked_at', instantColumn, (c) => c.notNull())
    // The record's own time (received, booked), so a customer's latest activity is read from its links alone.
    .addColumn('at', instantColumn, (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_records_pk', ['kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('customer_records_customer')
    .on('customer_records')
    .columns(['customer_id', 'at'])
    .execute();

  await db.schema
    .createTable('customer_merges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', instantColumn, (c) => c.notNull())
    .addColumn('by_email', 'text', (c) => c.notNull())
    .addColumn('into_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('from_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('undone_at', instantColumn)
    .addColumn('undone_by', 'text')
    .execute();
  await db.schema.createIndex('customer_merges_into').on('customer_merges').columns(['into_id', 'at']).execute();
  await db.schema.createIndex('customer_merges_from').on('customer_merges').column('from_id').execute();

  // The records a merge moved and how each was linked before, so undoing it puts back exactly that.
  await db.schema
    .createTable('customer_merge_records')
    .addColumn('merge_id', 'text', (c) => c.notNull().references('customer_merges.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('linked_by', 'text', (c) => c.notNull())
    .addColumn('linked_at', instantColumn, (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_merge_records_pk', ['merge_id', 'kind', 'record_id'])
    .execute();

  // Byte order on both engines (SQLite's BINARY is; PostgreSQL's default collation is not), so a prefix range
  // on the term is an index range (the customers feature's keys.ts, prefixEnd).
  await db.schema
    .createTable('search_terms')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('term', engine === 'postgres' ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    // The key is the search's index: field and term first, and it covers the record it names.
    .addPrimaryKeyConstraint('search_terms_pk', ['field', 'term', 'kind', 'record_id'])
    .execute();
  await db.schema.createIndex('search_terms_record').on('search_terms').columns(['kind', 'record_id']).execute();

  await linkExisting(db as unknown as Kysely<Tables>);
}

/*
 * The matching rule as it ran: copied from the customers feature's keys.ts and the booking's phoneKey
 * when migrations were frozen (issue 36, decision 0045), so that a later change to the live rule cannot change
 * what a fresh install links. Change the live rule with a new migration, never here.
 */

interface CustomerRecord {
  kind: 'lead' | 'booking';
  id: string;
  at: string;
  name: string;
  phone: string;
  email: string;
  address?: string;
  zip?: string;
  reference?: string;
}

interface SearchTerm {
  field: 'name' | 'word' | 'phone' | 'email' | 'reference';
  term: string;
}

const MAX_TERM = 120;

/** Digits only, without a trailing extension or a leading US 1. */
function phoneKey(phone: string): string {
  const digits = phone.replace(/(?<!\s)\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function matchPhone(phone: string): string {
  const key = phoneKey(phone);
  return key.length >= 7 ? key.slice(0, MAX_TERM) : '';
}

function matchEmail(email: string): string {
  const key = email.trim().toLowerCase();
  return key.includes('@') ? key.slice(0, MAX_TERM) : '';
}

function words(text: string): string[] {
  const found = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TERM));
  return [...new Set(found)];
}

const nameKey = (name: string) => words(name).join(' ').slice(0, MAX_TERM);

function termsOf(record: CustomerRecord): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const name = nameKey(record.name);
  if (name) terms.push({ field: 'name', term: name });
  const wordList = new Set([...words(record.name), ...words(record.address ?? ''), ...words(record.zip ?? '')]);
  for (const word of wordList) terms.push({ field: 'word', term: word });
  const phone = matchPhone(record.phone);
  if (phone) terms.push({ field: 'phone', term: phone });
  const email = matchEmail(record.email);
  if (email) terms.push({ field: 'email', term: email });
  const reference = record.reference?.trim().toLowerCase();
  if (reference) terms.push({ field: 'reference', term: reference.slice(0, MAX_TERM) });
  return terms;
}

/** Rows per INSERT: well under either engine's limit on bound values. */
const CHUNK = 400;

/** Any table's rows: the backfill's rows are plain records of columns. */
type AnyTables = Record<string, Record<string, unknown>>;

async function insertChunked(db: Kysely<Tables>, table: keyof Tables, rows: Record<string, unknown>[]): Promise<void> {
  const loose = db as unknown as Kysely<AnyTables>;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await loose
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/**
 * Links every lead and booking written before customers existed, oldest first, by the rule linkCustomer
 * applies to a new one: the customer of an earlier record with the same phone key, else the same e-mail key,
 * else a new customer. Done in memory and written in chunks, so years of rows are a few statements, not a few
 * per row.
 */
async function linkExisting(db: Kysely<Tables>): Promise<void> {
  const [leads, bookings] = await Promise.all([
    db.selectFrom('leads').select(['id', 'received_at', 'name', 'phone', 'email']).execute(),
    db
      .selectFrom('bookings')
      .select(['id', 'created_at', 'name', 'phone', 'email', 'address', 'zip', 'reference'])
      .execute(),
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
  const records: CustomerRecord[] = [
    ...leads.map((row) => ({
      kind: 'lead' as const,
      id: row.id,
      at: instant(row.received_at),
      name: text(row.name),
      phone: text(row.phone),
      email: text(row.email),
    })),
    ...bookings.map((row) => ({
      kind: 'booking' as const,
      id: row.id,
      at: instant(row.created_at),
      name: text(row.name),
      phone: text(row.phone),
      email: text(row.email),
      address: text(row.address),
      zip: text(row.zip),
      reference: text(row.reference),
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));
  if (records.length === 0) return;

  const now = new Date().toISOString();
  const byPhone = new Map<string, Record<string, unknown>>();
  const byEmail = new Map<string, Record<string, unknown>>();
  const customers: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const terms: Record<string, unknown>[] = [];
  for (const record of records) {
    const phone = matchPhone(record.phone);
    const email = matchEmail(record.email);
    let customer = (phone && byPhone.get(phone)) || (email && byEmail.get(email)) || undefined;
    if (!customer) {
      customer = {
        id: randomUUID(),
        name: record.name,
        phone: record.phone,
        email: record.email,
        phone_key: phone,
        email_key: email,
        created_at: record.at || now,
        last_activity_at: record.at || now,
        merged_into: null,
        merged_at: null,
      };
      customers.push(customer);
    }
    // The first customer seen with a key keeps it, as the store's lookup takes the earliest link.
    if (phone && !byPhone.has(phone)) byPhone.set(phone, customer);
    if (email && !byEmail.has(email)) byEmail.set(email, customer);
    if (record.at > String(customer.last_activity_at)) customer.last_activity_at = record.at;
    links.push({
      kind: record.kind,
      record_id: record.id,
      customer_id: customer.id,
      linked_by: 'match',
      linked_at: now,
      at: record.at || now,
    });
    for (const term of termsOf(record)) terms.push({ ...term, kind: record.kind, record_id: record.id });
  }
  await insertChunked(db, 'customers', customers);
  await insertChunked(db, 'customer_records', links);
  await insertChunked(db, 'search_terms', terms);
}
