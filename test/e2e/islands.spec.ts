import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChunkMap } from '../../scripts/build';
import { distDir } from '../../server/kernel/http/paths';
import { baseURL, PHONE, sharedBrowser } from './browser';
import { borrowPage, giveBack } from './page-pool';

const browser = sharedBrowser();
const chunks = JSON.parse(readFileSync(path.join(distDir, 'chunks.json'), 'utf8')) as ChunkMap;

/** What each page asks of Intl and how far it moves as it loads, read by the tests below. */
async function watchIntlAndShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = { intl: [] as string[], shifted: 0 };
    Object.assign(window, { seen });
    for (const name of ['DateTimeFormat', 'RelativeTimeFormat', 'NumberFormat', 'PluralRules', 'ListFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          seen.intl.push(name);
          return Reflect.construct(target, args) as object;
        },
      });
    }
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shifted += shift.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens a page as a phone does and lists every script and stylesheet it fetched once its islands are awake. The
 * page is a borrowed one (page-pool.ts) that fetches as on a first visit: a route on it turns Chromium's cache off
 * ("enabling routing disables http cache"), so nothing an earlier page fetched is taken from memory unseen.
 */
async function fetchedBy(pagePath: string) {
  const page = await borrowPage(
    browser(),
    { baseURL: baseURL(), viewport: PHONE, isMobile: true, hasTouch: true },
    { prepare: watchIntlAndShifts },
  );
  await page.route('**/*', (route) => route.continue());
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
  });
  await page.goto(pagePath, { waitUntil: 'load' });
  // The islands that wake on arrival, by React or their own code; a form waits for the visitor, and no one touches it.
  await page
    .locator(
      '[data-island]:not([data-wake]):not([data-hydrated]), [data-island][data-wake="enhance"]:not([data-hydrated])',
    )
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const islands = await page
    .locator('[data-island]')
    .evaluateAll((roots) => roots.map((root) => ({ name: root.dataset.island!, wake: root.dataset.wake })));
  const painted = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontWeight);
  return { page, scripts, stylesheets, islands, painted };
}

/** The Intl formatters the page built and the sum of its layout shifts so far. */
const seenBy = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { intl: string[]; shifted: number } }).seen);

/**
 * What a page should fetch when these islands wake: the entry, each island's chunks, once, and React's renderer
 * when React hydrates one of them (an 'enhance' island runs without it).
 */
const expectedFor = (hydrated: string[], enhanced: string[] = []) =>
  [
    ...new Set([
      ...chunks.entry,
      ...(hydrated.length ? chunks.hydrate : []),
      ...[...hydrated, ...enhanced].flatMap((island) => chunks.islands[island] ?? [`no chunks for ${island}`]),
    ]),
  ].sort();

type FoundIsland = { name: string; wake: string | undefined };
/** The islands React hydrates as the page loads: those with no data-wake rule. */
const wakingAtLoad = (islands: FoundIsland[]) =>
  islands.filter((island) => island.wake === undefined).map((island) => island.name);
/** The islands whose own code works on the server's markup at load, without React. */
const enhancedAtLoad = (islands: FoundIsland[]) =>
  islands.filter((island) => island.wake === 'enhance').map((island) => island.name);

describe('what a page fetches', () => {
  // Decision 0065: the coupons and the FAQ are enhanced without React; contact and booking wake when first used.
  it(
    'contact, coupons, the FAQ, booking step 1 and step 2 fetch no React on arrival',
    { timeout: 120_000 },
    async () => {
      for (const pagePath of ['/contact', '/coupons', '/faq', '/book', '/book?zip=20910&service=refrigerator-repair']) {
        const { page, scripts, islands } = await fetchedBy(pagePath);
        expect(wakingAtLoad(islands), pagePath).toEqual([]);
        expect(scripts.sort(), pagePath).toEqual(expectedFor([], enhancedAtLoad(islands)));
        expect(
          scripts.filter((url) => chunks.hydrate.includes(url) && !chunks.entry.includes(url)),
          pagePath,
        ).toEqual([]);
        await giveBack(page);
      }
    },
  );

  it('a service page names the next free window without fetching React', async () => {
    const { page, scripts, islands } = await fetchedBy('/services/refrigerator-repair');
    expect(wakingAtLoad(islands)).toEqual([]);
    expect(enhancedAtLoad(islands)).toContain('next-available');
    expect(scripts.sort()).toEqual(expectedFor([], ['next-available']));
    const link = page.locator('.next-available__link').first();
    const when = link.locator('.next-available__when:not([data-pending])');
    await expect.poll(() => when.textContent()).toMatch(/^Next available: (today|tomorrow|[A-Z][a-z]+day) \d/);
    expect(await link.getAttribute('href')).toMatch(/^\/book\?service=refrigerator-repair&window=\d{4}-/);
    await giveBack(page);
  });

  it('the home page writes the next window without Intl, and nothing moves when it arrives', async () => {
    // A page's first Intl formatter loads the browser's locale and time-zone data: most of a phone's blocking time
    // on arrival. The line's room is kept for any day's words, so its arrival moves nothing below it.
    for (const pagePath of ['/', '/es/']) {
      const { page } = await fetchedBy(pagePath);
      const when = page.locator('.next-available__when:not([data-pending])').first();
      await expect.poll(() => when.textContent()).toMatch(/^(Next available|Próximo horario libre): \S+ \d/);
      expect(await seenBy(page), pagePath).toEqual({ intl: [], shifted: 0 });
      await giveBack(page);
    }
  });

  it('a page whose islands wait for the visitor fetches no React until the Menu tap, which opens the menu', async () => {
    const { page, scripts, islands } = await fetchedBy('/about');
    expect(scripts.sort()).toEqual([...chunks.entry].sort());
    expect(islands).toEqual([
      { name: 'menu', wake: 'use' },
      { name: 'toaster', wake: 'toast' },
    ]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu' }).tap();
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    // Opened by the island, not by the link's #site-nav: no history entry, no jump.
    expect(new URL(page.url()).hash).toBe('');
    await page.waitForLoadState('networkidle');
    expect(scripts.sort()).toEqual(expectedFor(['menu']));
    // The booking flow's own chunks are the booking page's alone.
    expect(chunks.islands.book!.filter((url) => !scripts.includes(url)).length).toBeGreaterThan(0);
    await giveBack(page);
  });

  it('a page without an island fetches no script at all', async () => {
    const { page, scripts, islands } = await fetchedBy('/office/login');
    expect(islands).toEqual([]);
    expect(scripts).toEqual([]);
    await giveBack(page);
  });

  it('a public page is styled by what it carries: no stylesheet is fetched before or after its first paint', async () => {
    const { page, stylesheets, painted } = await fetchedBy('/services/refrigerator-repair');
    await giveBack(page);
    expect(stylesheets).toEqual([]);
    // The heading in the site's weight (base.css), so the inline stylesheet applied under the CSP.
    expect(Number(painted)).toBeGreaterThanOrEqual(700);
  });
});
