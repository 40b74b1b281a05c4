import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import path from 'node:path';
import { business } from '../../data/business';
import { readAssets, type Assets } from './assets';
import { loadConfig, type Config } from './config';
import { bookingHandlers, type BookingOptions } from '../booking/http';
import { createBookingStore } from '../booking/store';
import { contactHandlers, type ContactOptions } from '../leads/http';
import { startLeadOutbox, type StartOutboxOptions } from '../leads/outbox';
import { createLeadStore } from '../leads/store';
import { createDatabase, type AppDatabase } from '../db/database';
import type { Page, PageRoute } from '../pages/page';
import { PageCache } from '../cache/page-cache';
import { sendCachedPage } from '../cache/cached-answer';
import { precompressedStatic } from '../cache/precompressed';
import { publicDir } from './paths';
import { businessYear, renderDocument, type RenderContext } from '../pages/render';
import { allPagePaths, pages, routeTable } from '../routes';
import { securityHeaders } from './security-headers';
import { seoHandlers } from '../seo/routes';
import { PAGE_CACHE_CONTROL } from '../cache/cache-control';
import { errorHandler, notFound } from './errors';
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
  contactRateLimit?: ContactOptions['rateLimit'];
  /** Booking requests allowed per client; tests that send many raise it. */
  bookingRateLimit?: BookingOptions['rateLimit'];
  /** The clock booking rules read (notice, horizon, link expiry); tests set it. */
  now?: () => Date;
  /** Retry timing and logging of the lead e-mail outbox (only started when SMTP_URL is set). */
  leadOutbox?: StartOutboxOptions;
  /**
   * Where leads are stored. server/index.ts opens and migrates it before listening; without one, the app makes
   * its own from DATABASE_URL, connecting and migrating on the first lead.
   */
  database?: AppDatabase;
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
      .set('Cache-Control', page.status && page.status >= 400 ? 'no-store' : PAGE_CACHE_CONTROL)
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
          sendCachedPage(req, res, cached, PAGE_CACHE_CONTROL);
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

  // Hashed file names change with their content, so browsers and CDNs may keep them forever.
  app.use(
    '/assets',
    precompressedStatic(path.join(publicDir, 'assets'), { index: false, immutable: true, maxAge: '1y' }),
  );
  app.use(precompressedStatic(publicDir, { index: false, maxAge: '1d' }));

  const database =
    options.database ??
    createDatabase(config.database, { onIdleError: (err) => logger.warn({ err }, 'database connection dropped') });
  app.locals.database = database;
  const leadStore = createLeadStore(database);
  // E-mailing happens after a lead is stored, in the background; the visitor's answer never waits for it.
  if (config.mail) {
    const log = {
      log: (message: string) => logger.info(message),
      error: (message: string, err?: unknown) => logger.error({ err }, message),
    };
    app.locals.leadOutbox = startLeadOutbox(config.mail, database, leadStore, { log, ...options.leadOutbox });
  }

  const table = routeTable({
    health: (_req, res) => {
      res.set('Cache-Control', 'no-store').type('text').send('ok');
    },
    page: pageHandler,
    seo: seoHandlers(config.siteUrl, pages),
    contact: contactHandlers({
      store: leadStore,
      siteUrl: config.siteUrl,
      sendPage,
      rateLimit: options.contactRateLimit,
    }),
    booking: bookingHandlers({
      store: createBookingStore(database),
      now: options.now,
      rateLimit: options.bookingRateLimit,
    }),
  });
  for (const endpoint of table) {
    if (endpoint.method === 'GET') app.get(endpoint.path, ...endpoint.handlers);
    else app.post(endpoint.path, ...endpoint.handlers);
  }
  app.locals.routeTable = table;

  // Keep this after every route and before the 404 handler (see methodNotAllowed).
  app.use(methodNotAllowed(app, allPagePaths));
  app.use(notFound(sendPage));
  app.use(errorHandler(sendPage, logger));

  return app;
}
