import type { Page, PageRoute } from '../../kernel/pages/page';

export interface SitePage {
  path: string;
  page: Page;
}

/** The route parameters a pattern such as /blog/:slug takes from a concrete path. */
export function paramsFor(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = values[index] ?? '';
  });
  return params;
}

/**
 * Every page the route table serves, built exactly as a request for its path builds it. Paths whose
 * builder answers nothing (a 404) are left out, so lists made from this never point at a missing page.
 */
export function sitePages(siteUrl: string, table: PageRoute[]): SitePage[] {
  return table.flatMap((route) =>
    route.paths().flatMap((path) => {
      const page = route.build({ params: paramsFor(route.pattern, path), query: new URLSearchParams(), siteUrl });
      return page ? [{ path, page }] : [];
    }),
  );
}

/** Pages a search engine should list: built, answering 200 and not marked noindex. */
export function indexablePages(siteUrl: string, table: PageRoute[]): SitePage[] {
  return sitePages(siteUrl, table).filter(({ page }) => (page.status ?? 200) === 200 && !page.head.noindex);
}
