import type { Kysely } from 'kysely';
import type { Engine } from '../../engine';
import type { Tables } from '../../schema';

/**
 * Search as the desk types (docs/office.md#search, decision 0052): the search terms of every lead and booking
 * written before this migration gain the two new fields, the ends of the phone key ('phone-part') and the words
 * of the problem described ('problem'); and the typo dictionary, search_words, is made and filled with each
 * distinct word of four letters or more of the names, streets and problems, under itself and each one-letter
 * deletion. The terms already stored are unchanged, so only the new ones are written: in batches of records by
 * id, then of distinct words by word (keyset), so five years of rows are never held in memory at once.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const typed = db as unknown as Kysely<Tables>;
  // Equality on the key is the only lookup: each query word's deletions, then the words they name.
  await typed.schema
    .createTable('search_words')
    .addColumn('deletion', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_words_pk', ['deletion', 'word'])
    .execute();
  let after = '';
  for (;;) {
    const leads = await typed
      .selectFrom('leads')
      .select(['id', 'name', 'phone', 'message'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (leads.length === 0) break;
    await insertChunked(
      typed,
      leads.flatMap((row) => newTerms('lead', row.id, { name: row.name, phone: row.phone, said: [row.message] })),
    );
    after = leads.at(-1)!.id;
  }
  after = '';
  for (;;) {
    const bookings = await typed
      .selectFrom('bookings')
      .select(['id', 'name', 'phone', 'address', 'zip', 'brand', 'problem'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (bookings.length === 0) break;
    await insertChunked(
      typed,
      bookings.flatMap((row) =>
        newTerms('booking', row.id, {
          name: row.name,
          phone: row.phone,
          address: row.address,
          zip: row.zip,
          said: [row.brand, row.problem],
        }),
      ),
    );
    after = bookings.at(-1)!.id;
  }
  // The distinct words, read in term order from the terms' key (field, term): each word once whatever the
  // number of records that have it, so the dictionary's rows are written without a conflict to ignore.
  for (const field of ['word', 'problem'] as const) {
    after = '';
    for (;;) {
      const found = await typed
        .selectFrom('search_terms')
        .select('term')
        .distinct()
        .where('field', '=', field)
        .where('term', '>', after)
        .orderBy('term')
        .limit(BATCH)
        .execute();
      if (found.length === 0) break;
      const rows = found
        .map((row) => row.term)
        .filter(forgiving)
        .flatMap((word) => [word, ...deletions(word)].map((deletion) => ({ deletion, word })));
      // A word that is both a name's and a problem's is met twice.
      for (let i = 0; i < rows.length; i += CHUNK)
        await typed
          .insertInto('search_words')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) => oc.doNothing())
          .execute();
      after = found.at(-1)!.term;
    }
  }
}

/** Records read per batch. */
const BATCH = 2_000;
/** Rows per INSERT: four values at most each, well under either engine's limit on bound values. */
const CHUNK = 1_000;

async function insertChunked(db: Kysely<Tables>, rows: Tables['search_terms'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('search_terms')
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

/*
 * The rule as it ran: copied from the customers feature's keys.ts (termsOf) when this migration was written, so
 * that a later change to the live rule cannot change what a fresh install stores (decision 0045).
 */

const MAX_TERM = 120;
const PHONE_PART_MIN = 4;
const TYPO_MIN = 4;
const PROBLEM_WORDS = 30;
const COMMON = new Set(
  'a an and are as at be but by can do for from has have i if in is it its me my no not of on or so that the their them then there they this to was we what when will with you your'.split(
    ' ',
  ),
);

function phoneKey(phone: string): string {
  const digits = phone.replace(/(?<!\s)\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function matchPhone(phone: string): string {
  const key = phoneKey(phone);
  return key.length >= 7 ? key.slice(0, MAX_TERM) : '';
}

function words(text: string): string[] {
  const found = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TERM));
  return [...new Set(found)];
}

const forgiving = (word: string) => [...word].length >= TYPO_MIN && /^\p{L}+$/u.test(word);

function deletions(word: string): string[] {
  const letters = [...word];
  return [...new Set(letters.map((_letter, i) => [...letters.slice(0, i), ...letters.slice(i + 1)].join('')))];
}

interface Source {
  name: string;
  phone: string;
  address?: string;
  zip?: string;
  said: string[];
}

/** The terms of the fields this migration adds, for one record. */
function newTerms(kind: 'lead' | 'booking', id: string, record: Source): Tables['search_terms'][] {
  const terms: Pick<Tables['search_terms'], 'field' | 'term'>[] = [];
  const wordList = new Set([...words(record.name), ...words(record.address ?? ''), ...words(record.zip ?? '')]);
  const problemWords = words(record.said.filter(Boolean).join(' '))
    .filter((word) => !wordList.has(word) && !COMMON.has(word) && [...word].length >= 2)
    .slice(0, PROBLEM_WORDS);
  for (const word of problemWords) terms.push({ field: 'problem', term: word });
  const phone = matchPhone(record.phone);
  for (let start = 1; start <= phone.length - PHONE_PART_MIN; start++)
    terms.push({ field: 'phone-part', term: phone.slice(start) });
  return terms.map((term) => ({ ...term, kind, record_id: id }));
}
