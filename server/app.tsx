import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import path from 'node:path';
import { business } from '../data/business';
import { ErrorPage } from '../views/pages/ErrorPage';
import { NotFoundPage } from '../views/pages/NotFoundPage';
import { readAssets, type Assets } from './assets';
import { loadConfig, type Config } from './config';
import { contactRouter, type ContactRouterOptions } from './contact';
import { startLeadOutbox, type StartOutboxOptions } from './leads/outbox';
import { createLeadStore } from './leads/store';
import { pageTitle, type Page, type PageRoute } from './page';
import { PageCache } from './page-cache';
import { sendCachedPage } from './page-response';
import { precompressedStatic } from './precompressed';
import { publicDir } from './paths';
import { businessYear, renderDocument, type RenderContext } from './render';
import { allPagePaths, routes } from './routes';
import { securityHeaders } from './security';
import { seoRoutes } from './seo-routes';
import type { Logger } from 'pino';
import { accessLog, createLogger } from './logger';
import { answerOptions, limitBodySize, methodNotAllowed, requireJsonBody } from './request-guards';

export interface AppOptions {
  config?: Config;
  /** Asset URLs; by default read from the build's manifest. */
  assets?: Assets;
  /** Where access and error logs go; by default JSON lines on stdout at the configured LOG_LEVEL. */
  logger?: Logger;
  /** Contact-form submissions allowed per client; tests that send many raise it. */
  contactRateLimit?: ContactRouterOptions['rateLimit'];
  /** Retry timing and logging of the lead e-mail outbox (only started when SMTP_URL is set). */
  leadOutbox?: StartOutboxOptions;
  /** The rendered-once pages; createServer() shares one with its fast path. None in development. */
  pageCache?: PageCache;
}

/**
 * The page cache's rule: a request is answered from the cache only when it is a GET or HEAD of exactly one
 * of the route table's page paths with no query string. Queries (/cities?zip=20901, /contact?sent=1), other
 * methods, other spellings of a path, 404s and errors are rendered per request by Express.
 */
export function cacheablePageUrl(method: string, url: string, pagePaths: ReadonlySet<string>): boolean {
  return (method === 'GET' || method === 'HEAD') && pagePaths.has(url);
}

/** HTML may be cached by a CDN briefly and revalidated; browsers always revalidate. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

const errorTexts: Record<number, { heading: string; message: string }> = {
  400: { heading: 'Bad Request', message: 'Your browser sent a request we could not understand.' },
  405: { heading: 'Method Not Allowed', message: 'This page can only be viewed, not sent data to.' },
  413: { heading: 'Request Too Large', message: 'What you sent is larger than we accept.' },
  415: { heading: 'Unsupported Content Type', message: 'We could not read the kind of data you sent.' },
  429: { heading: 'Too Many Requests', message: 'You have sent a lot of requests in a short time. Please wait a minute and try again.' },
  500: { heading: 'Something Went Wrong', message: 'We hit a problem on our side while building this page. Please try again in a moment.' },
};

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export function createApp(options: AppOptions = {}): Express {
  const config = options.config ?? loadConfig();
  // In development the client is rebuilt under new hashes while the server runs: re-read the manifest and
  // render every request there, caching nothing.
  const development = config.env === 'development';
  const fixedAssets = options.assets ?? (development ? undefined : readAssets());
  const renderContext = (): RenderContext => ({
    siteUrl: config.siteUrl,
    assets: fixedAssets ?? readAssets(),
    year: businessYear(new Date(), business.timeZone),
  });

  const pageCache = development ? undefined : (options.pageCache ?? new PageCache({ timeZone: business.timeZone }));
  const pagePaths = new Set(allPagePaths());

  const sendPage = (res: express.Response, page: Page) => {
    res
      .status(page.status ?? 200)
      .set('Cache-Control', page.status && page.status >= 400 ? 'no-store' : HTML_CACHE_CONTROL)
      .type('html')
      .send(renderDocument(page, renderContext()));
  };

  const pageHandler =
    (route: PageRoute): RequestHandler =>
    async (req, res, next) => {
      // Not new URL(): it throws on a path like "//", which Express still routes to "/".
      const queryAt = req.originalUrl.indexOf('?');
      const query = new URLSearchParams(queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1));
      const build = () => route.build({ params: req.params as Record<string, string>, query, siteUrl: config.siteUrl });
      if (pageCache && cacheablePageUrl(req.method, req.originalUrl, pagePaths)) {
        const cached = await pageCache.get(req.originalUrl, (year) => {
          const page = build();
          return page && !page.status ? renderDocument(page, { ...renderContext(), year }) : undefined;
        });
        if (cached) {
          sendCachedPage(req, res, cached, HTML_CACHE_CONTROL);
          return;
        }
      }
      const page = build();
      if (page) sendPage(res, page);
      else next();
    };

  const logger = options.logger ?? createLogger(config.logLevel);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(accessLog(logger));
  app.use(securityHeaders(config));
  // Cached pages and precompressed assets arrive compressed already (res.locals.precompressed).
  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));
  app.use(limitBodySize);
  app.use('/api', requireJsonBody);
  app.use(answerOptions(app));

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text').send('ok');
  });

  // Hashed file names change with their content, so browsers and CDNs may keep them forever.
  app.use('/assets', precompressedStatic(path.join(publicDir, 'assets'), { index: false, immutable: true, maxAge: '1y' }));
  app.use(precompressedStatic(publicDir, { index: false, maxAge: '1d' }));

  const leadStore = createLeadStore(config.leadsFile);
  // E-mailing happens after a lead is stored, in the background; the visitor's answer never waits for it.
  if (config.mail) {
    const log = { log: (message: string) => logger.info(message), error: (message: string, err?: unknown) => logger.error({ err }, message) };
    app.locals.leadOutbox = startLeadOutbox(config.mail, leadStore, { log, ...options.leadOutbox });
  }
  app.use(contactRouter({ store: leadStore, siteUrl: config.siteUrl, sendPage, rateLimit: options.contactRateLimit }));

  app.use(seoRoutes(config.siteUrl));
  for (const route of routes) app.get(route.pattern, pageHandler(route));

  // Keep this after every router and before the 404 handler (see methodNotAllowed).
  app.use(methodNotAllowed(app, allPagePaths));

  app.use((req, res) => {
    sendPage(res, {
      status: 404,
      head: {
        title: pageTitle('Page Not Found'),
        description: `The page you asked for is not on the ${business.name} website.`,
        path: req.path,
        noindex: true,
      },
      body: <NotFoundPage />,
    });
  });

  const handleError: ErrorRequestHandler = (error, req, res, next) => {
    const status = statusOf(error);
    // The stack goes to the log only; the visitor gets the generic page below.
    if (status >= 500) (req.log ?? logger).error({ err: error }, 'request error');
    if (res.headersSent) {
      next(error);
      return;
    }
    const text = errorTexts[status] ?? errorTexts[status >= 500 ? 500 : 400]!;
    if (req.path.startsWith('/api/')) {
      res.status(status).set('Cache-Control', 'no-store').json({ error: text.message });
      return;
    }
    sendPage(res, {
      status,
      head: { title: pageTitle(text.heading), description: text.message, path: req.path, noindex: true },
      body: <ErrorPage status={status} heading={text.heading} message={text.message} />,
    });
  };
  app.use(handleError);

  return app;
}
