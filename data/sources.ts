import { oneLine } from './text';

/**
 * Where the work comes from (issue 39 item 8): the answers to "How did you hear about us?" on the booking and
 * contact forms and the office's New Visit, and the landing URL's UTM parameters. The values are stored in
 * `heard_from` (migration 0042-sources); the labels are what forms and Reports show.
 */
export const HEARD_FROM = [
  { value: 'google-search', label: 'Google search' },
  { value: 'google-maps', label: 'Google Maps' },
  { value: 'yelp', label: 'Yelp' },
  { value: 'nextdoor', label: 'Nextdoor' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'friend', label: 'A friend or neighbour' },
  { value: 'mailer', label: 'A mailer or coupon' },
  { value: 'returning', label: "We've used you before" },
  { value: 'other', label: 'Other' },
] as const;

export type HeardFrom = (typeof HEARD_FROM)[number]['value'];

export const HEARD_FROM_LABEL = 'How did you hear about us?';
export const HEARD_FROM_OTHER_LABEL = 'Where, if other';

/** The longest "other" answer kept: a few words. */
export const HEARD_FROM_OTHER_LIMIT = 60;
/** The longest UTM value kept; a longer one is cut here (campaign names are short). */
export const UTM_LIMIT = 60;

export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type Utm = Partial<Record<UtmParameter, string>>;

/** One of the list's values, or undefined for anything else (nothing picked, or a value no form offers). */
export function heardFrom(value: unknown): HeardFrom | undefined {
  return HEARD_FROM.find((choice) => choice.value === value)?.value;
}

export const heardFromLabel = (value: string) => HEARD_FROM.find((choice) => choice.value === value)?.label;

/** The "other" words, one short line; only kept beside "Other". */
export function heardFromOther(choice: HeardFrom | undefined, value: unknown): string | undefined {
  if (choice !== 'other' || typeof value !== 'string') return undefined;
  const words = oneLine(value).slice(0, HEARD_FROM_OTHER_LIMIT).trim();
  return words === '' ? undefined : words;
}

// What ad platforms and mailers put in UTM values: words, digits and a little punctuation. Anything else (markup,
// quotes, controls) refuses the value whole: a tracking tag is never worth keeping half of.
const UTM_VALUE = /^[a-z0-9 ._\-+/:|]+$/;

/**
 * One UTM value as kept: trimmed, in lower case (so "Google" and "google" are one source in Reports), cut to
 * UTM_LIMIT; undefined when empty or holding a character outside UTM_VALUE.
 */
export function utmValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const kept = value.trim().toLowerCase().slice(0, UTM_LIMIT).trim();
  return kept !== '' && UTM_VALUE.test(kept) ? kept : undefined;
}

/** The valid UTM parameters of a query or a form body; an empty object when none is. */
export function readUtm(from: Record<string, unknown> | URLSearchParams): Utm {
  const utm: Utm = {};
  for (const name of UTM_PARAMETERS) {
    const raw = from instanceof URLSearchParams ? from.get(name) : from[name];
    const value = utmValue(raw);
    if (value !== undefined) utm[name] = value;
  }
  return utm;
}

/**
 * A page's readers (server/kernel/pages/page.ts's QueryReader) for the UTM parameters: a value makes the address
 * one rendered per request (null), never a page-cache key, since any text could fill the cache; none is ''.
 */
export const utmQueryReaders: Record<UtmParameter, (value: string) => string | null> = {
  utm_source: (value) => (value === '' ? '' : null),
  utm_medium: (value) => (value === '' ? '' : null),
  utm_campaign: (value) => (value === '' ? '' : null),
};

/** "?utm_source=…&…" for a link that carries the UTM parameters on; '' without any. */
export function utmQuery(utm: Utm, joiner: '?' | '&' = '?'): string {
  const params = new URLSearchParams();
  for (const name of UTM_PARAMETERS) if (utm[name]) params.set(name, utm[name]);
  const query = params.toString();
  return query ? `${joiner}${query}` : '';
}

/** The columns of migration 0042-sources for a booking or lead, null where nothing was given. */
export interface SourceColumns {
  heard_from: string | null;
  heard_from_other: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** Reads the answer, its "other" words and the UTM parameters of a form's body, each validated. */
export function sourceColumns(body: Record<string, unknown>): SourceColumns {
  const choice = heardFrom(body.heardFrom);
  const utm = readUtm(body);
  return {
    heard_from: choice ?? null,
    heard_from_other: heardFromOther(choice, body.heardFromOther) ?? null,
    utm_source: utm.utm_source ?? null,
    utm_medium: utm.utm_medium ?? null,
    utm_campaign: utm.utm_campaign ?? null,
  };
}

/** What a form shows again of where the work came from: the answer as given, and the UTM parameters it carries. */
export interface SourceValues {
  heardFrom: string;
  heardFromOther: string;
  utm: Utm;
}

/** The answer and UTM parameters of a refused form's body, valid ones only, to show again. */
export function sourceValues(body: unknown): SourceValues {
  const from = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const columns = sourceColumns(from);
  return {
    heardFrom: columns.heard_from ?? '',
    heardFromOther: columns.heard_from_other ?? '',
    utm: readUtm(from),
  };
}
