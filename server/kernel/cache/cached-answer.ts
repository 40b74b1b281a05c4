import type { Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches, preferredCoding } from './negotiate';
import { codedBody, type CachedPage, type PageVariant } from './page-cache';
import { prebuiltHead } from './prebuilt-head';

/** What the fast path and sendReadyAnswer need of a cached answer: a page, or a JSON answer (json-answer.ts). */
export type ReadyAnswer = Pick<CachedPage, 'status' | 'variants' | 'etags'>;

/**
 * What a request for a cached page gets: the coding it accepts, and 304 when it already holds the page.
 * An error page (a 404) always gets its own status: it has no entity tag to revalidate against.
 */
export function answerFor(req: IncomingMessage, page: ReadyAnswer): { variant: PageVariant; status: number } {
  const variant = page.variants[preferredCoding(req.headers['accept-encoding'])];
  if (page.status !== 200) return { variant, status: page.status };
  return { variant, status: etagMatches(req.headers['if-none-match'], page.etags) ? 304 : 200 };
}

/**
 * The Express path's answer for a cached page: ready-made bytes, no per-request rendering or compression.
 * Once the response is out, its complete headers (helmet's and every other middleware's included) are
 * offered to the fast path, which replays them byte for byte; see fast-path.ts.
 */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, cacheControl: string): Promise<void> {
  return sendReadyAnswer(req, res, page, { cacheControl, contentType: 'text/html; charset=utf-8' });
}

/**
 * sendCachedPage for any ready-made answer: a page, or JSON made once per reading (json-answer.ts). Resolves once
 * the answer is written; the first request in brotli waits for its compression (codedBody).
 */
export async function sendReadyAnswer(
  req: Request,
  res: Response,
  page: ReadyAnswer,
  { cacheControl, contentType }: { cacheControl: string; contentType: string },
): Promise<void> {
  const { variant, status } = answerFor(req, page);
  const body = status === 304 ? undefined : await codedBody(variant);
  // The bytes are compressed already: the compression middleware must leave them alone.
  res.locals.precompressed = true;
  res.status(status);
  res.setHeader('Cache-Control', cacheControl);
  if (page.status === 200) res.setHeader('ETag', variant.etag);
  res.vary('Accept-Encoding');
  if (status === 304) {
    res.once('finish', () => offerReplay(variant, status, res));
    res.end();
    return;
  }
  res.setHeader('Content-Type', contentType);
  if (variant.coding !== 'identity') res.setHeader('Content-Encoding', variant.coding);
  res.setHeader('Content-Length', body!.length);
  res.once('finish', () => offerReplay(variant, status, res));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Headers that differ on every request by design. They are left out of what the fast path replays; it sets
 * its own for each request (see fast-path.ts).
 */
export const PER_REQUEST_HEADERS: ReadonlySet<string> = new Set(['x-request-id']);

/** Every header a response carried except PER_REQUEST_HEADERS, as a flat name/value list in the order written. */
export function sentHeaders(res: ServerResponse): string[] {
  const flat: string[] = [];
  // getRawHeaderNames keeps the spelling Express used; Node has it since 15.13, @types/node declares it on ClientRequest only.
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  for (const name of names) {
    if (PER_REQUEST_HEADERS.has(name.toLowerCase())) continue;
    const value = res.getHeader(name);
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) flat.push(name, String(item));
  }
  return flat;
}

/**
 * Arms the fast path for a variant and status once two Express answers carried exactly the same headers.
 * Any other header that changes per request (a nonce, say) keeps the two from agreeing, so such a page stays
 * on the Express path instead of replaying one request's value to everybody.
 */
function offerReplay(variant: PageVariant, status: number, res: ServerResponse): void {
  if (res.statusCode !== status) return;
  const headers = sentHeaders(res);
  const serialised = JSON.stringify(headers);
  const replay = variant.replay.get(status) ?? {};
  if (replay.candidate === serialised) {
    replay.armed = headers;
    replay.head = prebuiltHead(status, headers);
  } else {
    replay.candidate = serialised;
    replay.armed = undefined;
    replay.head = undefined;
  }
  variant.replay.set(status, replay);
}
