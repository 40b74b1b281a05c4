import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChunkMap } from '../../scripts/build';
import { distDir } from '../../server/kernel/http/paths';
import { baseURL, PHONE, sharedBrowser, waitForHydration } from './browser';

const browser = sharedBrowser();
let context: BrowserContext | undefined;
const chunks = JSON.parse(readFileSync(path.join(distDir, 'chunks.json'), 'utf8')) as ChunkMap;

/** Opens a page as a phone does and lists every script and stylesheet it fetched once its islands are awake. */
async function fetchedBy(pagePath: string) {
  context = await browser().newContext({ baseURL: baseURL(), viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
  });
  await page.goto(pagePath, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const islands = await page.locator('[data-island]').evaluateAll((roots) => roots.map((root) => root.dataset.island!));
  const painted = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontWeight);
  await context.close();
  context = undefined;
  return { scripts: scripts.sort(), stylesheets, islands, painted };
}

/** What a page with these islands should fetch: the entry's files and each island's chunks, each once. */
const expectedFor = (islands: string[]) =>
  [
    ...new Set([
      ...chunks.entry,
      ...islands.flatMap((island) => chunks.islands[island] ?? [`no chunks for ${island}`]),
    ]),
  ].sort();

describe('what a page fetches', () => {
  afterAll(async () => context?.close());

  it('a page fetches the entry and the chunks of the islands it renders, and no other island’s', async () => {
    for (const pagePath of ['/about', '/faq', '/services/refrigerator-repair', '/book', '/contact']) {
      const { scripts, islands } = await fetchedBy(pagePath);
      expect(islands.length, pagePath).toBeGreaterThan(0);
      expect(scripts, pagePath).toEqual(expectedFor(islands));
    }
    // The booking flow's own chunks are the booking page's alone.
    const about = await fetchedBy('/about');
    const bookOnly = chunks.islands.book!.filter((url) => !expectedFor(about.islands).includes(url));
    expect(bookOnly.length).toBeGreaterThan(0);
  });

  it('a page without an island fetches no script at all', async () => {
    const { scripts, islands } = await fetchedBy('/office/login');
    expect(islands).toEqual([]);
    expect(scripts).toEqual([]);
  });

  it('a public page is styled by what it carries: no stylesheet is fetched before or after its first paint', async () => {
    const { stylesheets, painted } = await fetchedBy('/services/refrigerator-repair');
    expect(stylesheets).toEqual([]);
    // The heading in the site's weight (base.css), so the inline stylesheet applied under the CSP.
    expect(Number(painted)).toBeGreaterThanOrEqual(700);
  });
});
