import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, expectNoAxeViolations, launchBrowser, openPage, PHONE, waitForHydration } from './browser';

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
    const { page, problems, origins } = await openPage(browser, path, { viewport });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect([...origins]).toEqual([baseURL()]);
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
