import { describe, it } from 'vitest';
import { expectNoAxeViolations, sharedBrowser, openMenu, openPage, PHONE, waitForHydration } from './browser';

const browser = sharedBrowser();

// Every page as it loads is checked with axe by layout.spec.ts; this is the state it cannot reach. The menu is the
// same on every page, so one page shows it.
const paths = ['/'];

describe.each(paths)('%s in the browser', (path) => {
  it('has zero axe-core violations on a phone with the menu open', async () => {
    const { page } = await openPage(browser(), path, { viewport: PHONE });
    await waitForHydration(page);
    await openMenu(page);
    await expectNoAxeViolations(page);
  });
});
