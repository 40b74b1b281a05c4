import * as v from 'valibot';
import { multiLine, oneLine } from '../../data/text';

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

/** A checkbox whose value is "yes": true when it was ticked. */
export const ticked = v.pipe(
  text,
  v.transform((value) => value === 'yes'),
);

type FieldsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

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
