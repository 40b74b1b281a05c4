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
 * '/services' -> '/es/services'). A query or fragment after the path is kept. A path already under /es/ is left as
 * it is, so a builder that wrote its Spanish path and the route that puts it under /es/ do not both add the prefix.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en' || isSpanishPath(path)) return path;
  return `/es${path}`;
}

/** Whether a path (with or without its query) is one of the Spanish pages': /es, /es/ or under /es/. */
export function isSpanishPath(path: string): boolean {
  return path === '/es' || path.startsWith('/es/') || path.startsWith('/es?') || path.startsWith('/es#');
}

/** The language a public path is in: Spanish under /es/, English everywhere else. */
export function localeOfPath(path: string): Locale {
  return isSpanishPath(path) ? 'es' : 'en';
}

/** A path with its language's prefix taken off: '/es/services' -> '/services', '/es/' and '/es' -> '/'. */
export function basePath(path: string): string {
  if (!isSpanishPath(path)) return path;
  const rest = path.slice(3);
  return rest === '' || !rest.startsWith('/') ? `/${rest}` : rest;
}

/** The other language: what the language switch offers. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');
