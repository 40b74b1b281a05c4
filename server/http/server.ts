import type { Express } from 'express';
import { createServer as createNodeServer, type RequestListener, type Server } from 'node:http';
import { business } from '../../data/business';
import { createApp, type AppOptions } from './app';
import { loadConfig } from './config';
import { fastPath } from '../cache/fast-path';
import { plainHttpPolicy } from './https-redirect';
import { createLogger, fastPathAccessLog } from './logger';
import { PageCache } from '../cache/page-cache';

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
  if (config.env === 'development')
    return Object.assign(createHttpServer(app, timeouts), { app, fastPathHits: () => 0 });
  // The access log is the one per-request step the fast path must not skip: every answer gets its line and id.
  const fast = fastPath(pageCache, app, fastPathAccessLog(logger), plainHttpPolicy(config));
  return Object.assign(createHttpServer(fast.listener, timeouts), { app, fastPathHits: fast.hits });
}

export interface ServerTimeouts {
  /** A client must finish sending its request headers within this time (slowloris). */
  headersTimeout: number;
  /** ...and the whole request, body included. */
  requestTimeout: number;
  /**
   * An idle keep-alive connection is closed after this. Behind a load balancer that reuses connections this
   * must be longer than the balancer's own idle timeout, or it may send a request onto a closing socket.
   */
  keepAliveTimeout: number;
  /** How often Node checks the two request timeouts; they can be overrun by up to this much. */
  connectionsCheckingInterval: number;
}

/**
 * Node's defaults are generous (headers 60 s, whole request 300 s, checked every 30 s); a page request or a
 * small form post takes milliseconds, so a client still sending after seconds is broken or hostile.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/** The HTTP server for an app with the timeouts set explicitly; used by server/index.ts and the tests. */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = createNodeServer({ connectionsCheckingInterval: timeouts.connectionsCheckingInterval }, app);
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  return server;
}
