import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

type Scrape = (req: IncomingMessage, res: ServerResponse) => void;

/** Hands the route its app's scrape (server/kernel/http/metrics.ts, answerScrape): the metrics and the token's hash. */
export function provideScrape(scrape: Scrape): RequestHandler {
  return (_req, res, next) => {
    res.locals.scrape = scrape;
    next();
  };
}

/**
 * GET /metrics: the Prometheus text format to a scrape sending METRICS_TOKEN as a bearer token, 401 to anyone
 * else (docs/operations.md#metrics). Mounted only when METRICS_TOKEN is set; otherwise /metrics is the 404 page.
 */
export const metricsScrape: RequestHandler = (req, res) => {
  (res.locals.scrape as Scrape)(req, res);
};
