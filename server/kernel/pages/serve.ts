import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { business } from '../../../data/business';
import type { SiteTools } from '../feature';
import { PAGE_CACHE_CONTROL } from '../cache/cache-control';
import { sendCachedPage } from '../cache/cached-answer';
import { localeOfPath } from '../../../data/locale';
import { errorPageKey, notFoundKey } from '../cache/not-found';
import type { PageCache } from '../cache/page-cache';
import { pageUrls } from '../cache/page-urls';
import { RenderBudget, type RenderBudgetOptions } from '../cache/render-budget';
import type { Assets } from '../http/assets';
import { errorPage, notFoundPage, type SendStatusPage } from '../http/errors';
import { NO_PUBLIC_CONTENT, type PublicContent } from './content';
import type { Page, PageRoute } from './page';
import { businessYear, renderDocument, type RenderContext } from './render';

/** What a 429 asks a client to wait, in seconds: about what the render budget needs to refill a little. */
const RETRY_AFTER_SECONDS = 10;

export interface PagePipelineOptions {
  siteUrl: string;
  /** The build's asset URLs, read again on every render in development (the client is rebuilt under new hashes). */
  assets: () => Assets;
  /** The rendered-once pages; none in development, where every request is rendered. */
  pageCache?: PageCache;
  pages: PageRoute[];
  logger: Logger;
  /** The per-client limit on answers rendered for one request alone; tests lower it. */
  renderBudget?: RenderBudgetOptions;
}

export interface PagePipeline extends SiteTools {
  /** The handler of one page of the site map, from the render-once cache where it can. */
  pageHandler: (route: PageRoute) => RequestHandler;
}

/**
 * How every page reaches a visitor: rendered through the document (layout, head, assets), from the render-once
 * cache where the URL is one of the cacheable set, or for this request alone within the client's render budget.
 */
export function pagePipeline(options: PagePipelineOptions): PagePipeline {
  const { siteUrl, assets, pageCache, logger } = options;
  const renderContext = (): RenderContext => ({
    siteUrl,
    assets: assets(),
    year: businessYear(new Date(), business.timeZone),
  });
  const render = (page: Page) => renderDocument(page, renderContext());
  const pageUrl = pageUrls(options.pages);
  const renderBudget = new RenderBudget(options.renderBudget);
  // Swapped whole by showContent, never changed in place: a page is built from one snapshot.
  let content: PublicContent = NO_PUBLIC_CONTENT;
  const showContent = (next: PublicContent, changedPaths: readonly string[]) => {
    content = next;
    pageCache?.forget(changedPaths);
  };

  const sendPage = (res: Response, page: Page) => {
    res
      .status(page.status ?? 200)
      .set('Cache-Control', page.status && page.status >= 400 ? 'no-store' : PAGE_CACHE_CONTROL)
      .type('html')
      .send(render(page));
  };

  /**
   * Answers with a page from the render-once cache under `key`, rendering it on its first request. Pages with
   * an error status (the 404, an unknown article, 405, 429, …) are cached too: they echo nothing of the request.
   */
  const sendFromCache = async (req: Request, res: Response, key: string, page: Page) => {
    if (!pageCache) {
      sendPage(res, page);
      return;
    }
    const status = page.status ?? 200;
    const cached = await pageCache.get(key, (year) => renderDocument(page, { ...renderContext(), year }), status);
    await sendCachedPage(req, res, cached!, status >= 400 ? 'no-store' : PAGE_CACHE_CONTROL);
  };

  const sendStatusPage: SendStatusPage = (req, res, status, reason) => {
    if (status === 429) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    // A path under /es/ is answered in Spanish (issue 41 item 1); the other error pages are English for now.
    const locale = localeOfPath(req.path);
    const [key, page] =
      status === 404
        ? [notFoundKey(locale), notFoundPage(locale)]
        : [errorPageKey(status, reason), errorPage(status, reason)];
    sendFromCache(req, res, key, page).catch((error: unknown) => {
      // The error page itself failed to render: say so in plain text rather than not at all.
      (req.log ?? logger).error({ err: error }, 'could not render the error page');
      if (!res.headersSent) res.status(status).set('Cache-Control', 'no-store').type('text').send(`Error ${status}`);
    });
  };

  /** Whether this client may have a page rendered just for its request now; see render-budget.ts. */
  const mayRender = (req: Request) => !pageCache || renderBudget.take(req.ip ?? '');

  const pageHandler =
    (route: PageRoute): RequestHandler =>
    async (req, res, next) => {
      const url = pageUrl(req.originalUrl);
      const cacheable = pageCache && (req.method === 'GET' || req.method === 'HEAD');
      if (cacheable && url?.key !== undefined) {
        const ready = pageCache.peek(url.key);
        if (ready) return sendCachedPage(req, res, ready, PAGE_CACHE_CONTROL);
      }
      // A query value outside the cacheable set (a zip outside the area) is rendered for this request alone,
      // which a client only gets so many of.
      if (url && url.key === undefined && !mayRender(req)) return sendStatusPage(req, res, 429);
      // Not new URL(): it throws on a path like "//", which Express still routes to "/".
      const queryAt = req.originalUrl.indexOf('?');
      const query = url?.query ?? new URLSearchParams(queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1));
      const page = route.build({ params: req.params as Record<string, string>, query, siteUrl, content });
      if (!page) return next();
      if (cacheable) {
        // A page that is not there (an unknown article) is rendered once per route, not once per slug.
        if (page.status && page.status >= 400) return sendFromCache(req, res, `${page.status} ${route.pattern}`, page);
        if (url?.key !== undefined) return sendFromCache(req, res, url.key, page);
      }
      // Another spelling of a path (/About, /about/): rendered for this request alone too.
      if (!url && !mayRender(req)) return sendStatusPage(req, res, 429);
      sendPage(res, page);
    };

  return { render, sendPage, sendStatusPage, mayRender, assets, pageHandler, showContent };
}
