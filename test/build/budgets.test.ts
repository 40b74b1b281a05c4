import { load } from 'cheerio';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientBuildOptions, type ChunkMap } from '../../scripts/build';
import { distDir, publicDir } from '../../server/kernel/http/paths';
import { allPagePaths } from '../../server/app/pages';
import { MAP_ORIGIN } from '../../server/kernel/http/security-headers';
import { testApp, TEST_SITE_URL } from '../helpers/app';

/**
 * Size budgets for what a visitor downloads, in brotli bytes (1 KB = 1024 bytes). Sizes are deterministic,
 * so a page, stylesheet or script that grows past its budget fails CI instead of slowing phones down.
 */
const KB = 1024;
const HTML_BUDGET = 25 * KB;
const CSS_BUDGET = 12 * KB;
// 76 KB since the booking island keeps each step in the browser's history, draws the address in parts and asks how
// they heard of us (docs/performance.md); 81 KB since it carries its words in English and Spanish (issue 41: /es/book
// hydrates the same island, and its catalogs are functions the server cannot hand it as props).
const JS_BUDGET = 81 * KB;

/** Packages that run on the server only: none of their files may be bundled for the browser. */
const SERVER_ONLY_PACKAGES = ['valibot'];

const chunks = JSON.parse(readFileSync(path.join(distDir, 'chunks.json'), 'utf8')) as ChunkMap;
const brotliSize = (url: string) => readFileSync(path.join(publicDir, url + '.br')).length;

/** Attributes that make the browser fetch something (links to other sites are not fetched). */
const FETCHING = [
  ['script', 'src'],
  ['link', 'href'],
  ['img', 'src'],
  ['img', 'srcset'],
  ['source', 'src'],
  ['source', 'srcset'],
  ['iframe', 'src'],
  ['video', 'src'],
  ['video', 'poster'],
  ['audio', 'src'],
  ['embed', 'src'],
  ['object', 'data'],
  ['form', 'action'],
  ['use', 'href'],
  ['image', 'href'],
] as const;

interface FetchedPage {
  path: string;
  status: number;
  html: string;
}

const app = testApp();
const pages: FetchedPage[] = [];

beforeAll(async () => {
  // Every page the route table lists that exists, plus the 404 page everybody can reach.
  for (const pagePath of [...allPagePaths(), '/no-such-page']) {
    const response = await supertest(app).get(pagePath);
    if (response.status === 200 || pagePath === '/no-such-page')
      pages.push({ path: pagePath, status: response.status, html: response.text });
  }
}, 120_000);

function originsFetchedBy(html: string): string[] {
  const $ = load(html);
  const origins: string[] = [];
  for (const [tag, attribute] of FETCHING) {
    $(`${tag}[${attribute}]`).each((_, element) => {
      for (const candidate of ($(element).attr(attribute) ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0] ?? '';
        if (!url || url.startsWith('data:')) continue;
        const origin = new URL(url, TEST_SITE_URL).origin;
        if (origin !== TEST_SITE_URL) origins.push(origin);
      }
    });
  }
  return origins;
}

describe('budgets', () => {
  it('covers the pages of the route table', () => {
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/about', '/no-such-page']));
  });

  it('keeps every page’s HTML within 25 KB brotli', () => {
    const oversized = pages
      .map((page) => ({ path: page.path, bytes: brotliCompressSync(page.html).length }))
      .filter((page) => page.bytes > HTML_BUDGET);
    expect(oversized).toEqual([]);
  });

  it('keeps the stylesheet within 12 KB brotli', () => {
    expect(chunks.css.reduce((sum, url) => sum + brotliSize(url), 0)).toBeLessThanOrEqual(CSS_BUDGET);
  });

  it('keeps the JavaScript each page loads, React included, within 81 KB brotli', () => {
    for (const page of pages) {
      const $ = load(page.html);
      const islands = $('[data-island]')
        .map((_, element) => $(element).attr('data-island'))
        .get();
      // A page with no island links no script (server/kernel/pages/render.tsx).
      expect($('script[type="module"]').attr('src'), page.path).toBe(islands.length ? chunks.entry[0] : undefined);
      if (islands.length === 0) continue;
      // Counted as if every island woke, those that wait for the visitor too (decision 0056).
      const files = new Set([...chunks.entry, ...chunks.hydrate]);
      for (const island of islands) {
        expect(chunks.islands[island], `${page.path}: island "${island}" is in the chunk map`).toBeDefined();
        for (const file of chunks.islands[island]!) files.add(file);
      }
      const bytes = [...files].reduce((sum, url) => sum + brotliSize(url), 0);
      expect(bytes, `${page.path} loads ${[...files].join(', ')}`).toBeLessThanOrEqual(JS_BUDGET);
    }
  });

  it('bundles no server-only package (the schema library) into any file the browser loads', async () => {
    const { metafile } = await build({ ...clientBuildOptions('production'), write: false });
    const packages = Object.keys(metafile!.inputs)
      .map((input) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1])
      .filter((name) => name !== undefined);
    // Read from the same list of inputs that names React, so an empty answer is not a wrong path.
    expect(packages).toContain('react-dom');
    expect(packages.filter((name) => SERVER_ONLY_PACKAGES.includes(name))).toEqual([]);
  });

  it('makes no page fetch anything from another origin, except the map frame on /contact', () => {
    for (const page of pages) {
      const allowed = page.path === '/contact' || page.path === '/es/contact' ? [MAP_ORIGIN] : [];
      expect(
        originsFetchedBy(page.html).filter((origin) => !allowed.includes(origin)),
        page.path,
      ).toEqual([]);
    }
  });

  it('makes the stylesheet fetch nothing from another origin', () => {
    for (const url of chunks.css) {
      const css = readFileSync(path.join(publicDir, url), 'utf8');
      expect(css).not.toMatch(/@import/);
      const urls = [...css.matchAll(/url\(\s*['"]?([^'")]+)/g)].map((match) => match[1]!);
      expect(urls.filter((u) => !u.startsWith('data:') && new URL(u, TEST_SITE_URL).origin !== TEST_SITE_URL)).toEqual(
        [],
      );
    }
  });
});
