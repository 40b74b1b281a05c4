import { sql, type Kysely } from 'kysely';
import { visitAddress } from '../../../data/site/address';
import { phoneKey } from '../../kernel/contact';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, type Engine } from '../../kernel/db/engine';
import type { CustomerRecordKind, Tables } from '../../kernel/db/schema';
import { deletions, nameKey, PHONE_PART_MIN, prefixEnd, TYPO_MIN, withinOneEdit, words } from './keys';
import { displayStatus } from '../../../data/visit-status';

/**
 * The office's one search (docs/office.md#search): customers, leads and bookings by any word of the name or
 * street address (by its start), any part of the name, phone in any spelling, e-mail, or booking reference. Every lookup is an
 * equality or a prefix range on search_terms' key (field, term), so it reads an index range on both engines
 * whatever the size of the tables (decision 0025). Ranked: 0 an exact phone, e-mail or reference; 1 the name
 * starts with the query; 2 each word of the query starts a word of the name or address, the name holds it, or it
 * starts the phone, e-mail or reference; 3 four digits or more inside the phone, or words of the problem
 * described; 4 one typo in a word of the name, address or problem (decision 0052).
 */

export type Rank = 0 | 1 | 2 | 3 | 4;

export interface CustomerHit {
  id: string;
  rank: Rank;
  name: string;
  phone: string;
  email: string;
  lastActivityAt: string;
}

export interface LeadHit {
  id: string;
  rank: Rank;
  name: string;
  phone: string;
  email: string;
  receivedAt: string;
  status: string;
}

export interface BookingHit {
  id: string;
  rank: Rank;
  reference: string;
  name: string;
  phone: string;
  address: string;
  windowStart: string;
  /** What its status reads ("Done", "Cancelled"): data/visit-status.ts displayStatus. */
  status: string;
}

export interface SearchResults {
  customers: CustomerHit[];
  leads: LeadHit[];
  bookings: BookingHit[];
}

/** Results shown per kind; the rest are found by a longer query. */
export const HITS_PER_KIND = 20;
/** Matches read per lookup before ranking: enough for the page, bounded whatever the data. */
const CANDIDATES = 200;
/** Word terms read for the words of a query, at most: far more than any real query's matches. */
const WORD_ROWS = 20_000;
/** Words of the query that count; a longer query is searched by its first ones. */
const MAX_WORDS = 5;
/** Dictionary rows, and then word terms, read for the typos of a query, at most. */
const TYPO_ROWS = 2_000;

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
/** Only digits and phone punctuation: "202-555-0188", "(202) 555 0188", "+1 202.555.0188". */
const PHONE_LIKE = /^[\d\s().+-]+$/;
/** Letters, spaces and the punctuation of names: "Mary O'Brien-Lee", "st. james". */
const NAME_LIKE = /^[\p{L}\s'’.,-]+$/u;

type Found = Map<string, { kind: CustomerRecordKind; id: string; rank: Rank }>;

function note(found: Found, rows: { kind: CustomerRecordKind; record_id: string }[], rank: Rank) {
  for (const row of rows) {
    const key = `${row.kind}:${row.record_id}`;
    const seen = found.get(key);
    if (!seen || rank < seen.rank) found.set(key, { kind: row.kind, id: row.record_id, rank });
  }
}

/** The records whose terms match the query, each with its best rank. */
async function matchingRecords(db: Kysely<Tables>, engine: Engine, query: string): Promise<Found> {
  const lower = query.trim().toLowerCase().slice(0, 200);
  const tokens = words(query).slice(0, MAX_WORDS);
  const name = nameKey(query);
  const digits = PHONE_LIKE.test(lower) ? phoneKey(lower) : '';
  const terms = db.selectFrom('search_terms').select(['kind', 'record_id']);
  const prefix = (field: 'name' | 'phone' | 'email' | 'reference' | 'phone-part', start: string) =>
    terms
      .where('field', '=', field)
      .where('term', '>=', start)
      .where('term', '<', prefixEnd(start))
      .limit(CANDIDATES)
      .execute();
  const none = Promise.resolve([]);
  const oneTerm = !/\s/.test(lower) && lower !== '';
  // Any part of a name ("itake" finds Whitaker), only for three letters or more of what can be a name (no digits
  // or @: a phone, an e-mail, a reference or a street number is found by its own index range).
  const partOfName = name.length >= 3 && NAME_LIKE.test(lower) ? namesContaining(db, engine, name) : none;
  const [exact, byName, byPhone, byEmail, byReference, byWords, byPart, byDigits, byTypo] = await Promise.all([
    terms
      .where((eb) =>
        eb.or([
          ...(digits.length >= 7 ? [eb.and([eb('field', '=', 'phone'), eb('term', '=', digits)])] : []),
          ...(oneTerm
            ? [
                eb.and([eb('field', '=', 'email'), eb('term', '=', lower)]),
                eb.and([eb('field', '=', 'reference'), eb('term', '=', lower)]),
              ]
            : []),
        ]),
      )
      .limit(CANDIDATES)
      .execute(),
    name ? prefix('name', name) : none,
    digits.length >= 3 ? prefix('phone', digits) : none,
    oneTerm && lower.length >= 2 ? prefix('email', lower) : none,
    oneTerm && lower.length >= 2 ? prefix('reference', lower) : none,
    tokens.length === 1 ? wordStart(db, tokens[0]!) : tokens.length > 1 ? wordStarts(db, tokens) : none,
    partOfName,
    digits.length >= PHONE_PART_MIN ? prefix('phone-part', digits) : none,
    oneTypo(db, tokens),
  ]);
  const found: Found = new Map();
  note(found, exact, 0);
  note(found, byName, 1);
  for (const rows of [byPhone, byEmail, byReference, byPart]) note(found, rows, 2);
  note(
    found,
    byWords.filter((row) => Number(row.in_name) === 1),
    2,
  );
  note(
    found,
    byWords.filter((row) => Number(row.in_name) !== 1),
    3,
  );
  note(found, byDigits, 3);
  note(found, byTypo, 4);
  return found;
}

/**
 * The records whose name holds `name` anywhere: looked for in the distinct names (search_names, some 31,000 on the
 * five-year seed) rather than in every record's name term (185,000: 20–35 ms of SQLite's CPU a search), then
 * those names' records by equality on search_terms' key. In the key's order, as the scan of the terms read them.
 */
async function namesContaining(db: Kysely<Tables>, engine: Engine, name: string): Promise<RecordRef[]> {
  const inside = engine === 'postgres' ? sql`strpos` : sql`instr`;
  const names = await db
    .selectFrom('search_names')
    .select('term')
    .where(sql<boolean>`${inside}(term, ${name}) > 0`)
    .orderBy('term')
    .limit(CANDIDATES)
    .execute();
  if (names.length === 0) return [];
  return db
    .selectFrom('search_terms')
    .select(['kind', 'record_id'])
    .where('field', '=', 'name')
    .where(
      'term',
      'in',
      names.map((row) => row.term),
    )
    .orderBy('term')
    .orderBy('kind')
    .orderBy('record_id')
    .limit(CANDIDATES)
    .execute();
}

/**
 * The records where the one word of the query starts a word of the name or address (`in_name` 1), then, to the
 * bound, of the problem (`in_name` 0): two prefix ranges of the key, each read to at most the bound. Grouping
 * every match as wordStarts does read all of a common problem word's records (13,000 for "grinding" on the
 * five-year seed) to keep 200.
 */
async function wordStart(
  db: Kysely<Tables>,
  token: string,
): Promise<{ kind: CustomerRecordKind; record_id: string; in_name: number }[]> {
  const range = (field: 'word' | 'problem') =>
    db
      .selectFrom('search_terms')
      .select(['kind', 'record_id'])
      .where('field', '=', field)
      .where('term', '>=', token)
      .where('term', '<', prefixEnd(token))
      .orderBy('term')
      .orderBy('kind')
      .orderBy('record_id')
      .limit(CANDIDATES)
      .execute();
  const found = new Map<string, { kind: CustomerRecordKind; record_id: string; in_name: number }>();
  const inName = await range('word');
  for (const row of inName) found.set(refKey(row), { ...row, in_name: 1 });
  // Only once every name and address match is in hand, so none is ranked as a problem match.
  if (inName.length < CANDIDATES)
    for (const row of await range('problem'))
      if (found.size < CANDIDATES && !found.has(refKey(row))) found.set(refKey(row), { ...row, in_name: 0 });
  return [...found.values()];
}

/**
 * The records where every word of the query starts a word of the name, address or problem; `in_name` is 1 when
 * each was found in the name or address, which ranks above the problem.
 */
function wordStarts(db: Kysely<Tables>, tokens: string[]) {
  return (
    db
      .selectFrom(
        db
          .selectFrom('search_terms')
          .select(['kind', 'record_id', 'field', 'term'])
          // The field inside each branch, so each word is its own index range (SQLite's OR-by-union, a
          // PostgreSQL BitmapOr); with the field outside, a query of several words read every word term.
          .where((eb) =>
            eb.or(
              tokens.flatMap((token) =>
                (['word', 'problem'] as const).map((field) =>
                  eb.and([eb('field', '=', field), eb('term', '>=', token), eb('term', '<', prefixEnd(token))]),
                ),
              ),
            ),
          )
          // A bound, and a fence: grouped in the outer query, PostgreSQL otherwise walked the (kind,
          // record_id) index for the GROUP BY and filtered a million rows (560 ms, decision 0034).
          .limit(WORD_ROWS)
          .as('w'),
      )
      .select(['kind', 'record_id'])
      // 1 when every word of the query starts a word of the name or address, 0 when one needed the problem.
      .select((eb) =>
        sql<number>`${sql.join(
          tokens.map((token) =>
            eb.fn.max(
              eb
                .case()
                .when(eb.and([eb('field', '=', 'word'), eb('term', '>=', token), eb('term', '<', prefixEnd(token))]))
                .then(1)
                .else(0)
                .end(),
            ),
          ),
          sql` * `,
        )}`.as('in_name'),
      )
      .groupBy(['kind', 'record_id'])
      // Every word of the query starts some word of the record.
      .having((eb) =>
        eb.and(
          tokens.map((token) =>
            eb(
              eb.fn.max(
                eb
                  .case()
                  .when(eb.and([eb('term', '>=', token), eb('term', '<', prefixEnd(token))]))
                  .then(1)
                  .else(0)
                  .end(),
              ),
              '=',
              1,
            ),
          ),
        ),
      )
      // The name and address matches first, so the bound drops problem matches before them.
      .orderBy(sql`in_name`, 'desc')
      .limit(CANDIDATES)
      .execute()
  );
}

type RecordRef = { kind: CustomerRecordKind; record_id: string };
const refKey = (row: RecordRef) => `${row.kind}:${row.record_id}`;

/** A word of the query a typo is forgiven in: letters only, four or more (keys.ts stores the same words' deletions). */
const forgiven = (token: string) => [...token].length >= TYPO_MIN && /^\p{L}+$/u.test(token);

/**
 * The records every word of the query matches with one typo in at least one of them (the others by their start
 * or one typo too). A deletion neighbourhood on the shared dictionary (search_words): a known word one edit from
 * a query word is filed under the query word or one of its one-letter deletions, or is one of those deletions;
 * each pair is then checked by a true edit distance, as sharing a deletion also pairs some words two edits apart.
 * Then the records that have those words, by equality on search_terms' key. Three statements whatever the data:
 * the dictionary, the records, and the words of those records when the query has other words to check.
 */
async function oneTypo(db: Kysely<Tables>, tokens: string[]): Promise<RecordRef[]> {
  const typed = tokens.filter(forgiven);
  if (typed.length === 0) return [];
  const known = await db
    .selectFrom('search_words')
    .select('word')
    .where(
      'deletion',
      'in',
      typed.flatMap((token) => [token, ...deletions(token)]),
    )
    .limit(TYPO_ROWS)
    .execute();
  // A deletion is itself one edit from its query word: a shorter stored word (of three letters, say) the
  // dictionary does not hold.
  const near = new Set([...known.map((row) => row.word), ...typed.flatMap(deletions)]);
  // A query word itself is left out: its records are the word lookup's (wordStarts), and a common first name read
  // here would fill the bound before the typo's records (600 ms for "Charles Wilxis" on a year).
  const candidatesOf = [...near].filter(
    (word) => !tokens.includes(word) && typed.some((token) => withinOneEdit(token, word)),
  );
  if (candidatesOf.length === 0) return [];
  const rows = await db
    .selectFrom('search_terms')
    .select(['kind', 'record_id', 'field', 'term'])
    .where('field', 'in', ['word', 'problem'])
    .where('term', 'in', candidatesOf)
    .limit(TYPO_ROWS)
    .execute();
  const typos = new Map<string, { ref: RecordRef; tokens: Set<string> }>();
  for (const row of rows) {
    const word = row.term;
    for (const token of typed) {
      if (!withinOneEdit(token, word)) continue;
      const key = refKey(row);
      const seen = typos.get(key) ?? { ref: { kind: row.kind, record_id: row.record_id }, tokens: new Set() };
      seen.tokens.add(token);
      typos.set(key, seen);
    }
  }
  const candidates = [...typos.values()].slice(0, CANDIDATES);
  const unsure = candidates.filter((candidate) => candidate.tokens.size < tokens.length);
  if (unsure.length === 0) return candidates.map((candidate) => candidate.ref);
  // The query's other words, checked against every word of the records a typo found (a few dozen rows each).
  const ids = (kind: CustomerRecordKind) =>
    unsure.filter((candidate) => candidate.ref.kind === kind).map((candidate) => candidate.ref.record_id);
  const [leadIds, bookingIds] = [ids('lead'), ids('booking')];
  const wordsOf = new Map<string, string[]>();
  const stored = await db
    .selectFrom('search_terms')
    .select(['kind', 'record_id', 'field', 'term'])
    // By the records alone, so both engines read search_terms_record. With `field in ('word', 'problem')` here,
    // SQLite took the key's range on the field instead: every word and problem term of the shop, millions of index
    // entries on five years (the "name and a typo" search's 350 ms on one year).
    .where((eb) =>
      eb.or([
        ...(leadIds.length ? [eb.and([eb('kind', '=', 'lead'), eb('record_id', 'in', leadIds)])] : []),
        ...(bookingIds.length ? [eb.and([eb('kind', '=', 'booking'), eb('record_id', 'in', bookingIds)])] : []),
      ]),
    )
    .execute();
  for (const row of stored)
    if (row.field === 'word' || row.field === 'problem')
      wordsOf.set(refKey(row), [...(wordsOf.get(refKey(row)) ?? []), row.term]);
  return candidates
    .filter((candidate) =>
      tokens.every(
        (token) =>
          candidate.tokens.has(token) ||
          (wordsOf.get(refKey(candidate.ref)) ?? []).some(
            (word) => word.startsWith(token) || (forgiven(token) && withinOneEdit(token, word)),
          ),
      ),
    )
    .map((candidate) => candidate.ref);
}

const byRankThenNewest =
  <T extends { rank: Rank }>(time: (hit: T) => string) =>
  (a: T, b: T) =>
    a.rank - b.rank || (time(a) < time(b) ? 1 : time(a) > time(b) ? -1 : 0);

/** Searches for `query`; empty results for a query with nothing to look up. */
export function officeSearch(database: AppDatabase) {
  const { db } = database;
  return async function search(query: string): Promise<SearchResults> {
    await database.ready();
    const found = await matchingRecords(db, database.engine, query);
    const hits = [...found.values()];
    const leadIds = hits.filter((hit) => hit.kind === 'lead').map((hit) => hit.id);
    const bookingIds = hits.filter((hit) => hit.kind === 'booking').map((hit) => hit.id);
    const rankOf = (kind: CustomerRecordKind, id: string) => found.get(`${kind}:${id}`)?.rank ?? 2;
    const none = Promise.resolve([]);
    const [leads, bookings, links] = await Promise.all([
      // What a hit shows, not the whole row: up to 200 rows of each are read to rank 20.
      leadIds.length
        ? db
            .selectFrom('leads')
            .select(['id', 'name', 'phone', 'email', 'received_at', 'status'])
            .where('id', 'in', leadIds)
            .execute()
        : none,
      bookingIds.length
        ? db
            .selectFrom('bookings')
            .select([
              'id',
              'reference',
              'name',
              'phone',
              'address',
              'unit',
              'town',
              'zip',
              'window_start',
              'status',
              'visit_status',
            ])
            .where('id', 'in', bookingIds)
            .execute()
        : none,
      hits.length
        ? db
            .selectFrom('customer_records')
            .select(['kind', 'record_id', 'customer_id'])
            // By kind and id: the link table's key, so it is an index lookup per record.
            .where((eb) =>
              eb.or([
                ...(leadIds.length ? [eb.and([eb('kind', '=', 'lead'), eb('record_id', 'in', leadIds)])] : []),
                ...(bookingIds.length ? [eb.and([eb('kind', '=', 'booking'), eb('record_id', 'in', bookingIds)])] : []),
              ]),
            )
            .execute()
        : none,
    ]);
    // A customer ranks as its best-matching record.
    const customerRank = new Map<string, Rank>();
    for (const link of links) {
      if (!found.has(`${link.kind}:${link.record_id}`)) continue;
      const rank = rankOf(link.kind, link.record_id);
      customerRank.set(link.customer_id, Math.min(rank, customerRank.get(link.customer_id) ?? 2) as Rank);
    }
    const customers = customerRank.size
      ? await db
          .selectFrom('customers')
          .select(['id', 'name', 'phone', 'email', 'last_activity_at'])
          .where('id', 'in', [...customerRank.keys()])
          .where('merged_into', 'is', null)
          .execute()
      : [];
    return {
      customers: customers
        .map((row) => ({
          id: row.id,
          rank: customerRank.get(row.id) ?? 2,
          name: text(row.name),
          phone: text(row.phone),
          email: text(row.email),
          lastActivityAt: instant(row.last_activity_at),
        }))
        .sort(byRankThenNewest((hit) => hit.lastActivityAt))
        .slice(0, HITS_PER_KIND),
      leads: leads
        .map((row) => ({
          id: row.id,
          rank: rankOf('lead', row.id),
          name: text(row.name),
          phone: text(row.phone),
          email: text(row.email),
          receivedAt: instant(row.received_at),
          status: text(row.status),
        }))
        .sort(byRankThenNewest((hit) => hit.receivedAt))
        .slice(0, HITS_PER_KIND),
      bookings: bookings
        .map((row) => ({
          id: row.id,
          rank: rankOf('booking', row.id),
          reference: text(row.reference),
          name: text(row.name),
          phone: text(row.phone),
          address: visitAddress({
            address: text(row.address),
            unit: text(row.unit),
            town: text(row.town),
            zip: text(row.zip),
          }),
          windowStart: instant(row.window_start),
          status: displayStatus(text(row.status), text(row.visit_status)).label,
        }))
        .sort(byRankThenNewest((hit) => hit.windowStart))
        .slice(0, HITS_PER_KIND),
    };
  };
}
