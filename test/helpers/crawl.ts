import { load, type CheerioAPI } from 'cheerio';
import type { Express } from 'express';
import supertest from 'supertest';
import { TEST_SITE_URL } from './app';

export interface CrawledUrl {
  status: number;
  contentType: string;
  /** The pages or files that link to it. */
  linkedFrom: Set<string>;
}

export interface Crawl {
  /** Every internal URL (path and query) the crawl met, with the answer it got. */
  urls: Map<string, CrawledUrl>;
  /** Every HTML page that answered 200, parsed. */
  pages: Map<string, CheerioAPI>;
}

/** Attributes that make a browser or a crawler fetch a URL, per element. */
const REFERENCES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['iframe[src]', 'src'],
  ['source[src]', 'src'],
  ['meta[property="og:image"]', 'content'],
  ['meta[property="og:url"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
];

function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The references in an HTML page, a web app manifest or an Atom feed. */
function referencesIn(body: string, contentType: string): string[] {
  if (contentType.includes('html')) {
    const $ = load(body);
    const found = REFERENCES.flatMap(([selector, attribute]) =>
      $(selector)
        .map((_, el) => $(el).attr(attribute) ?? '')
        .get(),
    );
    const srcsets = $('img[srcset], source[srcset]')
      .map((_, el) => srcsetUrls($(el).attr('srcset') ?? ''))
      .get();
    return [...found, ...srcsets];
  }
  if (contentType.includes('manifest+json')) {
    const manifest = JSON.parse(body) as { start_url?: string; icons?: { src: string }[] };
    return [manifest.start_url ?? '', ...(manifest.icons ?? []).map((icon) => icon.src)];
  }
  if (contentType.includes('atom+xml')) {
    const $ = load(body, { xml: true });
    return $('link[href]')
      .map((_, el) => $(el).attr('href') ?? '')
      .get();
  }
  return [];
}

/** The internal path and query of a reference, or undefined for what the crawl leaves alone. */
function internal(reference: string, base: string): string | undefined {
  const trimmed = reference.trim();
  // Fragment-only links point into the page already fetched; tel:, mailto: and other sites are not ours.
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const url = new URL(trimmed, TEST_SITE_URL + base);
  if (url.origin !== TEST_SITE_URL) return undefined;
  return url.pathname + url.search;
}

/**
 * Follows every internal reference from `start` through the app, as a search engine or a visitor clicking
 * everything would, and records what each URL answered. Only pages that answer 200 are read for more links.
 */
export async function crawlSite(app: Express, start = '/'): Promise<Crawl> {
  const urls = new Map<string, CrawledUrl>();
  const pages = new Map<string, CheerioAPI>();
  const queue: string[] = [start];
  urls.set(start, { status: 0, contentType: '', linkedFrom: new Set() });
  const agent = supertest(app);
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (path) => {
        const response = await agent
          .get(path)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          });
        const contentType = String(response.headers['content-type'] ?? '');
        const entry = urls.get(path)!;
        entry.status = response.status;
        entry.contentType = contentType;
        if (response.status !== 200) return;
        const body = (response.body as Buffer).toString('utf8');
        if (contentType.includes('text/html')) pages.set(path, load(body));
        for (const reference of referencesIn(body, contentType)) {
          const target = internal(reference, path);
          if (target === undefined) continue;
          const known = urls.get(target);
          if (known) {
            known.linkedFrom.add(path);
          } else {
            urls.set(target, { status: 0, contentType: '', linkedFrom: new Set([path]) });
            queue.push(target);
          }
        }
      }),
    );
  }
  return { urls, pages };
}
