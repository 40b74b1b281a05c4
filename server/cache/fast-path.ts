import type { IncomingMessage, RequestListener } from 'node:http';
import type { FastPathLog } from '../http/logger';
import type { PlainHttpPolicy } from '../http/https-redirect';
import { answerFor } from './cached-answer';
import { NOT_FOUND_KEY } from './not-found';
import type { PageCache } from './page-cache';

export interface FastPath {
  listener: RequestListener;
  /** Requests answered without Express, for tests and the benchmark. */
  hits: () => number;
}

export interface FastPathOptions {
  /** The access log line and request id of each answer; none by default (tests). */
  log?: FastPathLog;
  /**
   * The cache key a URL other than a bare page path is answered from: the page with the query parameters it
   * does not read dropped (/?utm_source=x -> /), or undefined (see page-urls.ts).
   */
  keyFor?: (url: string) => string | undefined;
  /** Whether a URL can only be the 404 page (see not-found.ts). */
  isUnknown?: (url: string) => boolean;
  /**
   * A request the plain-HTTP policy redirects or refuses (a trusted proxy received it over http://) is
   * Express's, so a cached answer never goes out where the visitor must be sent to HTTPS.
   */
  plainHttp?: PlainHttpPolicy;
}

/**
 * Answers cached pages before Express's middleware stack runs: a GET or HEAD of a cached page's path, of such
 * a path with query parameters the page does not read, or of a plain path nothing serves (the rendered-once
 * 404) gets the precomputed headers and bytes. Everything else, and any page the Express path has not yet
 * answered twice with identical headers, is handed to Express unchanged: forms, queries a page reads,
 * assets, other spellings of a path, and the first requests of each page.
 *
 * The headers are never typed here: they are the ones the Express path sent for the same page, coding and
 * status (see cached-answer.ts), so security headers and anything added later cannot drift apart. Headers
 * that differ on every request by design (PER_REQUEST_HEADERS) are left out of the replay; the access log
 * adds the request id and writes its line after the answer, with no per-response listener.
 */
export function fastPath(pages: PageCache, app: RequestListener, options: FastPathOptions = {}): FastPath {
  const { log, keyFor = () => undefined, isUnknown = () => false, plainHttp } = options;
  let hits = 0;

  const cachedFor = (url: string) => {
    const exact = pages.peek(url);
    if (exact) return exact;
    if (url.includes('?')) {
      const key = keyFor(url);
      if (key !== undefined && key !== url) return pages.peek(key);
    }
    return isUnknown(url) ? pages.peek(NOT_FOUND_KEY) : undefined;
  };

  const listener: RequestListener = (req: IncomingMessage, res) => {
    const { method, url } = req;
    if (
      (method === 'GET' || method === 'HEAD') &&
      url !== undefined &&
      url.charCodeAt(0) === 47 /* "/" */ &&
      !plainHttp?.(req)
    ) {
      const page = cachedFor(url);
      if (page) {
        const { variant, status } = answerFor(req, page);
        const headers = variant.replay.get(status)?.armed;
        if (headers) {
          hits++;
          const started = log ? Date.now() : 0;
          const id = log?.start(req);
          res.writeHead(status, id === undefined ? headers : headers.concat('X-Request-Id', id));
          res.end(status !== 304 && method === 'GET' ? variant.body : undefined);
          if (log) log.done(req, id!, status, started);
          return;
        }
      }
    }
    app(req, res);
  };
  return { listener, hits: () => hits };
}
