import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogLevel } from './config';

/** How often buffered log lines are written out when traffic is too light to fill the buffer. */
const LOG_FLUSH_INTERVAL_MS = 250;
/** Lines are written to stdout in batches of at least this many bytes (or at the interval, or at exit). */
const LOG_BUFFER_BYTES = 8 * 1024;

/**
 * JSON lines to stdout (or the given stream, for tests). Stdout gets pino's asynchronous destination: lines
 * collect in a buffer written out in batches, so a request does not pay for a write system call of its own.
 * A line waits at most LOG_FLUSH_INTERVAL_MS; flushLogs() (at shutdown) and pino's exit hook write the rest.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? bufferedStdout(),
  );
}

function bufferedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // not open yet, or closed at exit: the next tick or the exit hook writes the lines
    }
  }, LOG_FLUSH_INTERVAL_MS).unref();
  return stream;
}

/** Writes every buffered log line out now, synchronously: call it right before process.exit(). */
export function flushLogs(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // stdout already gone: nothing left to write to
  }
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
 * without pino-http's per-request child logger and without a 'finish' listener: the fast path writes its whole
 * answer in one call, so it logs right after, with the status it sent. `start` returns the request id header
 * to send, so the fast path can hand Node one ready header list; `done` writes the line.
 */
export function fastPathAccessLog(logger: Logger): FastPathLog {
  const enabled = logger.isLevelEnabled('info');
  return {
    start: (req) => requestId(req),
    done: (req, id, status, started) => {
      if (!enabled) return;
      logger.info(
        {
          requestId: id,
          req: { method: req.method, path: loggedPath(req.url) },
          res: { status },
          durationMs: Date.now() - started,
        },
        'request completed',
      );
    },
  };
}

export interface FastPathLog {
  /** The request's id, for its X-Request-Id header and its log line. */
  start: (req: IncomingMessage) => string;
  /** Writes the access line once the answer is written. */
  done: (req: IncomingMessage, id: string, status: number, started: number) => void;
}
