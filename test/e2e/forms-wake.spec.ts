import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChunkMap } from '../../scripts/build';
import { distDir } from '../../server/kernel/http/paths';
import { storedLeads } from '../helpers/leads';
import { baseURL, databaseUrl, DESKTOP, sharedBrowser } from './browser';
import { borrowPage } from './page-pool';

/**
 * The contact and booking forms wake when first used (the registry's 'form' rule, decision 0065): nothing of React
 * is fetched on arrival, and a submit made before the island is awake is held and handled by it once it is. Here
 * the island's code is answered late on purpose, so the first submit always comes before React has hydrated.
 */

const browser = sharedBrowser();
const chunks = JSON.parse(readFileSync(path.join(distDir, 'chunks.json'), 'utf8')) as ChunkMap;
/** Scripts the entry does not load: the islands' chunks and React's. */
const lateScript = (url: URL) => url.pathname.startsWith('/assets/') && !chunks.entry.includes(url.pathname);

/**
 * Opens a page whose island code (everything but the entry) is answered after `delayMs`, or with 503 (`unavailable`), and
 * records the scripts it fetches and the posts it sends.
 */
async function openSlow(pagePath: string, { delayMs = 1500, unavailable = false } = {}) {
  const page = await borrowPage(browser(), { baseURL: baseURL(), viewport: DESKTOP }, { timeout: 20_000 });
  await page.route(lateScript, async (route: Route) => {
    if (unavailable) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return route.continue().catch(() => undefined);
  });
  const scripts: string[] = [];
  const posts: { url: string; contentType: string }[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (request.method() === 'POST')
      posts.push({ url: pathname, contentType: request.headers()['content-type'] ?? '' });
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(pagePath, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // A mark on this document: still there after a step changes in place, gone if the browser loaded a new page.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return { page, scripts, posts, problems };
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const hydrated = (page: Page) => page.locator('[data-wake="form"]').getAttribute('data-hydrated');
const heading = (page: Page) => page.locator('#book-step-title');
/** Long enough for the island's late code, React's start and the server's answer on a busy machine. */
const SLOW = { timeout: 20_000 };

describe('forms that wake when first used', () => {
  it('contact: typed and sent before the island is awake, the message goes by fetch with what was typed', async () => {
    const { page, posts, problems } = await openSlow('/contact');
    const email = `early-${Date.now()}@example.com`;
    await page.locator('#contact-name').fill('Early Sender');
    await page.locator('#contact-email').fill(email);
    await page.locator('#contact-phone').fill('(240) 555-0142');
    await page.locator('#contact-service').selectOption('dryer');
    await page.locator('#contact-message').fill('Typed before the island woke.');
    expect(await hydrated(page)).toBeNull();
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.locator('.contact-sent').waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(posts.filter((post) => post.url === '/contact')).toEqual([
      { url: '/contact', contentType: 'application/json' },
    ]);
    const stored = (await storedLeads(databaseUrl())).filter((lead) => lead.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Early Sender', message: 'Typed before the island woke.' });
    expect(problems).toEqual([]);
  });

  it('contact: when the island’s code cannot load, the held Send posts the form as without JavaScript', async () => {
    const { page } = await openSlow('/contact', { unavailable: true });
    const email = `plain-${Date.now()}@example.com`;
    await page.locator('#contact-name').fill('Plain Sender');
    await page.locator('#contact-email').fill(email);
    await page.locator('#contact-phone').fill('(240) 555-0143');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/contact\?sent=1/);
    expect((await storedLeads(databaseUrl())).filter((lead) => lead.email === email)).toHaveLength(1);
  });

  it('booking step 1: a zip and an appliance, then the button, reach step 2 in place with a history entry', async () => {
    const { page } = await openSlow('/book');
    const entries = await page.evaluate(() => window.history.length);
    await page.locator('#book-zip').fill('20910');
    await page.locator('#book-service').selectOption('refrigerator-repair');
    expect(await hydrated(page)).toBeNull();
    await page.getByRole('button', { name: 'See arrival windows' }).click();

    await expect.poll(() => heading(page).textContent(), SLOW).toBe('Step 2 of 4: Choose an Arrival Window');
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).search).toBe('?zip=20910&service=refrigerator-repair');
    expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);

    // Back is step 1 again, drawn by the island with what was typed.
    await page.goBack();
    await expect.poll(() => heading(page).textContent(), SLOW).toBe('Step 1 of 4: Where Is the Appliance?');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('#book-zip').inputValue()).toBe('20910');
    await page.goForward();
    await expect.poll(() => heading(page).textContent(), SLOW).toBe('Step 2 of 4: Choose an Arrival Window');
  });

  it('booking step 2 by its address: a window chosen, then Continue, goes to step 3 in place with that window', async () => {
    const { page } = await openSlow('/book?zip=20910&service=refrigerator-repair');
    // A window other than the one chosen for the visitor, its day opened as a visitor does; the radio lies over
    // its tile (booking.css), so the tap lands on it.
    const radio = page.locator('input[name="window"]:not([disabled]):not(:checked)').first();
    const start = (await radio.getAttribute('value'))!;
    const day = page.locator(`details.windows__day:has(#${await radio.getAttribute('id')})`);
    if ((await day.getAttribute('open')) === null) await day.locator('summary').click();
    await radio.check();
    expect(await hydrated(page)).toBeNull();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => heading(page).textContent(), SLOW).toBe('Step 3 of 4: Your Details');
    expect(await sameDocument(page)).toBe(true);
    const kept = await page.locator('input[type="hidden"][name="windowStart"]').getAttribute('value');
    expect(Date.parse(kept!)).toBe(Date.parse(start));
    expect(Date.parse(new URL(page.url()).searchParams.get('window')!)).toBe(Date.parse(start));
  });
});
