import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FastPathLog } from '../http/logger';
import { answerFor, type ReadyAnswer } from './cached-answer';
import type { PlainHttpPolicy } from '../http/https-redirect';
import { localeOfPath } from '../../../data/locale';
import { notFoundKey } from './not-found';
import { writePrebuiltHead } from './prebuilt-head';
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
  /** Requests the plain-HTTP policy answers (a redirect to HTTPS or a refusal), left to Express. */
  plainHttp?: PlainHttpPolicy;
  /** Answers kept outside the page cache (an API's JSON), by exact path: see EarlyAnswer. */
  early?: ReadonlyMap<string, EarlyAnswer>;
  /** Counts each answer for /metrics (server/kernel/http/metrics.ts): an increment, nothing timed. */
  count?: (status: number, method: string) => void;
}

/**
 * A route's answer before Express, for a GET or HEAD of its exact path with no body: given the query string
 * ('' for none), undefined when the route must see the request itself (a query it would refuse or answer per
 * request), or the ready answer, once it is known to be current (undefined then too when it cannot tell: the
 * database is down, say). Express answers whatever this leaves, as it would without a fast path; the headers
 * are replayed from Express's own answers of the same bytes (sendReadyAnswer), as for pages.
 */
export type EarlyAnswer = (query: string) => Promise<ReadyAnswer | undefined> | undefined;

/** A GET or HEAD that sends no body: Express's body guards have nothing to say about it. */
const hasNoBody = (req: IncomingMessage) =>
  req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;

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
 *
 * A request the plain-HTTP policy redirects or refuses (a trusted proxy received it over http://) is Express's
 * too, so a cached 200 never goes out where the visitor must be sent to HTTPS.
 *
 * Routes with an early answer (the availability API) are answered the same way, from what they keep outside
 * the page cache, once the route has said that what it keeps is current (see EarlyAnswer).
 */
export function fastPath(pages: PageCache, app: RequestListener, options: FastPathOptions = {}): FastPath {
  const {
    log,
    keyFor = () => undefined,
    isUnknown = () => false,
    plainHttp,
    early = new Map<string, EarlyAnswer>(),
    count,
  } = options;
  let hits = 0;

  /** Writes a ready answer with its replayed headers; false when Express has not armed them yet. */
  const send = (req: IncomingMessage, res: ServerResponse, page: ReadyAnswer, arrived = 0): boolean => {
    const { variant, status } = answerFor(req, page);
    const { armed: headers, head } = variant.replay.get(status) ?? {};
    // Not armed yet, or bytes not made yet (brotli, made on its first request): Express answers.
    if (!headers || (status !== 304 && !variant.body)) return false;
    hits++;
    const started = arrived || (log ? Date.now() : 0);
    const id = log?.start(req);
    const get = req.method === 'GET';
    if (get && head) writePrebuiltHead(res, head, id);
    else res.writeHead(status, id === undefined ? headers : headers.concat('X-Request-Id', id));
    res.end(status !== 304 && get ? variant.body : undefined);
    if (log) log.done(req, id!, status, started);
    if (count) count(status, req.method!);
    return true;
  };

  /** An early answer's request, or false when no route answers its path early. */
  const answerEarly = (req: IncomingMessage, res: ServerResponse, url: string): boolean => {
    const queryAt = url.indexOf('?');
    const answer = early.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!answer || !hasNoBody(req)) return false;
    const ready = answer(queryAt === -1 ? '' : url.slice(queryAt + 1));
    if (!ready) return false;
    // The line's duration counts the wait for the freshness check too.
    const arrived = log ? Date.now() : 0;
    ready.then(
      (page) => {
        if (!page || !send(req, res, page, arrived)) app(req, res);
      },
      () => app(req, res),
    );
    return true;
  };

  const cachedFor = (url: string) => {
    const exact = pages.peek(url);
    if (exact) return exact;
    if (url.includes('?')) {
      const key = keyFor(url);
      if (key !== undefined && key !== url) return pages.peek(key);
    }
    // A plain path under /es/ that nothing serves gets the Spanish 404, as Express would answer it.
    return isUnknown(url) ? pages.peek(notFoundKey(localeOfPath(url))) : undefined;
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
      if (page ? send(req, res, page) : early.size > 0 && answerEarly(req, res, url)) return;
    }
    app(req, res);
  };
  return { listener, hits: () => hits };
}
