import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogLevel } from './config';

/** JSON lines to stdout (or the given stream, for tests). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

// A proxy's or client's id is kept only when it cannot smuggle anything into a log line or a header.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(req: IncomingMessage): string {
  const offered = req.headers['x-request-id'];
  return typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}

const MAX_LOGGED_PATH = 1_000;

/** The path only: query strings can carry personal data (a search, an e-mail in a link). */
export function loggedPath(url = '/'): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * One access log line per request: method, path, status, duration (ms) and request id (X-Request-Id).
 * Bodies, query strings, cookies and other headers are never logged, so no visitor's form contents end up in logs.
 */
export function accessLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestId(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        method: req.method,
        path: loggedPath(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}

/**
 * The access log for answers the fast path writes itself (see fast-path.ts): the same line as accessLog(),
 * without pino-http's per-request child logger. Returns the request id header to send, so the fast path can
 * hand Node one ready header list instead of merging headers one by one.
 */
export function fastPathAccessLog(logger: Logger) {
  const enabled = logger.isLevelEnabled('info');
  return (req: IncomingMessage, res: ServerResponse): string[] => {
    const id = requestId(req);
    if (enabled) {
      const started = Date.now();
      res.once('finish', () => {
        logger.info(
          {
            requestId: id,
            req: { method: req.method, path: loggedPath(req.url) },
            res: { status: res.statusCode },
            durationMs: Date.now() - started,
          },
          'request completed',
        );
      });
    }
    return ['X-Request-Id', id];
  };
}
