import { createServer, type RequestListener, type Server } from 'node:http';

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
  const server = createServer({ connectionsCheckingInterval: timeouts.connectionsCheckingInterval }, app);
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  return server;
}
