import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, waitForHydration } from './browser';

const browser = sharedBrowser();

/** A phone's first screen: 375×667, the iPhone SE and 8, the smallest common phone screen that is not 320 px wide. */
const PHONE_SCREEN = { width: 375, height: 667 };

/**
 * Runs in the page, before any scroll: the controls the bottom Call/Book bar cuts across (partly above its top
 * edge, partly under it), which look tappable and are not; and where the bar's top edge is.
 */
function cutByBar() {
  const element = document.querySelector('.action-bar')!;
  // Where the browser brings the bar in as the header scrolls away (layout.css), it is hidden on arrival: it cuts
  // nothing, and the screen's edge is no bar.
  const shown = getComputedStyle(element).visibility !== 'hidden';
  const bar = element.getBoundingClientRect();
  const cut: string[] = [];
  for (const el of document.querySelectorAll('main a[href], main button, main input, main select, main summary')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (shown && box.top < bar.top - 1 && box.bottom > bar.top + 1)
      cut.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
  }
  return { cut, barTop: bar.top };
}

describe("a phone's first screen", () => {
  it.each(['/coupons', '/blog'])('%s: the bottom bar cuts across no control on arrival', async (path) => {
    const { page } = await openPage(browser(), path, { viewport: PHONE_SCREEN });
    await waitForHydration(page);
    expect((await page.evaluate(cutByBar)).cut).toEqual([]);
  });

  // One load of the home page for both of its checks.
  it('home: the bottom bar cuts across no control on arrival; the rating, the fee and the start of booking above it', async () => {
    const { page } = await openPage(browser(), '/', { viewport: PHONE_SCREEN });
    await waitForHydration(page);
    const { cut, barTop } = await page.evaluate(cutByBar);
    expect(cut).toEqual([]);
    const bottom = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    for (const selector of ['.hero__rating', '.book-card__title', '.book-card__fee', '#book-zip', '#book-service']) {
      const box = await bottom(selector);
      expect(box.y + box.height, selector).toBeLessThanOrEqual(barTop);
    }
    expect(await page.locator('.book-card__fee').textContent()).toMatch(/\$\d+ service call.*Same-day visits/);
  });
});
