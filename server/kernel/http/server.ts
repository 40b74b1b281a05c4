import { createServer as createNodeServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

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
