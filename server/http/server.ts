import type { Express } from 'express';
import { createServer as createNodeServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { business } from '../../data/business';
import { createApp, type AppOptions } from './app';
import { loadConfig } from './config';
import { fastPath } from '../cache/fast-path';
import { unknownPathMatcher } from '../cache/not-found';
import { pageUrls } from '../cache/page-urls';
import { allPagePaths, pages, type Endpoint } from '../routes';
import { publicDir } from './paths';
import { plainHttpPolicy } from './https-redirect';
import { createLogger, fastPathAccessLog } from './logger';
import { PageCache } from '../cache/page-cache';

export interface PageServer extends DrainableServer {
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
  const pageUrl = pageUrls(pages);
  const getPaths = (app.locals.routeTable as Endpoint[]).filter((e) => e.method === 'GET').map((e) => e.path);
  const fast = fastPath(pageCache, app, {
    log: fastPathAccessLog(logger),
    keyFor: (url) => pageUrl(url)?.key,
    isUnknown: unknownPathMatcher({
      paths: [...allPagePaths(), ...getPaths],
      // Under a route with a parameter, Express decides: the page may answer its own 404 (an unknown article).
      prefixes: getPaths.filter((p) => /[:*]/.test(p)).map((p) => p.slice(0, p.search(/[:*]/))),
      publicDir,
    }),
    plainHttp: plainHttpPolicy(config),
  });
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

export interface DrainableServer extends Server {
  /**
   * Ends the server for shutdown: stops accepting connections, answers every request still to be answered with
   * Connection: close, closes idle keep-alive connections at once and each busy one as soon as its answer is
   * out. Resolves when the last connection has closed, or after `deadlineMs`, when whatever still hangs is cut
   * off; `cut` says how many connections that was.
   */
  drain(deadlineMs: number): Promise<{ cut: number }>;
}

/** The response a connection is busy with, if any; written per request so draining knows it without listeners. */
interface TrackedSocket extends Socket {
  currentResponse?: ServerResponse;
}

/** The HTTP server for an app with the timeouts set explicitly; used by server/index.ts and the tests. */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): DrainableServer {
  let draining = false;
  const sockets = new Set<TrackedSocket>();
  const listener: RequestListener = (req, res) => {
    (req.socket as TrackedSocket).currentResponse = res;
    // Node then sends Connection: close and ends the connection after this answer.
    if (draining) res.shouldKeepAlive = false;
    app(req, res);
  };
  const server = createNodeServer({ connectionsCheckingInterval: timeouts.connectionsCheckingInterval }, listener);
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.on('connection', (socket: TrackedSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const drain = (deadlineMs: number): Promise<{ cut: number }> => {
    draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    for (const socket of sockets) {
      const res = socket.currentResponse;
      if (!res || res.writableFinished) continue;
      if (!res.headersSent) res.shouldKeepAlive = false;
      // Its headers already promised keep-alive: end the connection once the answer is out.
      else res.once('finish', () => socket.end());
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const cut = sockets.size;
        server.closeAllConnections();
        resolve({ cut });
      }, deadlineMs);
      void closed.then(() => {
        clearTimeout(timer);
        resolve({ cut: 0 });
      });
    });
  };
  return Object.assign(server, { drain });
}
