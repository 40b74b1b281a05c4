import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, expectNoAxeViolations, sharedBrowser, openPage, PHONE, waitForHydration } from './browser';

const browser = sharedBrowser();

// Two articles with different shapes: numbered steps under h3s, and a long checklist.
const pages = ['/blog', '/blog/washer-wont-drain', '/blog/fall-appliance-maintenance-checklist'];
const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Scrolls to the bottom a screen at a time, so lazy images load the way they do for a reader. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** Cumulative layout shift so far, from the browser's own layout-shift entries. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

// Sideways scrolling on a phone: layout.spec.ts, for every article.
describe.each(pages)('%s in the browser', (path) => {
  it.each(viewports)(
    'loads on a %s with every image, without shifting its layout, no console errors and no third-party requests',
    async (_name, viewport) => {
      const { page, problems, origins } = await openPage(browser(), path, { viewport });
      // Read the way a reader scrolls, while the islands hydrate: the layout-shift entries are buffered from the
      // start of the load, so a shift from an image arriving or from hydration counts wherever it happened.
      await scrollThrough(page);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const images = await page
        .locator('main img')
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[])
            .filter((img) => getComputedStyle(img).display !== 'none')
            .map((img) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 })),
        );
      expect(images.length).toBeGreaterThan(0);
      expect(images.filter((img) => !img.loaded)).toEqual([]);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      expect(problems).toEqual([]);
      expect([...origins]).toEqual([baseURL()]);
    },
  );
});

describe('reading the blog', () => {
  // One load of /blog at a desktop for the keyboard and the click, and the article it opens for the measure (each
  // was a load of its own; every article's body has the same style).
  it('reaches every card by keyboard with a ring, opens an article from its card at a readable measure, leads on', async () => {
    const { page, problems } = await openPage(browser(), '/blog', { viewport: DESKTOP });
    // The keyboard: one stop per card, with a visible focus ring.
    const first = page.locator('.blog-card__link').first();
    await first.focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focused).toBe(await page.locator('.blog-card__link').nth(1).getAttribute('href'));
    const ring = await page
      .locator('.blog-card__link')
      .nth(1)
      .evaluate((link) => {
        const around = getComputedStyle(link, '::after');
        return { style: around.outlineStyle, width: around.outlineWidth, covers: around.position === 'absolute' };
      });
    expect(ring).toEqual({ style: 'solid', width: '3px', covers: true });

    const card = page.locator('.blog-card').filter({ hasText: 'Dryer Taking Two Cycles?' });
    // A click on the illustration, not the title, still opens the article: the title's link covers the card.
    const image = card.locator('img');
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL('**/blog/dryer-takes-two-cycles');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Dryer Taking Two Cycles\?/);
    expect(await page.locator('article time').getAttribute('datetime')).toBe('2025-10-04');

    // The article text keeps to a readable measure on a wide screen.
    const charsPerLine = await page
      .locator('.article-body p')
      .first()
      .evaluate((p) => {
        // The paragraph's width divided by the average width of its own characters in its own font.
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(p).font;
        const text = p.textContent ?? '';
        return p.getBoundingClientRect().width / (context.measureText(text).width / text.length);
      });
    expect(charsPerLine).toBeGreaterThan(55);
    expect(charsPerLine).toBeLessThan(85);

    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link');
    expect(await related.count()).toBe(3);
    await related.first().click();
    await page.waitForURL('**/blog/dryer-not-heating');
    expect(problems).toEqual([]);
  });

  it('shows Post Not Found for an unknown article with a working Back to Blog link and no axe violations', async () => {
    const { page } = await openPage(browser(), '/blog/no-such-article', { viewport: PHONE });
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Post Not Found');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL('**/blog');
    expect(await page.locator('.blog-card').count()).toBe(23);
  });
});
