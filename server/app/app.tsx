import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import path from 'node:path';
import { business } from '../../data/business';
import type { BookingOffers } from '../features/booking';
import { PageCache } from '../kernel/cache/page-cache';
import { precompressedStatic } from '../kernel/cache/precompressed';
import type { RenderBudgetOptions } from '../kernel/cache/render-budget';
import { createDatabase, type AppDatabase } from '../kernel/db/database';
import { inlineStyleSources, readAssets, type Assets } from '../kernel/http/assets';
import { loadConfig, type Config } from '../kernel/config';
import { errorHandler, notFound } from '../kernel/http/errors';
import { plainHttpPolicy, redirectPlainHttp } from '../kernel/http/https-redirect';
import { accessLog, createLogger } from '../kernel/http/logger';
import { createMetrics, metricsEnabled, type Metrics } from '../kernel/http/metrics';
import { publicDir } from '../kernel/http/paths';
import {
  allowLargerBody,
  answerOptions,
  httpError,
  limitBodySize,
  methodNotAllowed,
  requireJsonBody,
} from '../kernel/http/request-guards';
import { sameSiteOnly } from '../kernel/http/same-site';
import { securityHeaders } from '../kernel/http/security-headers';
import { pagePipeline } from '../kernel/pages/serve';
import { allPagePaths, HEALTH_CHECK_PATH, pages, READINESS_PATH } from './pages';
import { get, type Endpoint, type FeatureContext } from '../kernel/feature';
import { assembleFeatures, type FeatureTuning } from './features';
import { createReadiness, readyz } from './readiness';

export interface AppOptions extends FeatureTuning {
  config?: Config;
  /** Asset URLs; by default read from the build's manifest. */
  assets?: Assets;
  /** Where access and error logs go; by default JSON lines on stdout at the configured LOG_LEVEL. */
  logger?: Logger;
  /**
   * Where leads are stored. server/index.ts opens and migrates it before listening; without one, the app makes
   * its own from DATABASE_URL, connecting and migrating on the first lead.
   */
  database?: AppDatabase;
  /** The rendered-once pages; createServer() shares one with its fast path. None in development. */
  pageCache?: PageCache;
  /** The per-client limit on answers rendered for one request alone; tests lower it. */
  renderBudget?: RenderBudgetOptions;
  /** The Prometheus metrics; by default made when METRICS_TOKEN or METRICS_LISTEN is set. */
  metrics?: Metrics;
}

export function createApp(options: AppOptions = {}): Express {
  const config = options.config ?? loadConfig();
  // In development the client is rebuilt under new hashes while the server runs: re-read the manifest and
  // render every request there, caching nothing.
  const development = config.env === 'development';
  const fixedAssets = options.assets ?? (development ? undefined : readAssets());
  const logger = options.logger ?? createLogger(config.logLevel);
  const site = pagePipeline({
    siteUrl: config.siteUrl,
    // Rebuilt under new hashes, the stylesheet is linked in development: the CSP's hash is fixed at start.
    assets: () => fixedAssets ?? readAssets(undefined, { inline: false }),
    pageCache: development ? undefined : (options.pageCache ?? new PageCache({ timeZone: business.timeZone })),
    pages,
    logger,
    renderBudget: options.renderBudget,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Counting costs nothing when it is off: no middleware at all (docs/operations.md#metrics).
  const metrics = options.metrics ?? (metricsEnabled(config) ? createMetrics() : undefined);
  if (metrics) app.use(metrics.countRequests);
  app.use(accessLog(logger, [HEALTH_CHECK_PATH, READINESS_PATH]));
  app.use(securityHeaders(config, inlineStyleSources(fixedAssets?.inlineCss)));
  // Before anything answers: a page, an asset or a form post over plain HTTP never gets through.
  const plainHttp = plainHttpPolicy(config);
  if (plainHttp) app.use(redirectPlainHttp(plainHttp));
  // Cached pages and precompressed assets arrive compressed already (res.locals.precompressed).
  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));
  const database =
    options.database ??
    createDatabase(config.database, {
      onConnectionError: (err) => logger.warn({ err }, 'database connection dropped'),
    });
  const context: FeatureContext = {
    config,
    database,
    logger,
    now: options.now ?? (() => new Date()),
    metrics,
    sameSite: sameSiteOnly(config.siteUrl),
    site,
  };
  const features = assembleFeatures(context, options);
  const readiness = createReadiness({
    database,
    disks: config.database.engine === 'sqlite' ? [path.dirname(path.resolve(config.database.file))] : [],
    minFreeBytes: config.readyMinFree.bytes,
    minFreeRatio: config.readyMinFree.ratio,
    logger,
  });

  // The site's route table: the health check, every feature's endpoints, then the page table (the site map).
  const table: Endpoint[] = [
    get(HEALTH_CHECK_PATH, health),
    { ...get(READINESS_PATH, readyz(readiness)), answeredBy: readyz },
    ...features.flatMap((feature) => feature.routes),
    ...pages.map((route) => ({ ...get(route.pattern, site.pageHandler(route)), answeredBy: route.builder })),
  ];
  // A route that reads a larger body itself (a photo upload) says so in the table; every other body stays small.
  for (const endpoint of table) {
    if (endpoint.maxBodyBytes) app.use(endpoint.path, allowLargerBody(endpoint.method, endpoint.maxBodyBytes));
  }
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

  for (const endpoint of table) {
    if (endpoint.method === 'GET') app.get(endpoint.path, ...endpoint.handlers);
    else app.post(endpoint.path, ...endpoint.handlers);
  }
  app.locals.routeTable = table;
  app.locals.database = database;
  app.locals.metrics = metrics;
  app.locals.readiness = readiness;
  app.locals.workers = Object.fromEntries(
    features.flatMap((feature) =>
      Object.entries(feature.workers).map(([name, worker]) => [`${feature.name} ${name}`, worker]),
    ),
  );
  // What tests reach for by name: the outboxes (to nudge and stop them) and the schedule the office writes.
  app.locals.leadOutbox = app.locals.workers['leads outbox'];
  app.locals.bookingOutbox = app.locals.workers['booking outbox'];
  app.locals.schedule = (features.find((feature) => feature.name === 'booking')?.offers as BookingOffers).schedule;

  // Keep this after every route and before the 404 handler (see methodNotAllowed).
  app.use(methodNotAllowed(app, allPagePaths));
  // The API answers JSON for every status, an unknown path too (errorHandler writes it).
  app.use('/api', (req, _res, next) => next(httpError(404, `no API at ${req.originalUrl}`)));
  app.use(notFound(site.sendStatusPage));
  app.use(errorHandler(site.sendStatusPage, logger));

  return app;
}

/**
 * Liveness: the process is up and serving. Load balancers probe it, over plain HTTP too (it is never redirected
 * to HTTPS); it touches no database, so a database outage never gets a working process restarted (/readyz says
 * whether to send it traffic).
 */
export function health(_req: Request, res: Response) {
  res.set('Cache-Control', 'no-store').type('text').send('ok');
}
