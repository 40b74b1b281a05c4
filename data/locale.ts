/**
 * The languages the customer's path speaks (issue 41). English is the default and the spec's fixed texts stay
 * exactly as written in it; Spanish pages live under `/es/`. Everything that picks words, dates or money for a
 * customer takes a `Locale`; `intlLocale` is what `Intl` is given for it.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The `Intl` locale of each: the United States' English and Spanish (dates, times and dollars as written here). */
export const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The language's own name, as a switch to it is labelled. */
export const localeName: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * A public page's path in a language: English at the path itself, Spanish under /es/ ('/' -> '/es/',
 * '/services' -> '/es/services'). A query or fragment after the path is kept.
 */
export function localePath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/es${path}`;
}
