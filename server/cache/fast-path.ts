import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { PageCache } from './page-cache';
import { answerFor } from './cached-answer';
import type { PlainHttpPolicy } from '../http/https-redirect';

export interface FastPath {
  listener: RequestListener;
  /** Requests answered without Express, for tests and the benchmark. */
  hits: () => number;
}

/**
 * Answers cached pages before Express's middleware stack runs: a GET or HEAD whose URL is exactly a cached
 * page's path (no query string) gets the precomputed headers and bytes. Everything else, and any page the
 * Express path has not yet answered twice with identical headers, is handed to Express unchanged: forms,
 * queries, 404s, errors, assets and the first requests of each page.
 *
 * The headers are never typed here: they are the ones the Express path sent for the same page, coding and
 * status (see page-response.ts), so security headers and anything added later cannot drift apart. Headers
 * that differ on every request by design (PER_REQUEST_HEADERS) are left out of the replay; `perRequest` runs
 * for each fast-path answer and returns them as name/value pairs (the access log: its line and request id).
 *
 * A request the plain-HTTP policy redirects or refuses (a trusted proxy received it over http://) is Express's
 * too, so a cached 200 never goes out where the visitor must be sent to HTTPS.
 */
export function fastPath(
  pages: PageCache,
  app: RequestListener,
  perRequest: (req: IncomingMessage, res: ServerResponse) => string[] = () => [],
  plainHttp?: PlainHttpPolicy,
): FastPath {
  let hits = 0;
  const listener: RequestListener = (req, res) => {
    const method = req.method;
    if ((method === 'GET' || method === 'HEAD') && req.url !== undefined && !plainHttp?.(req)) {
      const page = pages.peek(req.url);
      if (page) {
        const { variant, status } = answerFor(req, page);
        const headers = variant.replay.get(status)?.armed;
        if (headers) {
          hits++;
          const own = perRequest(req, res);
          res.writeHead(status, own.length > 0 ? headers.concat(own) : headers);
          res.end(status === 200 && method === 'GET' ? variant.body : undefined);
          return;
        }
      }
    }
    app(req, res);
  };
  return { listener, hits: () => hits };
}
