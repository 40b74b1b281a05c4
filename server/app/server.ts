import type { Express } from 'express';
import type { RequestListener } from 'node:http';
import { business } from '../../data/business';
import { fastPath } from '../kernel/cache/fast-path';
import { unknownPathMatcher } from '../kernel/cache/not-found';
import { PageCache } from '../kernel/cache/page-cache';
import { pageUrls } from '../kernel/cache/page-urls';
import { loadConfig } from '../kernel/config';
import { plainHttpPolicy } from '../kernel/http/https-redirect';
import { createLogger, fastPathAccessLog } from '../kernel/http/logger';
import type { Metrics } from '../kernel/http/metrics';
import { publicDir } from '../kernel/http/paths';
import { createHttpServer, SERVER_TIMEOUTS, type DrainableServer, type ServerTimeouts } from '../kernel/http/server';
import { allPagePaths, pages } from './pages';
import { createApp, type AppOptions } from './app';
import type { Endpoint, Worker } from '../kernel/feature';
import type { Readiness } from './readiness';

export interface PageServer extends DrainableServer {
  /** The Express app behind the fast path. */
  app: Express;
  /** The features' background workers by name ("booking outbox"), for shutdown to stop after the requests. */
  workers: Record<string, Worker>;
  /** Requests the fast path answered without Express. */
  fastPathHits: () => number;
  /** What /readyz answers; draining turns it to 503 (drain() does too), for shutdown to tell the balancer first. */
  readiness: Readiness;
}

export interface ServerOptions extends AppOptions {
  timeouts?: ServerTimeouts;
}

/**
 * The production HTTP server: the Express app behind the fast path for cached pages, with explicit timeouts
 * against slow clients. Tests that only need Express use createApp(); the fast path needs a real server
 * because it answers before Express exists.
 */
export function createServer(options: ServerOptions = {}): PageServer {
  const { timeouts = SERVER_TIMEOUTS, ...appOptions } = options;
  const config = appOptions.config ?? loadConfig();
  const logger = appOptions.logger ?? createLogger(config.logLevel);
  const pageCache = appOptions.pageCache ?? new PageCache({ timeZone: business.timeZone });
  const app = createApp({ ...appOptions, config, logger, pageCache });
  const workers = app.locals.workers as Record<string, Worker>;
  const readiness = app.locals.readiness as Readiness;
  const serving = (listener: RequestListener, fastPathHits: () => number): PageServer => {
    const server = createHttpServer(listener, timeouts);
    const drain = server.drain;
    return Object.assign(server, {
      app,
      workers,
      fastPathHits,
      readiness,
      drain: (deadlineMs: number) => {
        readiness.startDraining();
        return drain(deadlineMs);
      },
    });
  };
  // Development renders every request (see createApp), so there is nothing for a fast path to answer.
  if (config.env === 'development') return serving(app, () => 0);
  // The access log is the one per-request step the fast path must not skip: every answer gets its line and id.
  const pageUrl = pageUrls(pages);
  const table = app.locals.routeTable as Endpoint[];
  const getPaths = table.filter((e) => e.method === 'GET').map((e) => e.path);
  const early = new Map(table.flatMap((e) => (e.method === 'GET' && e.early ? [[e.path, e.early] as const] : [])));
  const fast = fastPath(pageCache, app, {
    log: fastPathAccessLog(logger),
    ...(app.locals.metrics ? { count: (app.locals.metrics as Metrics).countFastPath } : {}),
    plainHttp: plainHttpPolicy(config),
    early,
    keyFor: (url) => pageUrl(url)?.key,
    isUnknown: unknownPathMatcher({
      paths: [...allPagePaths(), ...getPaths],
      // Under a route with a parameter, Express decides: the page may answer its own 404 (an unknown article).
      prefixes: getPaths.filter((p) => /[:*]/.test(p)).map((p) => p.slice(0, p.search(/[:*]/))),
      publicDir,
    }),
  });
  return serving(fast.listener, fast.hits);
}
