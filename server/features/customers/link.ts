import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import { matchEmail, matchPhone, termsOf, typoWords, type CustomerRecord } from './keys';

export type { CustomerRecord } from './keys';

/**
 * Links a lead or booking being written to its customer, inside the transaction that writes it, and stores its
 * search terms: the customer of an earlier record with the same phone key, else the same e-mail key, else a new
 * customer. Resolves with the customer's id. Called once per record, by the insert that makes it.
 */
export async function linkCustomer(trx: Kysely<Tables>, engine: Engine, record: CustomerRecord): Promise<string> {
  const phone = matchPhone(record.phone);
  const email = matchEmail(record.email);
  let customerId = await customerByKeys(trx, phone, email);
  if (!customerId) {
    // Two records of one new person written at once must not make two customers: PostgreSQL takes a lock per
    // key and looks again (SQLite has one writer already). A known person, the common case, takes no lock.
    await serializeOnKeys(
      trx,
      engine,
      [phone && `customer-phone:${phone}`, email && `customer-email:${email}`].filter((key) => key !== ''),
    );
    customerId = (await customerByKeys(trx, phone, email)) ?? (await newCustomer(trx, record, phone, email));
  }
  await trx
    .insertInto('customer_records')
    .values({
      kind: record.kind,
      record_id: record.id,
      customer_id: customerId,
      linked_by: 'match',
      linked_at: new Date().toISOString(),
      at: record.at,
    })
    .execute();
  const terms = termsOf(record);
  if (terms.length > 0)
    await trx
      .insertInto('search_terms')
      .values(terms.map((term) => ({ ...term, kind: record.kind, record_id: record.id })))
      .execute();
  // The typo dictionary is shared: most of a record's words are already in it.
  const dictionary = typoWords(terms);
  if (dictionary.length > 0)
    await trx
      .insertInto('search_words')
      .values(dictionary)
      .onConflict((oc) => oc.doNothing())
      .execute();
  await trx
    .updateTable('customers')
    .set({ last_activity_at: record.at })
    .where('id', '=', customerId)
    .where('last_activity_at', '<', record.at)
    .execute();
  return customerId;
}

/** The customer of the earliest record with this phone key, else of the earliest with this e-mail key. */
async function customerByKeys(trx: Kysely<Tables>, phone: string, email: string): Promise<string | undefined> {
  if (!phone && !email) return undefined;
  const row = await trx
    .selectFrom('search_terms as t')
    .innerJoin('customer_records as r', (join) =>
      join.onRef('r.kind', '=', 't.kind').onRef('r.record_id', '=', 't.record_id'),
    )
    .select('r.customer_id')
    .where((eb) =>
      eb.or([
        ...(phone ? [eb.and([eb('t.field', '=', 'phone'), eb('t.term', '=', phone)])] : []),
        ...(email ? [eb.and([eb('t.field', '=', 'email'), eb('t.term', '=', email)])] : []),
      ]),
    )
    // 'phone' sorts after 'email', so descending puts a phone match first.
    .orderBy('t.field', 'desc')
    .orderBy('r.at')
    .orderBy('r.record_id')
    .limit(1)
    .executeTakeFirst();
  return row?.customer_id;
}

async function newCustomer(trx: Kysely<Tables>, record: CustomerRecord, phone: string, email: string) {
  const id = randomUUID();
  await trx
    .insertInto('customers')
    .values({
      id,
      name: record.name,
      phone: record.phone,
      email: record.email,
      phone_key: phone,
      email_key: email,
      created_at: record.at,
      last_activity_at: record.at,
      merged_into: null,
      merged_at: null,
    })
    .execute();
  return id;
}
