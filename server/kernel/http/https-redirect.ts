import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Config, TrustProxy } from '../config';
import { httpError } from './request-guards';
import { HEALTH_CHECK_PATH, READINESS_PATH } from './paths';

/** What a request that reached the proxy over plain HTTP gets instead of the page. */
export type PlainHttpAnswer = { status: 301; location: string } | { status: 403 };

/**
 * The one decision, shared by Express and the fast path: undefined to answer the request as usual, or the
 * redirect (GET, HEAD) or refusal (any other method: a form post is not repeated by a redirect, and its
 * contents already crossed the network in the clear) for a request a trusted proxy received over plain HTTP.
 */
export type PlainHttpPolicy = (req: IncomingMessage) => PlainHttpAnswer | undefined;

type Edge = Pick<Config, 'siteUrl' | 'trustProxy'>;

/** A proxy may tell us the visitor's scheme only when TRUST_PROXY trusts at least one. */
export function trustsAProxy(trustProxy: TrustProxy): boolean {
  return trustProxy !== false && trustProxy !== 0;
}

/**
 * The policy for this configuration, or undefined when it is off: SITE_URL on http (development, tests), or
 * no trusted proxy. Without one we cannot see the visitor's scheme: X-Forwarded-Proto could come from anyone,
 * and behind a proxy that terminates TLS every request arrives as plain HTTP, so redirecting would loop.
 */
export function plainHttpPolicy({ siteUrl, trustProxy }: Edge): PlainHttpPolicy | undefined {
  if (!siteUrl.startsWith('https:') || !trustsAProxy(trustProxy)) return undefined;
  const trusted = compileTrust(trustProxy);
  return (req) => {
    // The header first: it is absent or "https" on almost every request, and the address check parses an IP.
    if (forwardedProto(req) !== 'http') return undefined;
    const peer = req.socket.remoteAddress;
    if (peer === undefined || !trusted(peer, 0)) return undefined;
    const url = req.url ?? '/';
    // Load balancers probe it over plain HTTP and would read a redirect as "unhealthy".
    const path = pathOf(url);
    if (path === HEALTH_CHECK_PATH || path === READINESS_PATH) return undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') return { status: 403 };
    // Only an origin-form target ("/path?query") is kept: appended to anything else it could change the host.
    return { status: 301, location: siteUrl + (url.startsWith('/') ? url : '/') };
  };
}

/** Express's own rule for 'trust proxy' (express/lib/utils.js compileTrust), so both paths agree. */
function compileTrust(trustProxy: TrustProxy): (address: string, hop: number) => boolean {
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyaddr.compile(trustProxy === false ? [] : trustProxy);
}

/** The first value, as Express's req.protocol reads it: a chain of proxies may append theirs. */
function forwardedProto(req: IncomingMessage): string | undefined {
  const header = req.headers['x-forwarded-proto'];
  if (typeof header !== 'string') return undefined;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.slice(0, comma)).trim().toLowerCase();
}

function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * The policy in Express, mounted before anything answers. The 301 is not cacheable: a shared cache that keys
 * on the path alone would replay it to HTTPS visitors, a redirect loop; HSTS is what browsers remember.
 */
export function redirectPlainHttp(policy: PlainHttpPolicy): RequestHandler {
  return (req, res, next) => {
    const answer = policy(req);
    if (!answer) return next();
    // HSTS means nothing on a plain-HTTP answer (browsers ignore it there), so none is sent.
    res.removeHeader('Strict-Transport-Security');
    res.set('Cache-Control', 'no-store');
    if (answer.status === 301) return res.redirect(301, answer.location);
    next(httpError(403, 'plain HTTP refused', 'plain-http'));
  };
}

/** The line server/index.ts logs at start-up when production cannot redirect to HTTPS; undefined when all is well. */
export function httpsRedirectWarning(config: Pick<Config, 'isProduction' | 'siteUrl' | 'trustProxy'>) {
  if (!config.isProduction || !config.siteUrl.startsWith('https:') || trustsAProxy(config.trustProxy)) return undefined;
  return (
    'HTTP is not redirected to HTTPS: SITE_URL is https but TRUST_PROXY is off, so the server cannot tell ' +
    'how visitors arrived and ignores X-Forwarded-Proto. Set TRUST_PROXY to the TLS-terminating proxy, or ' +
    'redirect at the proxy (see docs/deploying.md)'
  );
}
