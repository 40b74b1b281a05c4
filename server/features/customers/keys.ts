import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { phoneKey, type ContactRecord } from '../../kernel/contact';
import { serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';

/**
 * How a lead or a booking is matched to a customer and found by the office's search: the normalised keys and
 * the search terms stored for it (docs/decisions/0025-customers-link-table.md), and the link itself, written by the
 * insert that makes the record (linkCustomer, at the end). The migration that linked the rows written before it
 * (0013-customers) has its own copy of these rules, as they were then.
 */

export type RecordKind = ContactRecord['kind'];

/** What a customer is found from: the fields a lead and a booking both have, and a booking's own. */
export type CustomerRecord = ContactRecord;

/**
 * The kinds of stored term: the whole name, one word of the name or address, the exact keys, each end of the
 * phone key from its fourth-last digit ('phone-part') and one word of the problem described ('problem'). The
 * typos are looked up in the shared dictionary of words instead (search_words, typoWords): decision 0052.
 */
export type TermField = 'name' | 'word' | 'phone' | 'email' | 'reference' | 'phone-part' | 'problem';

export interface SearchTerm {
  field: TermField;
  term: string;
}

/** Longest term stored; a longer value is searched by its first characters. */
const MAX_TERM = 120;

/** Digits only, without a leading US 1, when there are enough of them to be a phone number; else ''. */
export function matchPhone(phone: string): string {
  const key = phoneKey(phone);
  return key.length >= 7 ? key.slice(0, MAX_TERM) : '';
}

/** Lower case, when it looks like an address at all; else ''. */
export function matchEmail(email: string): string {
  const key = email.trim().toLowerCase();
  return key.includes('@') ? key.slice(0, MAX_TERM) : '';
}

/** Lower-case words: letters and digits of any script, split at everything else, each once, in order. */
export function words(text: string): string[] {
  const found = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TERM));
  return [...new Set(found)];
}

/** A name as its words, lower case, one space apart: "O'Brien,  Mary" is "o brien mary". */
export const nameKey = (name: string) => words(name).join(' ').slice(0, MAX_TERM);

/** Shortest run of digits found inside a phone number: three would find one number in a hundred. */
export const PHONE_PART_MIN = 4;
/** Shortest word a typo is forgiven in: a letter off a three-letter word is another word. */
export const TYPO_MIN = 4;
/** Words of a problem indexed, at most: a long message is found by its first ones. */
const PROBLEM_WORDS = 30;
/** Words too common in what people write about an appliance to find anyone by, or to forgive a typo in. */
const COMMON = new Set(
  'a an and are as at be but by can do for from has have i if in is it its me my no not of on or so that the their them then there they this to was we what when will with you your'.split(
    ' ',
  ),
);

/** A word a typo is forgiven in: letters only (a number with a wrong digit is another number), four or more. */
const forgiving = (word: string) => [...word].length >= TYPO_MIN && /^\p{L}+$/u.test(word);

/** The word with each one of its letters left out, each once: "ann" → "nn", "an". */
export function deletions(word: string): string[] {
  const letters = [...word];
  return [...new Set(letters.map((_letter, i) => [...letters.slice(0, i), ...letters.slice(i + 1)].join('')))];
}

/**
 * Whether two words are at most one insertion, deletion or substitution apart (Levenshtein distance ≤ 1), in
 * one pass: the deletion terms also pair words two changes apart ("abcd" and "bacd" share "acd"), so every
 * candidate is checked with this.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  let i = 0;
  let j = 0;
  let edited = false;
  while (i < short.length && j < long.length) {
    if (short[i] === long[j]) {
      i++;
      j++;
      continue;
    }
    if (edited) return false;
    edited = true;
    // Same length: a substitution; else the longer one has a letter more.
    if (short.length === long.length) i++;
    j++;
  }
  return !(edited && (long.length - j > 0 || short.length - i > 0));
}

/** Every term stored for a record, each once. */
export function termsOf(record: CustomerRecord): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const name = nameKey(record.name);
  if (name) terms.push({ field: 'name', term: name });
  const wordList = new Set([...words(record.name), ...words(record.address ?? ''), ...words(record.zip ?? '')]);
  for (const word of wordList) terms.push({ field: 'word', term: word });
  const said = [record.brand, record.problem, record.message].filter(Boolean).join(' ');
  const problemWords = words(said)
    .filter((word) => !wordList.has(word) && !COMMON.has(word) && [...word].length >= 2)
    .slice(0, PROBLEM_WORDS);
  for (const word of problemWords) terms.push({ field: 'problem', term: word });
  const phone = matchPhone(record.phone);
  if (phone) {
    terms.push({ field: 'phone', term: phone });
    // The phone's own start is found by the phone term; the parts are the ends that start further in.
    for (let start = 1; start <= phone.length - PHONE_PART_MIN; start++)
      terms.push({ field: 'phone-part', term: phone.slice(start) });
  }
  const email = matchEmail(record.email);
  if (email) terms.push({ field: 'email', term: email });
  const reference = record.reference?.trim().toLowerCase();
  if (reference) terms.push({ field: 'reference', term: reference.slice(0, MAX_TERM) });
  return terms;
}

/** One row of the typo dictionary (search_words): a word, filed under itself and under each one-letter deletion. */
export interface TypoWord {
  deletion: string;
  word: string;
}

/**
 * The dictionary rows of the words among `terms` (a record's, or many records') that a typo is forgiven in: each
 * word once under itself and once under each of its one-letter deletions. Shared by every record that has the
 * word, so written with insert-or-ignore.
 */
export function typoWords(terms: readonly { field: string; term: string }[]): TypoWord[] {
  const seen = new Set<string>();
  const rows: TypoWord[] = [];
  for (const { field, term } of terms) {
    if ((field !== 'word' && field !== 'problem') || !forgiving(term) || seen.has(term)) continue;
    seen.add(term);
    for (const deletion of [term, ...deletions(term)]) rows.push({ deletion, word: term });
  }
  return rows;
}

/**
 * The rows of search_names among `terms` (a record's, or many records'): each whole name once. A part of a name is
 * looked for in these distinct names, then the records by equality on the name term (migration 0048-search-words).
 */
export function searchNames(terms: readonly { field: string; term: string }[]): { term: string }[] {
  return [...new Set(terms.filter((term) => term.field === 'name').map((term) => term.term))].map((term) => ({ term }));
}

/**
 * The upper bound of a prefix range: every term that starts with `prefix` sorts at or after it and before this,
 * byte-wise (SQLite's BINARY collation, and the "C" collation the PostgreSQL column has). A range on the indexed
 * column, unlike LIKE, needs no escaping of `%` and `_` and uses the index on both engines.
 */
export const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

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
  // The distinct names a part of a name is looked for in (searchNames): shared, like the dictionary.
  const names = searchNames(terms);
  if (names.length > 0)
    await trx
      .insertInto('search_names')
      .values(names)
      .onConflict((oc) => oc.doNothing())
      .execute();
  // The newest record speaks for the customer: its language becomes theirs, as its time their last activity.
  await trx
    .updateTable('customers')
    .set({ last_activity_at: record.at, language: record.language ?? 'en' })
    .where('id', '=', customerId)
    .where('last_activity_at', '<=', record.at)
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
      language: record.language ?? 'en',
    })
    .execute();
  return id;
}
