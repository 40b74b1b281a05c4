import type { Express } from 'express';
import type { Server } from 'node:http';
import { business } from '../data/business';
import { createApp, type AppOptions } from './app';
import { loadConfig } from './config';
import { fastPath } from './fast-path';
import { createHttpServer, SERVER_TIMEOUTS, type ServerTimeouts } from './http-server';
import { createLogger, fastPathAccessLog } from './logger';
import { PageCache } from './page-cache';

export interface PageServer extends Server {
  /** The Express app behind the fast path (its locals hold the lead outbox, if any). */
  app: Express;
  /** Requests the fast path answered without Express. */
  fastPathHits: () => number;
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
  // Development renders every request (see createApp), so there is nothing for a fast path to answer.
  if (config.env === 'development') return Object.assign(createHttpServer(app, timeouts), { app, fastPathHits: () => 0 });
  // The access log is the one per-request step the fast path must not skip: every answer gets its line and id.
  const fast = fastPath(pageCache, app, fastPathAccessLog(logger));
  return Object.assign(createHttpServer(fast.listener, timeouts), { app, fastPathHits: fast.hits });
}
