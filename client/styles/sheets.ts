/**
 * The public pages' stylesheets, one per kind of page (decision 0061): each is the shared base and the page files
 * its kind's HTML uses, built on its own and inlined whole. A page is given the smallest of them that defines
 * every class its HTML uses (server/kernel/pages/page-style.ts), so a page that starts to use a class of another
 * kind gets a larger sheet rather than losing styles, and test/http/page-styles.test.ts fails until its kind's
 * list names the file.
 */

/** The files every sheet starts with, in site.css's order. */
export const BASE_FILES = ['tokens', 'base', 'layout', 'components'] as const;

/** The files under client/styles/pages/ a public page may use, in site.css's order (the cascade's order). */
export const PAGE_FILES = [
  'home',
  'services',
  'zip-lookup',
  'cities',
  'blog',
  'reviews',
  'coupons',
  'faq',
  'contact',
  'next-available',
  'booking',
  'estimates',
  'review-form',
] as const;

export type PageFile = (typeof PAGE_FILES)[number];

/**
 * Each kind's page files (in any order: a sheet always keeps site.css's). The lists follow what the rendered
 * pages use: the home page's booking card and next free window (booking), its zip check (cities) and reviews;
 * the form messages of contact.css on every page with a form (booking's steps, the review form, an estimate).
 * Pages with none of their own (about, the services list, a 404 or other message) take the base alone.
 */
export const SHEETS: Readonly<Record<string, readonly PageFile[]>> = {
  base: [],
  home: ['home', 'reviews', 'zip-lookup', 'next-available'],
  services: ['services', 'reviews', 'next-available'],
  cities: ['cities', 'zip-lookup', 'reviews', 'next-available'],
  blog: ['blog'],
  reviews: ['reviews'],
  coupons: ['coupons'],
  faq: ['faq'],
  contact: ['contact', 'coupons', 'booking', 'next-available'],
  booking: ['booking', 'contact', 'next-available'],
  estimates: ['estimates', 'booking', 'contact'],
  'review-form': ['review-form', 'contact'],
};

/** A sheet's CSS entry: @imports of the base and its page files, in site.css's order. */
export function sheetSource(name: string): string {
  const files = SHEETS[name];
  if (!files) throw new Error(`no stylesheet "${name}" in client/styles/sheets.ts`);
  const pages = PAGE_FILES.filter((file) => files.includes(file));
  return [...BASE_FILES.map((file) => `./${file}.css`), ...pages.map((file) => `./pages/${file}.css`)]
    .map((file) => `@import '${file}';`)
    .join('\n');
}
