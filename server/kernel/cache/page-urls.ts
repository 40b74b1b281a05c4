import type { PageRoute } from '../pages/page';

/** What a request URL for a page of the route table resolves to. */
export interface PageUrl {
  route: PageRoute;
  /**
   * The page cache's key: the path, plus the normalised values of the parameters the page reads
   * ("/cities?zip=20901"). Undefined when a value is outside the cacheable set: render per request.
   */
  key?: string;
  /** What the page is built with: only the parameters it reads, normalised where they are cacheable. */
  query: URLSearchParams;
}

/**
 * Resolves request URLs (path and query string, as sent) against the route table's exact page paths.
 * Parameters a page does not declare are dropped, so /?utm_source=x has the key "/" and is the cached page.
 * Other spellings of a path (/About, /about/) resolve to nothing: Express routes those and they are rendered
 * per request.
 */
export function pageUrls(routes: readonly PageRoute[]): (url: string) => PageUrl | undefined {
  const byPath = new Map<string, PageRoute>();
  for (const route of routes) for (const path of route.paths()) byPath.set(path, route);
  return (url) => {
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const route = byPath.get(path);
    if (!route) return undefined;
    const query = new URLSearchParams();
    if (queryAt === -1 || !route.query) return { route, key: path, query };
    const sent = new URLSearchParams(url.slice(queryAt + 1));
    let cacheable = true;
    for (const [name, read] of Object.entries(route.query)) {
      const value = sent.get(name);
      if (value === null) continue;
      const normalised = read(value);
      if (normalised === null) {
        cacheable = false;
        query.set(name, value);
      } else if (normalised !== '') query.set(name, normalised);
    }
    if (!cacheable) return { route, query };
    const search = query.toString();
    return { route, key: search ? `${path}?${search}` : path, query };
  };
}
