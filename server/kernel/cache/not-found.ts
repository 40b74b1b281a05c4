import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../data/locale';

/**
 * The cache key of the rendered-once 404 page. No request URL can be it: they all start with "/" (or are
 * absolute URLs), so it can never be served for a path.
 */
export const NOT_FOUND_KEY = 'not-found';

/** The key of the 404 in a language: the English one as ever, the Spanish one for paths under /es/ (issue 41). */
export const notFoundKey = (locale: Locale): string => (locale === 'en' ? NOT_FOUND_KEY : `${NOT_FOUND_KEY}-${locale}`);

/** The key of the rendered-once page for an error status (405, 413, 429, …) and the reason it gives, if any. */
export const errorPageKey = (status: number, reason?: string) =>
  reason ? `error-${status}-${reason}` : `error-${status}`;

export interface KnownPaths {
  /** Concrete paths something answers: pages, the route table's other GET endpoints, static files. */
  paths: Iterable<string>;
  /** Path prefixes of endpoints with a parameter that are not pages (none today): Express decides those. */
  prefixes?: Iterable<string>;
  /** The static files' folder: every file and folder in it is known. */
  publicDir?: string;
}

/**
 * Only the plainest paths are judged here; anything with %-escapes, dot segments, doubled slashes or other
 * characters Express or the static server might read differently goes to Express, which then answers.
 *
 * "/", or segments that each start with a letter, digit, "_", "~" or "-" (then also ".") joined by single
 * slashes, with an optional trailing slash. Any visitor's GET can meet it before Express does, so it must run in
 * linear time: a segment's characters and "/" are disjoint, so a path reads one way only and nothing can be
 * backtracked into. (An earlier `(?:segment\/?)*` could split a run of letters into segments in 2^n ways: 30
 * letters and a "=" held the process for seconds. See docs/security-and-reliability.md#the-pattern-rule.)
 */
const PLAIN_PATH = /^\/(?:[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*\/?)?$/;

/** Express matches paths case-insensitively and with or without a trailing slash. (?<!\/): a run is trimmed once. */
const loose = (p: string) => (p.length > 1 ? p.replace(/(?<!\/)\/+$/, '') : p).toLowerCase();

/**
 * Whether a GET or HEAD for this URL can only end in the 404 page, decided without Express: a plain path
 * that is no page, no endpoint, no static file or folder, and not under /api (which answers JSON). The fast
 * path then serves the rendered-once 404, so a flood of random paths costs what a cached page costs.
 */
export function unknownPathMatcher(known: KnownPaths): (url: string) => boolean {
  const paths = new Set<string>();
  for (const p of known.paths) paths.add(loose(p));
  if (known.publicDir) for (const p of publicPaths(known.publicDir)) paths.add(loose(p));
  const prefixes = [...(known.prefixes ?? [])].map((p) => p.toLowerCase());
  return (url) => {
    const queryAt = url.indexOf('?');
    const urlPath = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!PLAIN_PATH.test(urlPath)) return false;
    const key = loose(urlPath);
    if (paths.has(key) || key === '/api' || key.startsWith('/api/')) return false;
    for (const prefix of prefixes) if (key.startsWith(prefix)) return false;
    return true;
  };
}

/** URL paths of every file and folder under a static root. */
function publicPaths(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const urlPath = `${prefix}/${entry.name}`;
      found.push(urlPath);
      if (entry.isDirectory()) walk(path.join(dir, entry.name), urlPath);
    }
  };
  walk(root, '');
  return found;
}
