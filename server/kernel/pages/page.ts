import type { ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { business } from '../../../data/business';
import { basePath, localePath, type Locale } from '../../../data/locale';
import type { PublicContent } from './content';

/** What the document's <head> says about a page. */
export interface PageHead {
  /** The whole <title>. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /services/washer-repair. */
  path: string;
  noindex?: boolean;
  jsonLd?: WithContext<Thing>[];
  /** Open Graph type; by default "article" when the page carries a BlogPosting block, else "website". */
  ogType?: 'website' | 'article';
  /** The picture link previews show; by default the site's share image. */
  image?: ShareImage;
  /**
   * The trail the page shows as its visible breadcrumb (the same value its view renders), written as BreadcrumbList
   * markup; a page without a visible breadcrumb has none (server/kernel/pages/breadcrumbs.ts).
   */
  breadcrumbs?: Crumb[];
  /**
   * The page's path in each language it is published in (issue 41 items 1 and 2), both or none: the document's
   * hreflang alternates and the language switch's target. The route table's twins write it (withSpanishTwin); a
   * page without it has no alternates, and its switch leads to the other language's home page.
   */
  languages?: Partial<Record<Locale, string>>;
  /**
   * The id of the first element after the page's first screen, on a page whose phone layout places what follows
   * before what precedes (the home page's booking card between its rating and its lead): the browser paints nothing
   * until it has parsed that far (`<link rel="expect" blocking="render">`), so a first screen painted half-parsed is
   * never moved when the rest arrives (a layout shift Lighthouse counted on the home page).
   */
  firstScreenEnd?: string;
}

/** An image for link previews; url is root-relative or absolute. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  /** Root-relative path, e.g. /services. */
  path: string;
}

export interface Page {
  head: PageHead;
  body: ReactNode;
  status?: number;
  /**
   * false on booking's own pages (every /book step, a booking's link and its steps, the confirmation): the header
   * offers no Book Now and the site's Call/Book bar gives way to the step's own bar; the phone stays in the header.
   */
  bookLinks?: false;
  /** The page's language: its `<html lang>` and the catalog every view below reads (`useMessages`). English by default. */
  locale?: Locale;
  /**
   * The query the page was built with ("service=washer-repair&zip=20901"), which the language switch keeps, so
   * a booking step's state crosses to the other language with it (issue 41 item 2).
   */
  switchQuery?: string;
}

export interface PageRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The configured public origin, for absolute URLs in structured data. */
  siteUrl: string;
  /**
   * What the pages show of the database (published reviews, the team), as this server last read it; absent
   * where a page is built for its path alone (the site map), which then shows none of it.
   */
  content?: PublicContent;
  /**
   * The language the route serves: 'es' for a Spanish twin under /es/ (issue 41), English when absent. A builder
   * writes its words in it and keeps its English path ('/services'); the twin's route puts the page under /es/.
   */
  locale?: Locale;
}

/**
 * How a page reads one query parameter: the visitor's value, normalised to what the page shows.
 * - a string: the value the page is built with, and part of the cache key. Return one only from a small,
 *   known set (a zip the site serves, "1" for ?sent=1), so the cache cannot be grown without bound; "" means
 *   "as if absent", so /cities?zip= is /cities.
 * - null: a value outside that set (any other zip). The page is built with the raw value, per request, under
 *   the per-client limit on uncached renders.
 */
export type QueryReader = (value: string) => string | null;

/** One line of the site map: a path pattern, every concrete path it serves, and how to build a page. */
export interface PageRoute {
  pattern: string;
  paths: () => string[];
  build: (request: PageRequest) => Page | undefined;
  /** The named function that builds the page, as its module exports it: what `npm run routes` names. */
  builder: (...args: never[]) => Page | undefined;
  /**
   * The query parameters the page reads, by name. Every other parameter (utm_source, fbclid, anything) is
   * ignored: the page is answered as if it were absent, from the cache, canonical URL unchanged.
   */
  query?: Readonly<Record<string, QueryReader>>;
}

/** A route that serves exactly one path, reading the given query parameters (none by default). */
export function single(
  path: string,
  build: (request: PageRequest) => Page | undefined,
  query?: Readonly<Record<string, QueryReader>>,
): PageRoute {
  return { pattern: path, paths: () => [path], build, builder: build, ...(query ? { query } : {}) };
}

/** A route with a :slug parameter, serving one page per slug. */
export function bySlug(
  prefix: string,
  slugs: () => string[],
  build: (slug: string, request: PageRequest) => Page | undefined,
): PageRoute {
  return {
    pattern: `${prefix}/:slug`,
    paths: () => slugs().map((slug) => `${prefix}/${slug}`),
    build: (request) => build(request.params.slug ?? '', request),
    builder: build,
  };
}

/**
 * How an English page's path and its Spanish twin's correspond, both written without /es/. The same path by
 * default; a blog article has its own Spanish slug, and an untranslated one no Spanish page at all (undefined).
 */
export interface TwinPaths {
  spanish: (englishPath: string) => string | undefined;
  english: (spanishPath: string) => string | undefined;
}

const samePaths: TwinPaths = { spanish: (path) => path, english: (path) => path };

/**
 * A route and its Spanish twin (issue 41 item 1): the English route as it was, its pages now naming their Spanish
 * path, and the same route under /es/ (see spanishTwin). `twin` is a separate Spanish route where the Spanish
 * pages are not the English ones' (the blog's articles: other slugs, fewer of them).
 */
export function withSpanishTwin(route: PageRoute, twin?: { route: PageRoute; paths: TwinPaths }): PageRoute[] {
  const paths = twin?.paths ?? samePaths;
  const english: PageRoute = {
    ...route,
    build: (request) => {
      const page = route.build(request);
      return page && withQuery(withLanguages(page, paths), request);
    },
  };
  return [english, spanishTwin(twin?.route ?? route, paths)];
}

/**
 * The route under /es/: its pattern and paths prefixed, its builder asked for Spanish (`request.locale`), and the
 * page it builds made a Spanish one: `locale` 'es' (its <html lang> and words), its canonical path and breadcrumb
 * under /es/ (left alone where the builder already wrote them so), and its languages.
 */
export function spanishTwin(route: PageRoute, paths: TwinPaths = samePaths): PageRoute {
  return {
    ...route,
    pattern: localePath('es', route.pattern),
    paths: () => route.paths().map((path) => localePath('es', path)),
    build: (request) => {
      const page = route.build({ ...request, locale: 'es' });
      return page && withQuery(withLanguages(inSpanish(page, request.siteUrl), paths), request);
    },
  };
}

/**
 * A page made Spanish: its language, and every path its head names under /es/: its canonical path, its trail, and
 * the structured data's own address of the page (a Service's or an article's `url`, `mainEntityOfPage`). The home
 * page's blocks are the business's and the site's, whose address stays the site's root.
 */
export function inSpanish(page: Page, siteUrl?: string): Page {
  const { head } = page;
  const englishUrl = siteUrl === undefined || head.path === '/' ? undefined : siteUrl + basePath(head.path);
  const ownUrl = (value: unknown) => (value === englishUrl ? siteUrl + localePath('es', head.path) : value);
  const jsonLd = englishUrl
    ? head.jsonLd?.map((block) => {
        const fields = block as Record<string, unknown>;
        const { url, mainEntityOfPage } = fields;
        return {
          ...fields,
          ...(url === undefined ? {} : { url: ownUrl(url) }),
          ...(mainEntityOfPage === undefined ? {} : { mainEntityOfPage: ownUrl(mainEntityOfPage) }),
        } as typeof block;
      })
    : head.jsonLd;
  return {
    ...page,
    locale: 'es',
    head: {
      ...head,
      path: localePath('es', head.path),
      ...(jsonLd ? { jsonLd } : {}),
      ...(head.breadcrumbs
        ? { breadcrumbs: head.breadcrumbs.map((crumb) => ({ ...crumb, path: localePath('es', crumb.path) })) }
        : {}),
    },
  };
}

/** The query the page read (only its declared parameters reach a builder), for the switch to keep. */
function withQuery(page: Page, { query }: PageRequest): Page {
  const search = query.toString();
  return search === '' || page.switchQuery !== undefined ? page : { ...page, switchQuery: search };
}

/** The page's paths in both languages, when it answers 200 and exists in both. */
function withLanguages(page: Page, paths: TwinPaths): Page {
  if ((page.status ?? 200) !== 200) return page;
  const spanish = page.locale === 'es';
  const here = basePath(page.head.path);
  const there = spanish ? paths.english(here) : paths.spanish(here);
  if (there === undefined) return page;
  const languages = spanish ? { en: there, es: page.head.path } : { en: here, es: localePath('es', there) };
  return { ...page, head: { ...page.head, languages } };
}

/** Search results show about 60-70 characters of a title; html-validate's long-title rule draws the line at 70. */
export const MAX_TITLE_LENGTH = 70;

/**
 * A title's length as written in the HTML, where React escapes & ' " < and >. html-validate's long-title rule
 * measures that, so a title within it by this measure is within what search results show, too.
 */
export function titleLength(title: string): number {
  const escaped: Record<string, number> = { '&': 5, '"': 6, "'": 6, '<': 4, '>': 4 };
  return title.split('').reduce((length, char) => length + (escaped[char] ?? 1), 0);
}

/**
 * "Washer Repair" -> "Washer Repair | Capital Appliance Repair". A title too long to carry the brand goes
 * without it (og:site_name still names the business). A title too long on its own is left whole: it is a
 * content problem, and html-validate's long-title check over every page reports it.
 */
export function pageTitle(title: string): string {
  const branded = `${title} | ${business.name}`;
  return titleLength(branded) <= MAX_TITLE_LENGTH ? branded : title;
}
