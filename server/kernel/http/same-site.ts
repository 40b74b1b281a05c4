import type { RequestHandler } from 'express';
import { httpError } from './request-guards';

/**
 * Refuses a form post another site's page sent (cross-site request forgery): every POST that changes
 * something (the contact form today, booking and the office's forms next) runs this first, before its body is
 * read. What decides:
 *
 * - Sec-Fetch-Site, which every current browser sends and no page can forge: "cross-site" is refused; "same-origin",
 *   "same-site" and "none" (typed, bookmarked) are accepted.
 * - Origin, which browsers send on every POST: another host is refused. Our own host is accepted with or without
 *   "www." and over http or https (a visitor may come in on either before the redirect). "null" (privacy modes,
 *   sandboxed frames) says nothing and leaves the decision to Sec-Fetch-Site.
 * - Neither header: an old browser, a script, curl. Accepted, so no visitor is turned away; such a client is not
 *   a browser a hostile page can drive.
 *
 * The refusal is a 403 the error handler turns into a page with the phone number (JSON under /api/).
 */
export function sameSiteOnly(siteUrl: string): RequestHandler {
  const ownHost = bareHost(new URL(siteUrl).host);
  return (req, _res, next) => {
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') return next(refusal());
    const origin = req.headers.origin;
    if (origin === undefined || origin === 'null') return next();
    const host = originHost(origin);
    const requestHost = req.headers.host === undefined ? undefined : bareHost(req.headers.host);
    if (host !== undefined && (host === ownHost || host === requestHost)) return next();
    next(refusal());
  };
}

const refusal = () => httpError(403, 'form posted from another site', 'cross-site');

/** "www.example.com:443" -> "example.com": the host a visitor would call the same site. */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

function originHost(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? bareHost(url.host) : undefined;
  } catch {
    return undefined;
  }
}
