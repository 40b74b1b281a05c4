import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { brotliOptions, GZIP_OPTIONS } from './compression';
import type { ContentCoding } from './negotiate';
import type { PrebuiltHead } from './prebuilt-head';
import { businessYear } from '../pages/render';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page's HTML in one coding, with its strong entity tag and the headers the fast path may replay. */
export interface PageVariant {
  coding: ContentCoding;
  etag: string;
  /**
   * The bytes. Brotli's are made when a client that accepts brotli first asks for them (codedBody), not with the
   * page: at its highest quality it is the costliest step of a first answer, and clients that do not take it (a
   * crawler, a script, Node's fetch) should not pay for it.
   */
  body?: Buffer;
  /** Makes the body, once, on first need: brotli only. */
  make?: () => Promise<Buffer>;
  /** Complete response headers per status (200, 304) as the Express path sent them; see fast-path.ts. */
  replay: Map<number, ReplayHeaders>;
}

export interface ReplayHeaders {
  /** The last headers seen, serialised, waiting for a second identical answer. */
  candidate?: string;
  /** Header names and values, flat, in the order Express wrote them; set once two answers agreed. */
  armed?: string[];
  /** The armed headers of a 200, checked and joined once (see prebuilt-head.ts); undefined for other answers. */
  head?: PrebuiltHead;
}

export interface CachedPage {
  /** The cache key: a page path, with the query values the page reads, or a key of an error page. */
  path: string;
  /** The status it is answered with: 200 for pages, 404 and others for the rendered-once error pages. */
  status: number;
  /** The footer year the HTML was rendered with. */
  year: number;
  variants: Record<ContentCoding, PageVariant>;
  /** Every variant's tag: a client holding any of them holds this page's current content. */
  etags: string[];
}

/** Renders a path's complete HTML for a given footer year, or undefined when the path has no cacheable page. */
export type RenderPage = (year: number) => string | undefined;

export interface PageCacheOptions {
  /** The business's time zone: the footer year turns over at midnight there. */
  timeZone: string;
  /** Milliseconds since the epoch; tests move it across New Year. */
  now?: () => number;
  /**
   * Pages held at most (default 512; the site has about 140 cacheable answers). Past it the oldest is
   * forgotten, so no mistake in what counts as cacheable can grow memory without bound.
   */
  maxEntries?: number;
}

/**
 * The rendered-once pages: each page path's HTML, rendered on its first request and compressed once with
 * gzip, and with brotli when a client that takes it first asks (codedBody). Lazy rather than at start-up, so the
 * server is healthy at once, a broken page cannot keep the others from being served, and pages nobody asks for
 * cost no memory; the first visitor of a page waits for one render and compression (a few milliseconds, the
 * compression off the event loop).
 *
 * The cache knows the year its pages were rendered in and forgets them all when the year turns over in the
 * business's time zone, so the footer's copyright year is never stale.
 */
export class PageCache {
  private readonly now: () => number;
  private year = 0;
  private yearEndsAt = 0;
  private pages = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage | undefined>>();

  private readonly maxEntries: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 512;
    this.startYear();
  }

  /** The page for a path if it is already rendered for the current year; synchronous, for the fast path. */
  peek(path: string): CachedPage | undefined {
    if (this.now() >= this.yearEndsAt) this.startYear();
    return this.pages.get(path);
  }

  /** The page for a key, rendering and compressing it if this is its first request this year. */
  get(path: string, render: RenderPage, status = 200): Promise<CachedPage | undefined> {
    const ready = this.peek(path);
    if (ready) return Promise.resolve(ready);
    let pending = this.pending.get(path);
    if (!pending) {
      const pages = this.pages;
      pending = build(path, status, this.year, render).then(
        (page) => {
          // A New Year reset, or forget() of this page, while compressing: the page is served once but not kept,
          // so HTML rendered from content that has since changed never outlives the change.
          if (page && this.pending.get(path) === pending) {
            if (pages.size >= this.maxEntries) {
              const oldest = pages.keys().next().value;
              if (oldest !== undefined) pages.delete(oldest);
            }
            pages.set(path, page);
          }
          if (this.pending.get(path) === pending) this.pending.delete(path);
          return page;
        },
        (error: unknown) => {
          this.pending.delete(path);
          throw error;
        },
      );
      this.pending.set(path, pending);
    }
    return pending;
  }

  /**
   * Drops these pages (and renders of them under way), so their next request renders them again: what the
   * database shows on them changed (server/public-content). Every other page keeps its bytes and ETag.
   */
  forget(paths: Iterable<string>): void {
    for (const path of paths) {
      this.pages.delete(path);
      this.pending.delete(path);
    }
  }

  /** How many pages are held, for tests and the README's memory figures. */
  get size(): number {
    return this.pages.size;
  }

  private startYear(): void {
    const now = this.now();
    this.year = businessYear(new Date(now), this.options.timeZone);
    this.yearEndsAt = firstInstantAfterYear(this.year, now, this.options.timeZone);
    this.pages = new Map();
    this.pending = new Map();
  }
}

/** The first millisecond at which the business's year is past `year`, found by bisection from `from`. */
export function firstInstantAfterYear(year: number, from: number, timeZone: string): number {
  let low = from;
  let high = from + 367 * 24 * 3600 * 1000;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (businessYear(new Date(middle), timeZone) > year) high = middle;
    else low = middle;
  }
  return high;
}

async function build(path: string, status: number, year: number, render: RenderPage): Promise<CachedPage | undefined> {
  const html = render(year);
  if (html === undefined) return undefined;
  return { path, status, year, ...(await compressedVariants(Buffer.from(html))) };
}

/** Bodies compressed lately, by coding and their content's hash; see compressedBody. */
const compressed = new Map<string, Promise<Buffer>>();
const COMPRESSED_KEPT = 512;

/**
 * A body's brotli or gzip bytes, compressed once per content in the process. Brotli at its highest quality is
 * the costliest step of a first answer (a 90 KB page: 0.65 s of CPU at load 29 here, against 0.03 s at quality 5),
 * and the same bytes come back to be compressed again: a page forget() dropped whose HTML did not change after
 * all, and in the suites every app that serves the same page. Equal content gives equal bytes, so it gets the
 * same Buffers (nothing writes to them once made).
 */
function compressedBody(coding: 'br' | 'gzip', identity: Buffer, hash: string): Promise<Buffer> {
  const key = `${coding} ${hash}`;
  let body = compressed.get(key);
  if (body) return body;
  body = coding === 'br' ? brotli(identity, brotliOptions(identity.length)) : gzipAsync(identity, GZIP_OPTIONS);
  if (compressed.size >= COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
  compressed.set(key, body);
  // A failed compression is not kept: the next request for the content tries again.
  body.catch(() => compressed.get(key) === body && compressed.delete(key));
  return body;
}

/**
 * The variant's bytes, made now if this is the first request for them (brotli). Concurrent first requests share
 * one compression; a failed one is tried again by the next request.
 */
export async function codedBody(variant: PageVariant): Promise<Buffer> {
  if (variant.body) return variant.body;
  const body = await variant.make!();
  variant.body = body;
  return body;
}

/**
 * A body in each coding, compressed once (brotli on its first request, codedBody), each with a strong entity tag
 * from the content's hash (the same body read again keeps its tags): what the fast path and Express both send as
 * it is, for pages and the JSON answers.
 */
export async function compressedVariants(
  identity: Buffer,
): Promise<{ variants: Record<ContentCoding, PageVariant>; etags: string[] }> {
  const fullHash = createHash('sha256').update(identity).digest('base64url');
  const gz = await compressedBody('gzip', identity, fullHash);
  const hash = fullHash.slice(0, 22);
  const variant = (coding: ContentCoding, body: Buffer | undefined, suffix: string): PageVariant => ({
    coding,
    etag: `"${hash}${suffix}"`,
    body,
    replay: new Map(),
  });
  const variants = {
    identity: variant('identity', identity, ''),
    br: { ...variant('br', undefined, '-br'), make: () => compressedBody('br', identity, fullHash) },
    gzip: variant('gzip', gz, '-gz'),
  };
  return { variants, etags: Object.values(variants).map((v) => v.etag) };
}
