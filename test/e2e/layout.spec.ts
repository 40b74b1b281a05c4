import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allPagePaths } from '../../server/routes';
import { SCREEN_WIDTHS } from '../../scripts/screen-widths';
import { checkLayout, type LayoutReport } from './layout-check';
import { expectNoAxeViolations, openPage, sharedBrowser, waitForHydration } from './browser';

const browser = sharedBrowser();

async function layoutOf(page: Page): Promise<LayoutReport> {
  // Smooth scrolling would leave elements mid-way when their boxes are read.
  await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' }).catch(() => undefined);
  return page.evaluate(checkLayout);
}

const paths = allPagePaths();

describe.each(SCREEN_WIDTHS)('every page at %i px', (width) => {
  it.each(paths)(
    '%s: no horizontal overflow, nothing covered by the action bar or header, targets big enough',
    async (path) => {
      const { page } = await openPage(browser(), path, { viewport: { width, height: width < 768 ? 740 : 900 } });
      const report = await layoutOf(page);
      expect(report.overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      if (width < 768) expect(report.headerHeight).toBeLessThanOrEqual(80);
      expect(report.covered).toEqual([]);
      expect(report.tooSmall).toEqual([]);
      await page.context().close();
    },
  );
});

/** One page of each kind, checked with axe at every width. */
const KINDS = [
  '/',
  '/services',
  '/services/oven-repair',
  '/cities',
  '/cities/bethesda-md',
  '/blog',
  paths.find((path) => path.startsWith('/blog/'))!,
  '/reviews',
  '/coupons',
  '/faq',
  '/contact',
  '/about',
];

describe.each(SCREEN_WIDTHS)('axe at %i px', (width) => {
  it.each(KINDS)('%s has zero axe-core violations', async (path) => {
    const { page } = await openPage(browser(), path, { viewport: { width, height: 900 } });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
