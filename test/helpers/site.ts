import { allPagePaths } from '../../server/routes';

/**
 * Route patterns whose pages are built in other engineers' branches and answer 404 in this one. THE LEAD
 * EMPTIES THIS LIST AT MERGE. It is the only exception the SEO suites make: a link to a path matching one
 * of these may fail and such a page is not checked, and crawl.test.ts fails on any entry whose pages exist.
 */
export const PAGES_BUILT_IN_OTHER_BRANCHES: string[] = [
  '/services',
  '/services/:slug',
  '/cities',
  '/cities/:slug',
  '/blog',
  '/blog/:slug',
  '/reviews',
  '/coupons',
  '/faq',
  '/contact',
];

/** Whether a path fits a route pattern such as /blog/:slug. */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, index) => segment.startsWith(':') ? got[index] !== '' : segment === got[index]);
}

/** Whether a path belongs to a page another branch builds (see PAGES_BUILT_IN_OTHER_BRANCHES). */
export function builtInOtherBranch(path: string): boolean {
  return PAGES_BUILT_IN_OTHER_BRANCHES.some((pattern) => pathMatches(pattern, path));
}

/** Every page of the route table that this branch builds: after the merge, simply allPagePaths(). */
export function sitePagePaths(): string[] {
  return allPagePaths().filter((path) => !builtInOtherBranch(path));
}

/** A path no route serves, for checking the not-found page. */
export const MISSING_PATH = '/no-such-page';

/** Suites that fetch every page share two CPU cores with other work; give them room. */
export const SITE_WIDE_TIMEOUT = 60_000;
