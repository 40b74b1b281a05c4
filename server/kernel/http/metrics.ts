import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';

/**
 * The site's Prometheus metrics (docs/operations.md#metrics), one registry per app: requests by route pattern
 * and status, the outboxes' sends, the queues and the database pool read at scrape time, and prom-client's
 * process metrics (memory, event-loop lag, CPU). Off unless METRICS_TOKEN or METRICS_LISTEN is set: then nothing
 * is counted at all.
 */
export interface Metrics {
  registry: Registry;
  /** Express's counting middleware: one counter and one histogram per answer, labelled by route pattern. */
  countRequests: RequestHandler;
  /** The fast path's count of one answer: an array slot's increment, nothing timed (see fastPathCounter). */
  countFastPath: (status: number, method: string) => void;
  /** An outbox's attempt at one message ended: sent, to be retried, or given up. */
  countSend: (queue: string, outcome: 'sent' | 'retry' | 'failed') => void;
  /** Run before each scrape (the queues' one query, the pool); a step that fails does not fail the scrape. */
  beforeScrape: (collect: () => Promise<void> | void) => void;
  /** The registry's text, after every beforeScrape step has run. */
  scrape: () => Promise<string>;
  queues: {
    pending: Gauge<'queue'>;
    scheduled: Gauge<'queue'>;
    oldestSeconds: Gauge<'queue'>;
    failed: Gauge<'queue'>;
  };
  pool: Gauge<'state'>;
}

/** Seconds; the pages take about a millisecond, a booking a few, a report a second. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of answers the fast path gave from the page cache, before Express (server/kernel/cache/fast-path.ts). */
export const FAST_PATH_ROUTE = '(page cache)';
/** The label of answers no route gave: the static files, the 404 page, a refused request. */
export const NO_ROUTE = '(none)';

export const metricsEnabled = (config: Config) => Boolean(config.metrics.tokenHash ?? config.metrics.listen);

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // The fast path's counts, kept apart and added when a scrape reads the counter (fastPathCounter).
  let flushFastPath = () => {};
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
    collect: () => flushFastPath(),
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status (Express; not the page cache)',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const sends = new Counter({
    name: 'outbox_sends_total',
    help: "Attempts at sending a queue's messages by queue and outcome (sent, retry, failed = given up)",
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['queue'] as const, registers: [registry] });
  const queues = {
    pending: gauge('queue_pending', 'Messages due and not yet sent, by queue'),
    scheduled: gauge('queue_scheduled', 'Messages waiting for a later time (a reminder, a review request), by queue'),
    oldestSeconds: gauge('queue_oldest_pending_age_seconds', 'How long the oldest due message has waited, by queue'),
    failed: gauge('queue_failed', 'Messages given up on and not dismissed on the System screen, by queue'),
  };
  const pool = new Gauge({
    name: 'database_connections',
    help: "The database's connections: in use, idle, and callers waiting for one (SQLite: its one connection)",
    labelNames: ['state'] as const,
    registers: [registry],
  });

  const fastPath = fastPathCounter(requests);
  flushFastPath = fastPath.flush;
  const steps: (() => Promise<void> | void)[] = [];
  return {
    registry,
    countRequests: (req, res, next) => {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const labels = { route: routeOf(req), method: req.method, status: String(res.statusCode) };
        requests.inc(labels);
        latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
      next();
    },
    countFastPath: fastPath.count,
    countSend: (queue, outcome) => sends.inc({ queue, outcome }),
    beforeScrape: (collect) => steps.push(collect),
    async scrape() {
      // A step that fails (the database away) leaves its figures out or as they were; the rest still answer.
      await Promise.all(steps.map(async (step) => step())).catch(() => undefined);
      return registry.metrics();
    },
    queues,
    pool,
  };
}

/** Statuses an array of counts covers; the fast path answers 200, 304 and 404 (a 206 or 416 for a range). */
const STATUSES = 600;

/**
 * The fast path's counting: a plain array slot per method and status, incremented per answer (a few nanoseconds;
 * prom-client's own `inc` hashes its labels on every call, some microseconds under load, a few per cent of a
 * cached page's CPU), and added to the counter when a scrape reads it. No timer: the answer is written in one
 * call and its time is the access log's concern; the histogram is Express's.
 */
function fastPathCounter(requests: Counter<'route' | 'method' | 'status'>) {
  const counts = { GET: new Float64Array(STATUSES), HEAD: new Float64Array(STATUSES) };
  const count = (status: number, method: string) => {
    if (status < 0 || status >= STATUSES) return;
    const slots = counts[method === 'HEAD' ? 'HEAD' : 'GET'];
    slots[status] = (slots[status] ?? 0) + 1;
  };
  const flush = () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const byStatus = counts[method];
      for (let status = 0; status < STATUSES; status++) {
        const n = byStatus[status] ?? 0;
        if (n === 0) continue;
        byStatus[status] = 0;
        requests.inc({ route: FAST_PATH_ROUTE, method, status: String(status) }, n);
      }
    }
  };
  return { count, flush };
}

/**
 * The route pattern that answered (/office/leads/:id), never the URL itself: the labels stay as few as the
 * route table's lines, whatever URLs arrive.
 */
function routeOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  return typeof route === 'string' ? `${req.baseUrl}${route}` : NO_ROUTE;
}

/**
 * Whether a scrape may read the metrics: with METRICS_TOKEN, only with `Authorization: Bearer <token>`, compared
 * as SHA-256 digests in constant time. Without a token (METRICS_LISTEN alone), the private listener is the guard.
 */
export function scrapeAllowed(req: IncomingMessage, tokenHash: Buffer | undefined): boolean {
  if (!tokenHash) return true;
  const header = req.headers.authorization ?? '';
  const offered = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return timingSafeEqual(createHash('sha256').update(offered).digest(), tokenHash);
}

/**
 * The /metrics answer, for the app's route (with METRICS_TOKEN) and the private listener alike: the text format
 * to an allowed scrape, 401 with a Bearer challenge to anyone else, 503 when reading the figures failed.
 */
export function answerScrape(metrics: Metrics, tokenHash: Buffer | undefined) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!scrapeAllowed(req, tokenHash)) {
      res.writeHead(401, {
        'Content-Type': 'text/plain; charset=utf-8',
        'WWW-Authenticate': 'Bearer',
        'Cache-Control': 'no-store',
      });
      res.end('A scrape needs Authorization: Bearer <METRICS_TOKEN>.\n');
      return;
    }
    metrics.scrape().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`Metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  };
}

/** The private listener of METRICS_LISTEN: /metrics and nothing else (404). */
export function metricsOnly(metrics: Metrics, tokenHash: Buffer | undefined) {
  const answer = answerScrape(metrics, tokenHash);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/metrics') return answer(req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Only /metrics is served here.\n');
  };
}
