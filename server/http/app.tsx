import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import path from 'node:path';
import { business } from '../../data/business';
import { readAssets, type Assets } from './assets';
import { loadConfig, type Config } from './config';
import { bookingHandlers } from '../booking/http';
import { queueBookingEmails } from '../booking/email-queue';
import { nudgingAfterChanges, startBookingOutbox, type StartBookingOutboxOptions } from '../booking/outbox';
import { createSchedule } from '../booking/schedule';
import { calendarFeedHandler, createFeedSecret } from '../booking/feed';
import { officeBookings } from '../booking/office';
import { bookingPageHandlers } from '../booking/pages';
import { bookingService } from '../booking/service';
import { availabilityCache, databaseVersion } from '../booking/taken-cache';
import { createBookingStore } from '../booking/store';
import { bookingHolds, type SurgeRules } from '../booking/surge';
import { contactHandlers } from '../leads/http';
import { publicLimits, type RateBudget } from '../limits/rate-limit';
import { startLeadOutbox, type StartOutboxOptions } from '../leads/outbox';
import { createLeadStore } from '../leads/store';
import { officeHandlers, type OfficeOptions } from '../office/http';
import { officeNav } from '../office/routes';
import { createOfficeStore } from '../office/store';
import { createDatabase, type AppDatabase } from '../db/database';
import type { Page, PageRoute } from '../pages/page';
import { PageCache } from '../cache/page-cache';
import { errorPageKey, NOT_FOUND_KEY } from '../cache/not-found';
import { pageUrls } from '../cache/page-urls';
import { RenderBudget, type RenderBudgetOptions } from '../cache/render-budget';
import { sendCachedPage } from '../cache/cached-answer';
import { precompressedStatic } from '../cache/precompressed';
import { publicDir } from './paths';
import { businessYear, renderDocument, type RenderContext } from '../pages/render';
import { allPagePaths, pages, routeTable } from '../routes';
import { sameSiteOnly } from './same-site';
import { securityHeaders } from './security-headers';
import { plainHttpPolicy, redirectPlainHttp } from './https-redirect';
import { seoHandlers } from '../seo/routes';
import { PAGE_CACHE_CONTROL } from '../cache/cache-control';
import { errorHandler, errorPage, notFound, notFoundPage, type SendStatusPage } from './errors';
import type { Logger } from 'pino';
import { accessLog, createLogger } from './logger';
import { answerOptions, httpError, limitBodySize, methodNotAllowed, requireJsonBody } from './request-guards';

export interface AppOptions {
  config?: Config;
  /** Asset URLs; by default read from the build's manifest. */
  assets?: Assets;
  /** Where access and error logs go; by default JSON lines on stdout at the configured LOG_LEVEL. */
  logger?: Logger;
  /** Contact-form submissions allowed per client (data/contact.ts by default); tests that send many raise it. */
  contactRateLimit?: RateBudget;
  /** Booking requests allowed per client (data/booking.ts by default); tests that send many raise it. */
  bookingRateLimit?: RateBudget;
  /** The surge defence's thresholds (data/booking.ts's surgeRules by default); the benchmark raises them. */
  surgeRules?: SurgeRules;
  /** The clock booking rules and the office (sessions, throttling, Today) read; tests set it. */
  now?: () => Date;
  /** The office's sign-in throttle; tests shorten it. */
  officeLimits?: OfficeOptions['limits'];
  /** Retry timing and logging of the lead e-mail outbox (only started when SMTP_URL is set). */
  leadOutbox?: StartOutboxOptions;
  /** Retry timing, logging and clock of the booking e-mail outbox (only started when SMTP_URL is set). */
  bookingOutbox?: StartBookingOutboxOptions;
  /**
   * Where leads are stored. server/index.ts opens and migrates it before listening; without one, the app makes
   * its own from DATABASE_URL, connecting and migrating on the first lead.
   */
  database?: AppDatabase;
  /** The rendered-once pages; createServer() shares one with its fast path. None in development. */
  pageCache?: PageCache;
  /** The per-client limit on answers rendered for one request alone; tests lower it. */
  renderBudget?: RenderBudgetOptions;
}

/** What a 429 asks a client to wait, in seconds: about what the render budget needs to refill a little. */
const RETRY_AFTER_SECONDS = 10;

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
  const pageUrl = pageUrls(pages);
  const renderBudget = new RenderBudget(options.renderBudget);

  const sendPage = (res: express.Response, page: Page) => {
    res
      .status(page.status ?? 200)
      .set('Cache-Control', page.status && page.status >= 400 ? 'no-store' : PAGE_CACHE_CONTROL)
      .type('html')
      .send(renderDocument(page, renderContext()));
  };

  /**
   * Answers with a page from the render-once cache under `key`, rendering it on its first request. Pages with
   * an error status (the 404, an unknown article, 405, 429, …) are cached too: they echo nothing of the request.
   */
  const sendFromCache = async (req: express.Request, res: express.Response, key: string, page: Page) => {
    if (!pageCache) {
      sendPage(res, page);
      return;
    }
    const status = page.status ?? 200;
    const cached = await pageCache.get(key, (year) => renderDocument(page, { ...renderContext(), year }), status);
    sendCachedPage(req, res, cached!, status >= 400 ? 'no-store' : PAGE_CACHE_CONTROL);
  };

  const sendStatusPage: SendStatusPage = (req, res, status, reason) => {
    if (status === 429) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    const [key, page] =
      status === 404 ? [NOT_FOUND_KEY, notFoundPage()] : [errorPageKey(status, reason), errorPage(status, reason)];
    sendFromCache(req, res, key, page).catch((error: unknown) => {
      // The error page itself failed to render: say so in plain text rather than not at all.
      (req.log ?? logger).error({ err: error }, 'could not render the error page');
      if (!res.headersSent) res.status(status).set('Cache-Control', 'no-store').type('text').send(`Error ${status}`);
    });
  };

  /** Whether this client may have a page rendered just for its request now; see render-budget.ts. */
  const mayRender = (req: express.Request) => !pageCache || renderBudget.take(req.ip ?? '');

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
      const page = route.build({ params: req.params as Record<string, string>, query, siteUrl: config.siteUrl });
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

  const logger = options.logger ?? createLogger(config.logLevel);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(accessLog(logger));
  app.use(securityHeaders(config));
  // Before anything answers: a page, an asset or a form post over plain HTTP never gets through.
  const plainHttp = plainHttpPolicy(config);
  if (plainHttp) app.use(redirectPlainHttp(plainHttp));
  // Cached pages and precompressed assets arrive compressed already (res.locals.precompressed).
  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));
  app.use(limitBodySize);
  app.use('/api', requireJsonBody);
  app.use(answerOptions(app));

  // Hashed file names change with their content, so browsers and CDNs may keep them forever.
  app.use(
    '/assets',
    precompressedStatic(
      path.join(publicDir, 'assets'),
      { index: false, immutable: true, maxAge: '1y' },
      { fixedFiles: !development },
    ),
  );
  app.use(precompressedStatic(publicDir, { index: false, maxAge: '1d' }, { fixedFiles: !development }));

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

  // One booking service for the API, the /book pages and the office: the same rules and the same clock.
  // The office's settings screen must write through this same schedule, so its changes reach availability at once.
  const schedule = createSchedule(database, { now: options.now });
  app.locals.schedule = schedule;
  // Availability answers share one reading per second (see taken-cache.ts).
  const availability = availabilityCache({
    now: options.now,
    version: databaseVersion(database),
    rules: () => schedule.current(),
  });
  // Every change queues its e-mails in its own transaction, whether or not SMTP is set up yet (as leads do). One
  // store for the public flow and the office, so an office change e-mails the customer just the same.
  // The surge defence looks at every new booking inside its transaction (server/booking/surge.ts).
  const holds = bookingHolds(database, { rules: options.surgeRules });
  const bookingStore = availability.store(
    nudgingAfterChanges(createBookingStore(database, { onChange: queueBookingEmails, gate: holds.gate }), () =>
      app.locals.bookingOutbox?.nudge(),
    ),
  );
  if (config.mail) {
    app.locals.bookingOutbox = startBookingOutbox(config.mail, database, config, {
      log: {
        log: (message: string) => logger.info(message),
        error: (message: string, err?: unknown) => logger.error({ err }, message),
      },
      now: options.now,
      ...options.bookingOutbox,
    });
  }
  const bookings = availability.service(bookingService({ store: bookingStore, now: options.now, schedule, holds }));
  // One limit per budget, counted in the database: the API and the pages share it, and so do all servers.
  const limits = publicLimits(database, logger, {
    booking: options.bookingRateLimit,
    contact: options.contactRateLimit,
  });
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
      sendStatusPage,
      mayRender,
      rateLimit: limits.contact,
    }),
    sameSite: sameSiteOnly(config.siteUrl),
    booking: bookingHandlers({ service: bookings, now: options.now, rateLimit: limits.booking }),
    office: officeHandlers(
      {
        store: createOfficeStore(database),
        siteUrl: config.siteUrl,
        assets: () => renderContext().assets,
        now: options.now,
        limits: options.officeLimits,
        booking: {
          bookings: officeBookings({ database, store: bookingStore, schedule, now: options.now }),
          schedule,
          feedSecret: createFeedSecret(database, { now: options.now }),
          surge: holds,
        },
        calendarFeed: calendarFeedHandler({ database, siteUrl: config.siteUrl, now: options.now }),
      },
      () => officeNav,
    ),
    bookingPages: bookingPageHandlers({
      service: bookings,
      siteUrl: config.siteUrl,
      render: (page) => renderDocument(page, renderContext()),
      now: options.now,
      rateLimit: limits.booking,
    }),
  });
  for (const endpoint of table) {
    if (endpoint.method === 'GET') app.get(endpoint.path, ...endpoint.handlers);
    else app.post(endpoint.path, ...endpoint.handlers);
  }
  app.locals.routeTable = table;

  // Keep this after every route and before the 404 handler (see methodNotAllowed).
  app.use(methodNotAllowed(app, allPagePaths));
  // The API answers JSON for every status, an unknown path too (errorHandler writes it).
  app.use('/api', (req, _res, next) => next(httpError(404, `no API at ${req.originalUrl}`)));
  app.use(notFound(sendStatusPage));
  app.use(errorHandler(sendStatusPage, logger));

  return app;
}
