/** A path no route serves, for checking the not-found page. */
export const MISSING_PATH = '/no-such-page';

/** Suites that fetch every page share two CPU cores with other work; give them room. */
export const SITE_WIDE_TIMEOUT = 60_000;
