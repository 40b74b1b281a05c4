import { phoneKey, type ContactRecord } from '../../kernel/contact';

/**
 * How a lead or a booking is matched to a customer and found by the office's search: the normalised keys and
 * the search terms stored for it (docs/decisions/0025-customers-link-table.md). Pure functions, shared by the
 * linking at insert time (link.ts) and the migration that linked the rows written before it (0013-customers).
 */

export type RecordKind = ContactRecord['kind'];

/** What a customer is found from: the fields a lead and a booking both have, and a booking's own. */
export type CustomerRecord = ContactRecord;

/** The kinds of stored term: the whole name, one word of the name or address, and the exact keys. */
export type TermField = 'name' | 'word' | 'phone' | 'email' | 'reference';

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

/** Every term stored for a record, each once. */
export function termsOf(record: CustomerRecord): SearchTerm[] {
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

/**
 * The upper bound of a prefix range: every term that starts with `prefix` sorts at or after it and before this,
 * byte-wise (SQLite's BINARY collation, and the "C" collation the PostgreSQL column has). A range on the indexed
 * column, unlike LIKE, needs no escaping of `%` and `_` and uses the index on both engines.
 */
export const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;
