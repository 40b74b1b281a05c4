import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookingRules } from '../../data/booking';
import { business } from '../../data/business';
import { windowFrom, windowInWords } from '../../views/components/window-words';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScript,
  expectQuietPage,
  openPage,
  PHONE,
  baseURL,
  sharedBrowser,
  waitForHydration,
} from './browser';

const browser = sharedBrowser();

let visitors = 0;
/**
 * A phone number, e-mail address and client address (sent as X-Forwarded-For through the trusted proxy, see
 * server.ts) no other test uses, so the per-visitor and per-client limits never get in the way.
 */
const visitor = () => {
  const n = ++visitors;
  return {
    name: `Jordan Rivera ${n}`,
    phone: `(240) 555-${String(3000 + n)}`,
    email: `booker-${Date.now()}-${n}@example.com`,
    address: `${8700 + n} Georgia Avenue`,
    client: { 'X-Forwarded-For': `198.51.100.${n}` },
  };
};

/** axe on the page as the visitor has it (browser.ts: a copy for a page without JavaScript). */
const expectAccessible = (page: Page, javaScript: boolean) =>
  javaScript ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutScript(browser(), page);

const heading = (page: Page) => page.locator('#book-step-title');

/** With JavaScript the island moves focus to each step's heading; without it, each step is a new page. */
async function expectStep(page: Page, text: string, javaScript: boolean) {
  await expect.poll(() => heading(page).textContent()).toContain(text);
  if (javaScript) await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('book-step-title');
  await expectAccessible(page, javaScript);
}

/** Checks a free window other than `not` in the picker, opening its day first as a visitor would. */
async function pickAnotherWindow(page: Page, not: string): Promise<string> {
  const radio = page.locator(`input[name="windowStart"]:not([disabled]):not([value="${not}"])`).first();
  const value = (await radio.getAttribute('value'))!;
  const day = page.locator(`details.windows__day:has(#${await radio.getAttribute('id')})`);
  if ((await day.getAttribute('open')) === null) await day.locator('summary').click();
  // The radio lies over its tile (see booking.css): the visitor's tap lands on it.
  await radio.check();
  return value;
}

/**
 * The whole flow on a phone, with JavaScript and without it. The island renders the same step views as the
 * server's pages, and the confirmation and manage pages are the server's in both modes; without JavaScript what
 * differs is the posting from page to page. Neither changes with the width (the HTML is the same and no script of
 * the site reads the width), so a desktop would click through the same flow: the steps at 1280 px are
 * booking-phone.spec.ts's step 2 (with axe) and layout.spec.ts's /book.
 */
describe.each([
  ['phone', PHONE, 'on', true],
  ['phone', PHONE, 'off', false],
] as const)('booking on a %s', (_device, viewport, state, javaScript) => {
  describe(`with JavaScript ${state}`, () => {
    // Six axe runs and seven page loads: more than the default 30 seconds on a busy two-core machine.
    it(
      'a visitor books from the home page in four steps, then reschedules and cancels from the link',
      { timeout: 90_000 },
      async () => {
        const who = visitor();
        const watched = await openPage(browser(), '/', {
          viewport,
          javaScriptEnabled: javaScript,
          extraHTTPHeaders: who.client,
        });
        const { page } = watched;
        if (javaScript) await waitForHydration(page);

        // Step 1, on the home page's card.
        await page.locator('#book-zip').fill('20901');
        await page.locator('#book-service').selectOption('dryer-repair');
        await page.getByRole('button', { name: 'See arrival windows' }).click();

        // Step 2: the server's picker, whatever the clock; the first free window is preselected.
        await page.waitForURL(/\/book\?zip=20901&service=dryer-repair/);
        if (javaScript) await waitForHydration(page);
        await expect.poll(() => heading(page).textContent()).toContain('Choose an Arrival Window');
        await expectAccessible(page, javaScript);
        const chosen = page.locator('input[type="radio"]:checked');
        expect(await chosen.count()).toBe(1);
        const window = (await chosen.getAttribute('value'))!;
        await page.getByRole('button', { name: 'Continue' }).click();

        // Step 3.
        await expectStep(page, 'Your Details', javaScript);
        await page.locator('#book-name').fill(who.name);
        await page.locator('#book-phone').fill(who.phone);
        await page.locator('#book-email').fill(who.email);
        await page.locator('#book-address').fill(who.address);
        await page.locator('#book-problem').fill('Runs, but the clothes stay damp.');
        await page.getByRole('button', { name: 'Review booking' }).click();

        // Step 4.
        await expectStep(page, 'Check and Confirm', javaScript);
        const review = await page.locator('.booking__review').textContent();
        expect(review).toContain(`${who.address}, Silver Spring, MD 20901`);
        expect(review).toContain('(New York time)');
        await page.getByRole('button', { name: 'Confirm booking' }).click();

        // The confirmation stays: it is the booking's own page.
        await page.waitForURL(/\/booking\/[\w-]{43}\?booked=1$/);
        expect(await page.locator('h1').textContent()).toBe("You're Booked");
        const main = (await page.locator('main').textContent())!;
        expect(main).toMatch(/CAR-[2-9A-HJKMNP-Z]{6}/);
        expect(main).toContain('What to Expect');
        expect(main).toContain(business.phone.display);
        expect(main).toContain(windowInWords(windowFrom(window, bookingRules.windowMinutes)));
        await expectAccessible(page, javaScript);
        const manage = new URL(page.url()).pathname;

        // Reschedule with the same picker.
        await page.getByRole('link', { name: 'Reschedule' }).click();
        await page.locator('#reschedule-title').waitFor();
        await expectAccessible(page, javaScript);
        await pickAnotherWindow(page, window);
        await page.getByRole('button', { name: 'Move my visit' }).click();
        await page.waitForURL(`**${manage}?moved=1`);
        expect(await page.locator('main [role="status"]').textContent()).toContain('Your visit is moved to');
        await expectAccessible(page, javaScript);

        // Cancel, behind a confirm step.
        await page.getByText('Cancel this visit').click();
        await page.getByRole('button', { name: 'Yes, cancel my visit' }).click();
        await page.waitForURL(`**${manage}?cancelled=1`);
        expect(await page.locator('h1').textContent()).toBe('Your Visit Is Cancelled');
        await expectAccessible(page, javaScript);

        await expectQuietPage(watched);
      },
    );
  });
});

describe('/book with JavaScript', () => {
  it('moves from step 1 to the windows without a page load, and answers a zip outside the area kindly', async () => {
    const watched = await openPage(browser(), '/book?service=oven-repair&coupon=FIRST25', { viewport: PHONE });
    const { page } = watched;
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    let loads = 0;
    page.on('load', () => loads++);

    await page.locator('#book-zip').fill('10001');
    await page.getByRole('button', { name: 'See arrival windows' }).click();
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toContain('10001 is outside the area');
    expect(await page.locator('[role="alert"]').textContent()).toContain(business.phone.display);
    await expectNoAxeViolations(page);

    await page.locator('#book-zip').fill('20901');
    await page.getByRole('button', { name: 'See arrival windows' }).click();
    await expectStep(page, 'Choose an Arrival Window', true);
    expect(await page.locator('.booking__choices').textContent()).toContain('coupon FIRST25');
    expect(page.url()).toContain('/book?zip=20901&service=oven-repair');
    expect(loads).toBe(0);
    // The 422 above is the answer being tested, not a problem of the page.
    watched.problems.splice(0, watched.problems.length, ...watched.problems.filter((p) => !p.includes('422')));
    await expectQuietPage(watched);
  });

  it('tells a visitor whose booking is held in a surge to check their e-mail, with the phone number, focused', async () => {
    const windows = (await (await fetch(`${baseURL()}/api/availability?zip=20901&service=washer-repair`)).json()) as {
      windows: { start: string; end: string; remaining: number }[];
    };
    const free = windows.windows.find((w) => w.remaining > 0)!;
    const query = new URLSearchParams({ zip: '20901', service: 'washer-repair', window: free.start });
    const watched = await openPage(browser(), `/book?${query.toString()}`, { viewport: PHONE });
    const { page } = watched;
    await waitForHydration(page);
    const who = visitor();
    await page.locator('#book-name').fill(who.name);
    await page.locator('#book-phone').fill(who.phone);
    await page.locator('#book-email').fill(who.email);
    await page.locator('#book-address').fill(who.address);
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expectStep(page, 'Check and Confirm', true);
    // The server holds a booking only in a surge, which this shared server must not be put in; the answer is the
    // API's 202 as surge.test.ts proves it, so the island is shown exactly what a held visitor's browser gets.
    // The island posts to the form's own endpoint, /book, asking for JSON: its answer is POST /api/bookings's.
    await page.route(
      (url) => url.pathname === '/book',
      (route) =>
        route.fulfill({
          status: 202,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'held',
            message: 'We have e-mailed a confirmation link.',
            email: who.email,
            window: { start: free.start, end: free.end },
            expiresAt: `${free.start.slice(0, 11)}09:30${free.start.slice(16)}`,
            alreadySent: false,
            phone: business.phone.display,
          }),
        }),
    );
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('book-held-title');
    expect(await page.locator('#book-held-title').textContent()).toBe('Check Your Email to Confirm');
    const card = (await page.locator('.booking__card').textContent())!;
    expect(card).toContain(`We have e-mailed a confirmation link to ${who.email}.`);
    expect(card).toContain('within 30 minutes (by 9:30 am, New York time)');
    expect(card).toContain(windowInWords(free));
    expect(await page.locator(`.booking__card a[href="${business.phone.href}"]`).count()).toBe(1);
    expect(page.url()).toContain('/book?');
    await expectNoAxeViolations(page);
    await expectQuietPage(watched);
  });

  it('shows the next free window on the home page, linking to /book with that window kept for step 1', async () => {
    const { page } = await openPage(browser(), '/', { viewport: PHONE });
    await waitForHydration(page);
    const line = page.locator('.book-card .next-available__link');
    const when = line.locator('.next-available__when:not([data-pending])');
    await expect.poll(() => when.textContent()).toMatch(/^Next available: (today|tomorrow|[A-Z][a-z]+day) \d/);
    const href = (await line.getAttribute('href'))!;
    expect(href).toMatch(/^\/book\?window=\d{4}-\d{2}-\d{2}T/);
    await page.goto(href);
    expect(await page.locator('form.booking__form input[name="window"]').getAttribute('value')).toBe(
      new URL(href, 'http://x').searchParams.get('window'),
    );
  });
});
