/**
 * Every way into booking carries what the visitor already told us, on a phone with JavaScript on and off: a
 * service page its appliance (and, with JavaScript, "Next available" its window), a city page and the zip checker
 * their zip, a coupon its code. Each lands on the first step that still needs an answer, and a bad coupon is
 * refused at the details step, where it was typed, with everything else kept. Once, at one width: the pages' HTML
 * does not change with the width and no script of the site reads it (client/ has no matchMedia or innerWidth), so a
 * desktop would follow the same links and post the same forms; the layout at every width is layout.spec.ts's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectQuietPage, openPage, PHONE, sharedBrowser, waitForHydration } from './browser';

const browser = sharedBrowser();

const stepTitle = (page: Page) => page.locator('#book-step-title');

/** Follows a link as a visitor would, and waits for the page it opens (a new document in both modes). */
async function follow(page: Page, name: RegExp | string): Promise<void> {
  await Promise.all([page.waitForURL(/\/book(\?|$)/), page.getByRole('link', { name }).first().click()]);
}

/** Loads a page of the site; with JavaScript, waits until its islands are live. */
async function visit(page: Page, path: string, javaScript: boolean): Promise<void> {
  await page.goto(path);
  if (javaScript) await waitForHydration(page);
}

let visitors = 0;

describe.each([
  ['phone', 'on', PHONE, true],
  ['phone', 'off', PHONE, false],
] as const)('into booking on a %s with JavaScript %s', (_device, _state, viewport, javaScript) => {
  it(
    'arrives from a service page, a city page, the zip checker and a coupon with what each knew',
    { timeout: 90_000 },
    async () => {
      const n = ++visitors;
      const watched = await openPage(browser(), '/services/dryer-repair', {
        viewport,
        javaScriptEnabled: javaScript,
        extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${150 + n}` },
      });
      const { page } = watched;

      // A service page: the appliance is chosen. With JavaScript its link names the next free window and carries it.
      if (javaScript) {
        await waitForHydration(page);
        await expect
          .poll(() => page.locator('.next-available__when:not([data-pending])').first().textContent())
          .toMatch(/Next available/);
      }
      await follow(page, /Book a dryer repair visit online/);
      expect(await stepTitle(page).textContent()).toContain('Where');
      expect(await page.locator('#book-service').inputValue()).toBe('dryer-repair');
      const carried = page.locator('input[type="hidden"][name="window"]');
      if (javaScript) {
        const window = new URL(page.url()).searchParams.get('window');
        expect(window).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(await carried.inputValue()).toBe(window);
        expect(await page.locator('main').textContent()).toMatch(/Arrival window .* goes with your booking/);
      } else {
        expect(await carried.count()).toBe(0);
      }
      // Only the zip is missing; with the window known the next step is the details, else the windows.
      if (javaScript) await waitForHydration(page);
      await page.locator('#book-zip').fill('20901');
      await page.getByRole('button', { name: 'See arrival windows' }).click();
      await expect.poll(() => stepTitle(page).textContent()).toContain(javaScript ? 'Your Details' : 'Choose');

      // A city page: its zip.
      await visit(page, '/cities/silver-spring-md', javaScript);
      await page.evaluate(() => document.querySelectorAll('.next-available__when').forEach((when) => when.remove()));
      await follow(page, /Book a visit in Silver Spring online/);
      expect(await page.locator('#book-zip').inputValue()).toBe('20901');
      expect(await page.locator('#book-service').inputValue()).toBe('');

      // The zip checker on the areas page: the answer's Book button carries the zip checked.
      await visit(page, '/cities', javaScript);
      await page.getByLabel('Your zip code').first().fill('20814');
      await page.getByRole('button', { name: 'Check my area' }).first().click();
      await follow(page, 'Book a visit in 20814');
      expect(await page.locator('#book-zip').inputValue()).toBe('20814');

      // A coupon: its code travels through the steps to the details form.
      await visit(page, '/coupons', javaScript);
      await follow(page, 'Book with this code');
      expect(await page.locator('main').textContent()).toContain('Coupon FIRST25 goes with your booking.');
      if (javaScript) await waitForHydration(page);
      await page.locator('#book-zip').fill('20901');
      await page.locator('#book-service').selectOption('washer-repair');
      await page.getByRole('button', { name: 'See arrival windows' }).click();
      await expect.poll(() => stepTitle(page).textContent()).toContain('Choose');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => stepTitle(page).textContent()).toContain('Your Details');
      expect(await page.locator('#book-coupon').inputValue()).toBe('FIRST25');

      // A code we do not have is refused here, at its own step, and nothing typed is lost.
      await page.locator('#book-coupon').fill('HALFOFF99');
      await page.locator('#book-name').fill(`Casey Coupon ${n}`);
      await page.locator('#book-phone').fill(`(240) 555-${4100 + n}`);
      await page.locator('#book-email').fill(`coupon-${Date.now()}-${n}@example.com`);
      await page.locator('#book-address').fill('12 Coupon Court');
      await page.getByRole('button', { name: 'Review booking' }).click();
      await expect.poll(() => page.locator('#book-coupon-error').textContent()).toMatch(/code/i);
      expect(await stepTitle(page).textContent()).toContain('Your Details');
      expect(await page.locator('#book-coupon').inputValue()).toBe('HALFOFF99');
      expect(await page.locator('#book-name').inputValue()).toBe(`Casey Coupon ${n}`);
      expect(await page.locator('#book-address').inputValue()).toBe('12 Coupon Court');

      // The refusal above is the behaviour under test, not a problem of the page.
      watched.problems.splice(0, watched.problems.length, ...watched.problems.filter((p) => !p.includes('400')));
      await expectQuietPage(watched);
    },
  );
});
