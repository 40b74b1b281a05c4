import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
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

const paths = ['/', '/about'];

describe.each(paths)('%s in the browser', (path) => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('loads on a %s without console errors, failed requests or third-party requests', async (_name, viewport) => {
    const watched = await openPage(browser, path, { viewport });
    const { page } = watched;
    await waitForHydration(page);
    await expectQuietPage(watched);
  });

  it('has zero axe-core violations', async () => {
    const { page } = await openPage(browser, path, { viewport: DESKTOP });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  it('has zero axe-core violations on a phone with the menu open', async () => {
    const { page } = await openPage(browser, path, { viewport: PHONE });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page);
  });
});
