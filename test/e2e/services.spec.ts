import { describe, expect, it } from 'vitest';
import { sharedBrowser, openPage, PHONE } from './browser';

const browser = sharedBrowser();

describe('finding a repair from the services page', () => {
  it('a homeowner picks Dryer Repair, reads the common problems and goes on to their city', async () => {
    const { page } = await openPage(browser(), '/services', { viewport: PHONE });
    await page
      .getByRole('link', { name: /Dryer Repair/ })
      .first()
      .click();
    await page.waitForURL('**/services/dryer-repair');
    await expect.poll(() => page.locator('.problem').count()).toBe(8);
    expect(await page.getByRole('heading', { level: 3, name: 'Gas dryer lights, then goes cold' }).isVisible()).toBe(
      true,
    );
    await page.locator('main .city-chips').getByRole('link', { name: 'Greenbelt' }).click();
    await page.waitForURL('**/cities/greenbelt-md');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Appliance Repair in Greenbelt, MD');
  });

  it('the formerly short pages keep both calls to action on screen on a phone, above the action bar', async () => {
    const { page } = await openPage(browser(), '/services/ice-maker-repair', { viewport: PHONE });
    const book = page.locator('.page-hero').getByRole('link', { name: 'Book Repair Now' });
    const call = page.locator('.page-hero').getByRole('link', { name: /Call Now/ });
    expect(await book.isVisible()).toBe(true);
    expect(await call.getAttribute('href')).toBe('tel:+12025550147');
    const box = await call.boundingBox();
    const bar = await page.locator('.action-bar').boundingBox();
    expect(box!.y + box!.height).toBeLessThan(bar!.y);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});
