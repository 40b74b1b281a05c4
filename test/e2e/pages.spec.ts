import { describe, it } from 'vitest';
import {
  checkPagesInBrowser,
  expectNoAxeViolations,
  sharedBrowser,
  openPage,
  PHONE,
  waitForHydration,
} from './browser';

const browser = sharedBrowser();

const paths = ['/', '/about'];

checkPagesInBrowser(paths, browser);

describe.each(paths)('%s in the browser', (path) => {
  it('has zero axe-core violations on a phone with the menu open', async () => {
    const { page } = await openPage(browser(), path, { viewport: PHONE });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page);
  });
});
