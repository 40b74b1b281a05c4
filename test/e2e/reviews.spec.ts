import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  launchBrowser,
  expectQuietPage,
  openPage,
  PHONE,
  waitForHydration,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('/reviews in the browser', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('loads on a %s with six reviews read out as five stars, and zero axe-core violations', async (_name, viewport) => {
    const watched = await openPage(browser, '/reviews', { viewport });
    const { page } = watched;
    await waitForHydration(page);
    expect(await page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(6);
    expect(await page.getByRole('img', { name: 'Rated 4.9 out of 5' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectQuietPage(watched);
  });
});
