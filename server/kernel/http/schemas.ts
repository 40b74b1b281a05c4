import * as v from 'valibot';
import { formatCents, MAX_LINE_CENTS, parseDollars } from '../../../data/charges';
import { multiLine, oneLine } from '../../../data/text';

/**
 * The pieces every schema of what comes in is built from (forms, query strings, request bodies): a field's
 * schema first cleans the text, then states its rules, each with the message the person sees, and the type the
 * handler works with is the one the schema gives. How to write one: docs/security-and-reliability.md#schemas.
 * Server-only: the client bundle never contains valibot (test/build/budgets.test.ts).
 */

/** A field as a form or query string sends it: its text, or '' when it is missing or not one string (sent twice). */
export const text = v.fallback(v.string(), '');

/** A one-line field (a name, an e-mail, a choice): data/text.ts's oneLine cleaning. */
export const oneLineText = v.pipe(text, v.transform(oneLine));

/** A free-text field (a note, a message): data/text.ts's multiLine cleaning, line breaks kept. */
export const multiLineText = v.pipe(text, v.transform(multiLine));

/**
 * A field of a body that may be JSON (a public form and its API alias): its text, '' when missing or null, and
 * anything else (a number, a list, an object) refused as not text, where `text` would take it as ''.
 */
export const textOnly = v.nullish(v.string('Please enter text here.'), '');

/** `textOnly` as one line: data/text.ts's oneLine cleaning. */
export const oneLineTextOnly = v.pipe(textOnly, v.transform(oneLine));

/** `textOnly` as free text: data/text.ts's multiLine cleaning, line breaks kept. */
export const multiLineTextOnly = v.pipe(textOnly, v.transform(multiLine));

/** Keeps the first `max` characters: a value too long to be anything we accept is not kept whole. */
export const cut = (max: number) => v.transform((value: string) => value.slice(0, max));

/** One of `options`, or undefined for anything else: a filter or notice picked from a query string. */
export const oneOf = <const T extends string>(options: readonly T[]) =>
  v.fallback(v.optional(v.picklist(options)), undefined);

/** A notice named in the query string after a change (?saved=note): its text, or undefined for any other name. */
export const notice = (texts: Readonly<Record<string, string>>) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.picklist(Object.keys(texts)),
        v.transform((name) => texts[name]!),
      ),
    ),
    undefined,
  );

/** A page number from the query string: a whole number from 1, anything else is page 1. */
export const pageNumber = v.fallback(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), 1);

/**
 * The calendar's range: every date a request carries (a query string's, a form's) must fall in it, or it is
 * refused (decision 0039). Wide enough for anything the business keeps or books (records from 2000, reports of
 * any two calendar years, visits years ahead), narrow enough that date arithmetic, Intl and the databases never
 * meet a day they cannot write (year 0, year 10000, ±275760).
 */
export const CALENDAR = { first: '2000-01-01', last: '2099-12-31' } as const;

const DAY_MS = 86_400_000;

// \d is the ASCII digits only: another script's digits are not a date.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real YYYY-MM-DD day (no 2026-02-30) within CALENDAR, spaces trimmed; undefined for anything else. */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const date = value.trim();
  if (!CALENDAR_DAY.test(date) || date < CALENDAR.first || date > CALENDAR.last) return undefined;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === date ? date : undefined;
}

/** Whether an instant (ms since the epoch) falls within CALENDAR's days, in any zone. */
export const withinCalendar = (instant: number): boolean =>
  Number.isFinite(instant) &&
  instant >= Date.parse(`${CALENDAR.first}T00:00:00Z`) - DAY_MS &&
  instant < Date.parse(`${CALENDAR.last}T00:00:00Z`) + 2 * DAY_MS;

/**
 * An instant written with an explicit offset or Z (2026-11-24T08:00:00-05:00), as ms since the epoch, within
 * CALENDAR. A bare local time is refused: it would be read in the server's own zone.
 */
export function parseInstant(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value.trim()))
    return undefined;
  const ms = Date.parse(value.trim());
  return withinCalendar(ms) ? ms : undefined;
}

/** A day from a query string: a calendar day, or undefined (the screen's own default, or its refusal) otherwise. */
export const dayParam = v.pipe(
  v.unknown(),
  v.transform((value) => calendarDay(value)),
);

/** A checkbox whose value is "yes": true when it was ticked. */
export const ticked = v.pipe(
  text,
  v.transform((value) => value === 'yes'),
);

export type FieldsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * What a refused form shows again: each field as far as its schema got. Every field starts from `text` and
 * cleans before it judges, so a refused field still holds its cleaned text.
 */
export type ShownAgain<T> = { [K in keyof T]: T[K] | string };

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type FormRead<T> = { ok: true; values: T } | { ok: false; values: ShownAgain<T>; errors: FieldErrors<T> };

/**
 * Reads the fields `schema` names from a parsed body (anything else in it is ignored) and judges them: the
 * values, or the first message of each refused field, with what to show again.
 */
export function readForm<S extends FieldsSchema>(schema: S, body: unknown): FormRead<v.InferOutput<S>> {
  return judged(schema, fieldsOf(schema, body));
}

/**
 * Reads a form whose every field has a default (its choices, a tick box, text the caller judges itself):
 * nothing to refuse here, so just the values.
 */
export function readFields<S extends FieldsSchema>(schema: S, body: unknown): v.InferOutput<S> {
  return v.parse(schema, fieldsOf(schema, body));
}

/** Every field the schema names, missing or not, so that a missing one is judged as empty text. */
function fieldsOf(schema: FieldsSchema, body: unknown): Record<string, unknown> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(schema.entries)) input[name] = Object.hasOwn(source, name) ? source[name] : undefined;
  return input;
}

/**
 * Reads the parameters `schema` names from a query string, first value of each. A query string is read, never
 * refused: every parameter's schema falls back to a default (oneOf, notice, pageNumber, text cleaned and cut),
 * so an address edited by hand at worst shows the screen unfiltered.
 */
export function readQuery<S extends FieldsSchema>(schema: S, query: URLSearchParams): v.InferOutput<S> {
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(schema.entries)) input[name] = query.get(name) ?? undefined;
  return v.parse(schema, input);
}

function judged<S extends FieldsSchema>(schema: S, input: Record<string, unknown>): FormRead<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const name = issue.path?.[0]?.key;
    if (typeof name === 'string') errors[name] ??= issue.message;
  }
  return {
    ok: false,
    values: result.output as ShownAgain<v.InferOutput<S>>,
    errors: errors as FieldErrors<v.InferOutput<S>>,
  };
}

/**
 * A form's amount in dollars and cents as typed ("$150", "150.00", "1,234.50") to integer cents, with a clear
 * message for anything else and for a typo of a few zeros. The price form's fields, the estimate's lines, any form's money.
 */
export const dollarsField = v.pipe(
  text,
  v.check(
    (typed) => parseDollars(typed) !== undefined,
    'Please type an amount in dollars and cents, like 120 or 120.50 (no minus sign).',
  ),
  v.transform((typed) => parseDollars(typed) ?? 0),
  v.check((cents) => cents <= MAX_LINE_CENTS, `That is over ${formatCents(MAX_LINE_CENTS)}: please check the amount.`),
);
