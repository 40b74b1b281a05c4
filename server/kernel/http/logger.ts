import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { LogLevel } from '../config';

/** How often buffered log lines are written out when traffic is too light to fill the buffer. */
const LOG_FLUSH_INTERVAL_MS = 250;
/**
 * Lines are handed to the operating system in batches of about this many bytes: at a cached page's rate (some
 * 20,000 lines a second of about 230 bytes) one write every few milliseconds. Measured per line, in one process
 * (docs/performance.md#the-access-log): 16 KB batches cost 1.6 µs of CPU, 64 KB 1.1 µs; beyond that the
 * batches only wait longer. 64 KB is also a Linux pipe's whole buffer.
 */
const LOG_BATCH_BYTES = 64 * 1024;

/** Repeated warnings and errors of one kind are written once per this long, then counted (see foldRepeats). */
export const LOG_FOLD_INTERVAL_MS = 10_000;
/** Kinds being counted at once, at most: past that, lines are written as they come rather than remembered. */
const MAX_FOLDED_KINDS = 1_000;

export interface LoggerOptions {
  /** How long a kind of warning or error is folded after its first line; tests shorten it. */
  foldIntervalMs?: number;
}

/** Every line names the process and machine it came from: several servers write to one log. */
const BASE = { pid: process.pid, hostname: hostname() };

/**
 * JSON lines to stdout (or the given stream, for tests). Stdout lines collect in one batch per process and go
 * out in one asynchronous write per LOG_BATCH_BYTES (pino's asynchronous destination, sonic-boom), so a
 * request does not pay for a write of its own. A line waits at most LOG_FLUSH_INTERVAL_MS; flushLogs() (at
 * shutdown) and an exit hook write the rest synchronously, so a clean exit loses none. Warnings and errors that
 * repeat are folded (see foldRepeats).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream, options: LoggerOptions = {}): Logger {
  const folder = foldRepeats(options.foldIntervalMs ?? LOG_FOLD_INTERVAL_MS);
  const logger = pino(
    {
      level,
      base: BASE,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { logMethod: folder.hook },
    },
    destination ?? (level === 'silent' ? undefined : stdoutBatch()),
  );
  folder.writeTo(logger);
  pendingCounts.set(streamOf(logger), folder.flush);
  return logger;
}

/** What each logger's folder still has to say, by the stream its lines go to, for flushLogs(). */
const pendingCounts = new WeakMap<DestinationStream, () => void>();

interface Folded {
  until: number;
  count: number;
  level: number;
  msg: string;
  error: string | undefined;
  timer?: NodeJS.Timeout;
}

/**
 * A database outage used to write about three stack traces per failed request (3.4 MB in 15 s). A warning or
 * error's first line is written as it comes; the same kind again within the interval (the same level, message
 * and error name, code and message, digits aside) is only counted, and one line with the count ends the
 * interval. Access lines (they carry `res`) are never folded: each request keeps its line. Fatal is never folded.
 */
function foldRepeats(intervalMs: number) {
  const kinds = new Map<string, Folded>();
  let root: Logger | undefined;
  let summarising = false;

  const summarise = (key: string, folded: Folded) => {
    clearTimeout(folded.timer);
    kinds.delete(key);
    if (folded.count === 0 || !root) return;
    const label = root.levels.labels[folded.level] ?? 'error';
    summarising = true;
    try {
      (root[label as 'error'] as (obj: object, msg: string) => void)(
        { repeated: folded.count, intervalMs, ...(folded.error ? { error: folded.error } : {}) },
        `${folded.msg} (${folded.count} more like it within ${intervalMs / 1000} s)`,
      );
    } finally {
      summarising = false;
    }
  };

  const sweep = (now: number) => {
    for (const [key, folded] of kinds) if (folded.until <= now) summarise(key, folded);
  };

  const hook = function (this: Logger, args: unknown[], method: (...args: unknown[]) => void, level: number) {
    if (summarising || level < 40 || level >= 60) return method.apply(this, args);
    const [first, second] = args;
    const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
    if (fields && 'res' in fields) return method.apply(this, args);
    const err = first instanceof Error ? first : fields?.err instanceof Error ? fields.err : undefined;
    const msg = typeof first === 'string' ? first : typeof second === 'string' ? second : (err?.message ?? '');
    const error = err ? `${err.name}: ${err.message}` : undefined;
    const code = (err as { code?: unknown } | undefined)?.code;
    // Digits differ between otherwise equal errors (ports, ids, counts); bounded so a long message costs little.
    const key = `${level} ${msg.slice(0, 300)} ${String(code ?? '')} ${error?.slice(0, 300) ?? ''}`.replace(
      /\d+/g,
      '#',
    );
    const now = Date.now();
    const folded = kinds.get(key);
    if (folded && now < folded.until) {
      folded.count++;
      folded.timer ??= setTimeout(() => summarise(key, folded), folded.until - now).unref();
      return;
    }
    if (folded) summarise(key, folded);
    if (kinds.size >= MAX_FOLDED_KINDS) sweep(now);
    if (kinds.size < MAX_FOLDED_KINDS) kinds.set(key, { until: now + intervalMs, count: 0, level, msg, error });
    return method.apply(this, args);
  };

  return {
    hook,
    writeTo: (logger: Logger) => void (root = logger),
    /** Writes the count of every kind still being folded: at shutdown, before the last flush. */
    flush: () => {
      for (const [key, folded] of kinds) summarise(key, folded);
    },
  };
}

/** Below this, a flush copies its lines out rather than give up the batch's 64 KB Buffer. */
const SMALL_FLUSH_BYTES = 4 * 1024;

/** sonic-boom in its 'buffer' content mode (its types only know strings). */
export interface BufferDestination {
  write(data: Buffer): boolean;
  flushSync(): void;
}

/**
 * Lines encoded straight into a Buffer as they come and written out one full Buffer at a time. Each line's
 * string is garbage as soon as it is copied: kept as a string of strings until the batch is full, the lines
 * outlived young-generation collections (copied each time) and the whole batch was flattened and encoded at
 * once, together the larger part of the line's cost on a cached page (see docs/performance.md#the-access-log).
 */
export class LineBatch implements DestinationStream {
  private chunk = Buffer.allocUnsafe(LOG_BATCH_BYTES);
  private used = 0;

  constructor(private readonly out: BufferDestination) {}

  write(line: string): void {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8: a line that may not fit starts a new batch.
    if (this.used + line.length * 3 > this.chunk.length) {
      this.flush();
      if (line.length * 3 > this.chunk.length) {
        this.out.write(Buffer.from(line));
        return;
      }
    }
    this.used += this.chunk.write(line, this.used);
  }

  flush(): void {
    if (this.used === 0) return;
    let lines: Buffer;
    // The destination keeps what it is given until it is written. A few lines (the timer's flush when traffic is
    // light) are copied out and the batch's Buffer kept; a full batch is handed over and the next lines go into
    // a new one.
    if (this.used < SMALL_FLUSH_BYTES) lines = Buffer.from(this.chunk.subarray(0, this.used));
    else {
      lines = this.chunk.subarray(0, this.used);
      this.chunk = Buffer.allocUnsafe(LOG_BATCH_BYTES);
    }
    this.used = 0;
    this.out.write(lines);
  }

  flushSync(): void {
    this.flush();
    this.out.flushSync();
  }
}

let stdout: LineBatch | undefined;

function stdoutBatch(): LineBatch {
  if (stdout) return stdout;
  const batch = new LineBatch(
    pino.destination({ dest: 1, sync: false, contentMode: 'buffer' }) as unknown as BufferDestination,
  );
  setInterval(() => batch.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => flushQuietly(batch));
  stdout = batch;
  return batch;
}

function flushQuietly(stream: { flushSync?: () => void } | undefined): void {
  try {
    stream?.flushSync?.();
  } catch {
    // stdout already gone, or not open yet: nothing can be written
  }
}

/** Writes every buffered log line out now, synchronously: call it right before process.exit(). */
export function flushLogs(logger: Logger): void {
  pendingCounts.get(streamOf(logger))?.();
  flushQuietly(streamOf(logger) as { flushSync?: () => void });
}

/** Where a logger writes its lines. */
function streamOf(logger: Logger): DestinationStream {
  return (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
}

// A proxy's or client's id is kept only when it cannot smuggle anything into a log line or a header.
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestId(req: IncomingMessage): string {
  const offered = req.headers['x-request-id'];
  return typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}

const MAX_LOGGED_PATH = 1_000;
/** URLs whose logged path the fast path's log keeps ready (see fastPathAccessLog). */
const LOGGED_PATH_MEMO = 256;

/**
 * Routes whose next path segment is a secret: a customer's manage link (/booking/{token}/…, and the API's
 * /api/bookings/{token}/…), the office's calendar feeds (/office/calendar/{secret}.ics, a technician's under
 * /office/calendar/technician/), a new team member's set-password link (/office/set-password/{token}) and a
 * customer's review link (/review/{token}, and its /callback).
 * Segments as Express compares them: lower case.
 */
const SECRET_AFTER: readonly (readonly string[])[] = [
  ['booking'],
  ['api', 'bookings'],
  ['office', 'calendar'],
  ['office', 'set-password'],
  ['review'],
];
/** Segments after a secret that name what is done with it, not the secret; the rest after it is redacted too. */
const PUBLIC_AFTER_SECRET = new Set(['reschedule', 'cancel', 'confirm', 'warranty', 'callback', '.', '..']);
// A path that is exactly what it looks like: no %-escapes, backslashes, doubled slashes, dot segments or
// non-ASCII, so no other spelling hides in it. Linear: every repetition starts with the one "/".
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/;
const MAY_NAME_SECRET_ROUTE = /booking|calendar|set-password|review/i;
/** Enough to undo %2562 (an escaped escape) and then some; each pass is linear. */
const MAX_DECODE_PASSES = 4;

/** %XX escapes decoded, runs of them as UTF-8 (invalid bytes become U+FFFD, never an exception). */
function percentDecoded(path: string): string {
  let decoded = path;
  for (let pass = 0; pass < MAX_DECODE_PASSES && decoded.includes('%'); pass++) {
    const next = decoded.replace(/(?:%[0-9A-F]{2})+/gi, (run) =>
      Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'),
    );
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

const endsRoute = (resolved: readonly string[]) =>
  SECRET_AFTER.some(
    (route) =>
      route.length <= resolved.length &&
      route.every((word, i) => resolved[resolved.length - route.length + i] === word),
  );

/**
 * The path with every secret replaced by `:secret`, judged by what the path resolves to rather than by how it
 * is spelt: %-escapes decoded (repeatedly), backslashes read as slashes, empty segments dropped, dot segments
 * resolved, case folded. Once a secret route is reached, every later segment but an action word (cancel,
 * reschedule, confirm, warranty) or a dot segment is redacted, so `/booking/x/../{token}` hides the token too. An escaped `?` or
 * `#` ends the path there, like a query. Undefined when there is nothing to hide; otherwise the redacted path,
 * rebuilt from its decoded segments.
 */
function redactedSecrets(path: string): string | undefined {
  const decoded = percentDecoded(path);
  const queryAt = decoded.search(/[?#]/);
  const segments = (queryAt === -1 ? decoded : decoded.slice(0, queryAt)).split(/[/\\]/);
  const trailingSlash = segments.length > 1 && segments.at(-1) === '';
  const out: string[] = [];
  const resolved: string[] = [];
  let inSecret = false;
  let redacted = queryAt !== -1;
  for (const segment of segments) {
    if (segment === '') continue;
    const folded = segment.normalize('NFKC').toLowerCase();
    if (inSecret && !PUBLIC_AFTER_SECRET.has(folded)) {
      out.push(folded.endsWith('.ics') ? ':secret.ics' : ':secret');
      redacted = true;
      continue;
    }
    out.push(segment);
    if (folded === '..') resolved.pop();
    else if (folded !== '.') resolved.push(folded);
    inSecret ||= endsRoute(resolved);
  }
  return redacted ? `/${out.join('/')}${trailingSlash ? '/' : ''}` : undefined;
}

/**
 * The path only: query strings can carry personal data (a search, an e-mail in a link) and are never logged.
 * A secret in the path, however it is spelt (see redactedSecrets), is replaced by `:secret`, so whoever reads
 * the logs cannot open a booking or the office's calendar with it.
 */
export function loggedPath(url = '/'): string {
  const queryAt = url.indexOf('?');
  const raw = queryAt === -1 ? url : url.slice(0, queryAt);
  const path = PLAIN_PATH.test(raw) && !MAY_NAME_SECRET_ROUTE.test(raw) ? raw : (redactedSecrets(raw) ?? raw);
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * One access log line per request: method, path, status, duration (ms) and request id (X-Request-Id).
 * Bodies, query strings, cookies and other headers are never logged, so no visitor's form contents end up in logs.
 */
export function accessLog(logger: Logger, probePaths: readonly string[] = []) {
  const probes = new Set(probePaths);
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
    // A balancer's probes every second or two would be a good part of the log: debug, whatever they answer (a
    // change of readiness is logged once by server/app/readiness.ts).
    customLogLevel: (req, res, error) =>
      probes.has(pathOf(req)) ? 'debug' : error || res.statusCode >= 500 ? 'error' : 'info',
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    // pino-http gives a 5xx without an error its own Error('failed with status code …'), whose stack says
    // nothing: the line keeps the status, and the real error's stack is logged once by the error handler.
    customErrorObject: (_req, _res, error, value: Record<string, unknown>) =>
      /^failed with status code \d+$/.test(error.message) ? { ...value, err: undefined } : value,
  });
}

/**
 * The access log for answers the fast path writes itself (see fast-path.ts): the same line as accessLog(),
 * written without pino-http's per-request child logger and without a 'finish' listener. The fast path writes
 * its whole answer in one call, so it logs right after, with the status it sent. The line is put together
 * here rather than by pino (a third of the cost): every value in it is a number, a fixed word, a method Node
 * has checked is a token, a request id that passed SANE_REQUEST_ID or a UUID, and the path, JSON-escaped.
 */
export function fastPathAccessLog(logger: Logger): FastPathLog {
  const enabled = logger.isLevelEnabled('info');
  const stream = streamOf(logger);
  // The base fields pino writes after the time, as one constant string.
  const base = `${JSON.stringify(BASE).slice(1, -1)},`;
  let second = -1;
  let secondIso = '';
  // The fast path answers a few URLs over and over: each one's logged path, JSON-escaped, is worked out once.
  // Cleared when full, so a flood of distinct URLs cannot grow it.
  const paths = new Map<string, string>();
  const pathJson = (url = '/') => {
    let json = paths.get(url);
    if (json === undefined) {
      json = JSON.stringify(loggedPath(url));
      if (paths.size >= LOGGED_PATH_MEMO) paths.clear();
      paths.set(url, json);
    }
    return json;
  };
  return {
    start: (req) => requestId(req),
    done: (req, id, status, started) => {
      if (!enabled) return;
      const now = Date.now();
      // The timestamp's text changes every millisecond; its first 20 characters only every second.
      const secondNow = Math.floor(now / 1000);
      if (secondNow !== second) {
        second = secondNow;
        secondIso = new Date(secondNow * 1000).toISOString().slice(0, 20);
      }
      const time = `${secondIso}${String(now % 1000).padStart(3, '0')}Z`;
      stream.write(
        `{"level":"info","time":"${time}",${base}"requestId":"${id}","req":{"method":"${req.method}","path":${pathJson(req.url)}},"res":{"status":${status}},"durationMs":${now - started},"msg":"request completed"}\n`,
      );
    },
  };
}

const pathOf = (req: IncomingMessage & { originalUrl?: string }) => {
  const url = req.originalUrl ?? req.url ?? '/';
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

export interface FastPathLog {
  /** The request's id, for its X-Request-Id header and its log line. */
  start: (req: IncomingMessage) => string;
  /** Writes the access line once the answer is written. */
  done: (req: IncomingMessage, id: string, status: number, started: number) => void;
}
