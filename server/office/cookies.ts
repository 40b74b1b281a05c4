import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_MAX_MS } from './storage/records';

/**
 * The office's two cookies: the session, and the sign-in form's CSRF token. Over https (an https SITE_URL) they
 * carry `Secure` and the `__Host-` prefix, which a browser only accepts with `Path=/`, from the host itself and
 * over https: no other subdomain and no plain-HTTP answer can set or overwrite them. Over plain http (a
 * developer's machine) the prefix is impossible, so they are scoped to `Path=/office` instead. See
 * docs/decisions/0009-office-sessions.md.
 */
export interface OfficeCookies {
  session: { name: string; options: CookieOptions };
  login: { name: string; options: CookieOptions };
}

/** How long a sign-in form stays good: long enough to find the password, short enough to mean nothing later. */
const LOGIN_FORM_MS = 2 * 60 * 60_000;

export function officeCookies(siteUrl: string): OfficeCookies {
  const https = siteUrl.startsWith('https:');
  const base: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: https, path: https ? '/' : '/office' };
  return {
    session: { name: https ? '__Host-office' : 'office', options: { ...base, maxAge: SESSION_MAX_MS } },
    login: { name: https ? '__Host-office-login' : 'office-login', options: { ...base, maxAge: LOGIN_FORM_MS } },
  };
}

/** One cookie of the request, or undefined; no cookie-parser needed for two names. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function clearCookie(res: Response, cookie: { name: string; options: CookieOptions }): void {
  // Express warns about (and ignores) maxAge on clearCookie: the cookie is cleared by an expiry in the past.
  res.clearCookie(cookie.name, { ...cookie.options, maxAge: undefined });
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const LOGIN_TOKEN = /^[\w-]{43}$/;

/**
 * A session's CSRF token, worked out from the session's own token rather than stored: only a browser holding
 * the cookie can know it, the database (which keeps only the cookie's SHA-256) cannot give it away, and it
 * changes with every sign-in.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('office csrf').digest('base64url');
}

/** Compares two tokens in constant time; false for a missing or differently sized one. */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
