import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  sharedBrowser,
  expectQuietPage,
  openPage,
  PHONE,
  waitForHydration,
} from './browser';

const browser = sharedBrowser();

describe('/reviews in the browser', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('loads on a %s with six reviews read out as five stars, and zero axe-core violations', async (_name, viewport) => {
    const watched = await openPage(browser(), '/reviews', { viewport });
    const { page } = watched;
    await waitForHydration(page);
    expect(await page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(6);
    expect(await page.getByRole('img', { name: 'Rated 4.9 out of 5' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectQuietPage(watched);
  });
});
