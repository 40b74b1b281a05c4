/**
 * The owner's morning on a phone, in Chromium against the production build: sign in at 375 px, see the lead
 * waiting on Today, mark it called back, look through the lead, the leads list and the activity log, move a
 * customer's visit to another day, and close a day, which then disappears from /api/availability; then, without
 * JavaScript, book a phone-in visit on the New Visit form and see it first on Today. Every
 * screen is axe-clean, fits the phone without sideways scrolling, has 44 px targets, and the hostile name a
 * visitor sent runs nothing and breaks no Content-Security-Policy rule. Then the team: the owner adds a
 * technician on the Team screen, the technician opens the one-time link, sets a password, lands on My profile
 * (the only screen their role may open), adds a photo and signs in again with the new password.
 */
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedYesterday, fixtureHeaders } from './fixtures';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { testPasswordHash } from '../helpers/passwords';
import { createOfficeStore } from '../../server/office/store';
import { seedLead } from '../helpers/office';
import { baseURL, databaseUrl, DESKTOP, expectNoAxeViolations, PHONE, sharedBrowser, signInToOffice } from './browser';
import { borrowPage } from './page-pool';

const browser = sharedBrowser();
const EMAIL = 'e2e-owner@example.com';
const PASSWORD = 'copper-kettle-harbor-42';
const HOSTILE = '<img src=x onerror=alert(1)>';

let database: AppDatabase;
let leadId: string;
let reference: string;
const problems: string[] = [];

interface Window {
  start: string;
  remaining: number;
}

/** The windows a visitor's browser is offered right now. */
async function availableWindows(): Promise<Window[]> {
  const response = await fetch(`${baseURL()}/api/availability?zip=20901&service=washer-repair`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { windows: Window[] }).windows;
}

const dayOf = (window: Window) => window.start.slice(0, 10);

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  await createOfficeStore(database).addUser(EMAIL, await testPasswordHash(PASSWORD));
  leadId = await seedLead(database, { name: HOSTILE, phone: '(301) 555-0177', message: 'Oven will not heat.' });
  // A customer books the first window offered, through the public API as the /book pages do.
  const first = (await availableWindows()).find((window) => window.remaining > 0)!;
  const booked = await fetch(`${baseURL()}/api/bookings`, {
    method: 'POST',
    headers: fixtureHeaders(baseURL(), 3),
    body: JSON.stringify({
      zip: '20901',
      service: 'washer-repair',
      windowStart: first.start,
      name: HOSTILE,
      phone: '(301) 555-0178',
      email: 'e2e-customer@example.com',
      address: '1 Sligo Avenue',
      problem: 'Drum will not turn.',
    }),
  });
  expect(booked.status).toBe(201);
  reference = ((await booked.json()) as { reference: string }).reference;
  await bookedYesterday(database, reference);
});

afterAll(async () => {
  await database?.close();
});

/** Reports each securitypolicyviolation of the context's pages to the file's problems. */
async function reportCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => problems.push(`CSP: ${text}`));
  await context.addInitScript(() => {
    const report = (globalThis as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
}

/** A phone-sized page that records CSP violations, script errors and any dialog a script might open. */
async function phone({ javaScriptEnabled = true } = {}): Promise<Page> {
  const page = await borrowPage(
    browser(),
    { baseURL: baseURL(), viewport: PHONE, hasTouch: true, isMobile: true, javaScriptEnabled },
    { prepare: reportCsp },
  );
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return page;
}

/** Fits 375 px without sideways scrolling, and every button and button-like link is at least 44 px tall. */
async function expectPhoneFriendly(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .btn, main button, .office-nav a, .office-nav button')]
      // A control not drawn at all (display: none, as New Visit's hidden default button) is no tap target.
      .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().height < 44)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
}

describe('the office on a phone', () => {
  it('signs in, marks the lead called back, moves a visit, closes a day; axe-clean, no CSP violation', async () => {
    const page = await phone();
    await page.goto('/office');
    expect(new URL(page.url()).pathname).toBe('/office/login');
    await expectNoAxeViolations(page);
    await expectPhoneFriendly(page);

    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/office');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Today');

    const waiting = page.locator('.office-row', { hasText: HOSTILE });
    await expect.poll(() => waiting.count()).toBe(1);
    expect(await waiting.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+13015550177');
    await expectNoAxeViolations(page);
    await expectPhoneFriendly(page);

    await waiting.locator(`a[href="/office/leads/${leadId}"]`).click();
    await page.waitForURL(`**/office/leads/${leadId}`);
    await page.getByLabel('Called back').check();
    await page.getByRole('button', { name: 'Save status' }).click();
    await page.waitForURL(`**/office/leads/${leadId}?saved=status`);
    await page.goto('/office');
    await expect.poll(() => page.locator('.office-row', { hasText: HOSTILE }).count()).toBe(0);
    const row = await database.db.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst();
    expect(row?.status).toBe('called back');

    for (const path of [`/office/leads/${leadId}`, '/office/leads', '/office/exports', '/office/activity']) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await expectPhoneFriendly(page);
    }
    expect(await page.locator('body').textContent()).toContain('Lead status changed');

    // Move the customer's visit to a window with room on another day.
    await page.goto('/office/bookings');
    await expectNoAxeViolations(page);
    await expectPhoneFriendly(page);
    await page.locator(`a[href="/office/bookings/${reference}"]`).click();
    await page.waitForURL(`**/office/bookings/${reference}`);
    await expectNoAxeViolations(page);
    await expectPhoneFriendly(page);
    const before = await database.db
      .selectFrom('bookings')
      .select('window_start')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const bookedDay = new Date(before.window_start as string).getTime();
    const offered = await availableWindows();
    const target = offered.find(
      (window) => window.remaining > 0 && dayOf(window) !== dayOf(offered[0]!) && Date.parse(window.start) > bookedDay,
    )!;
    const radio = page.locator(`input[name="windowStart"][value="${target.start}"]`);
    await page.locator('details.office-picker__day', { has: radio }).locator('summary').click();
    await radio.check();
    await page.getByRole('button', { name: 'Move visit' }).click();
    await page.waitForURL(`**/office/bookings/${reference}?saved=moved`);
    expect(await page.locator('[role="status"]').textContent()).toContain('Visit moved.');
    await expectNoAxeViolations(page);
    const after = await database.db
      .selectFrom('bookings')
      .select(['window_start', 'changed_by'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(new Date(after.window_start as string).getTime()).toBe(Date.parse(target.start));
    expect(after.changed_by).toBe(EMAIL);

    // Close a day that visitors can book now; its windows leave /api/availability at once.
    const closing = dayOf((await availableWindows()).at(-1)!);
    await page.goto('/office/settings');
    await expectNoAxeViolations(page);
    await expectPhoneFriendly(page);
    await page.getByLabel('Day', { exact: true }).fill(closing);
    await page.getByLabel('Reason visitors see').fill('Closed for staff training');
    await page.getByRole('button', { name: 'Close this day' }).click();
    await page.waitForURL('**/office/settings?saved=closed*');
    expect(await page.locator('.office-card', { hasText: 'Closed for staff training' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect((await availableWindows()).filter((window) => dayOf(window) === closing)).toEqual([]);

    // Sign out is in the user menu, under the signed-in person's name.
    await page.locator('.office-user summary').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/office/login?signed-out=1');
    await page.goto('/office');
    expect(new URL(page.url()).pathname).toBe('/office/login');

    expect(problems).toEqual([]);
  }, 90_000);

  it('books a phone-in visit without JavaScript, and Today shows it first on the phone’s first screen', async () => {
    const signIn = async (page: Page) => {
      await signInToOffice(page, EMAIL, PASSWORD);
      await page.waitForURL('**/office');
    };
    // Without JavaScript, nothing can be checked from inside the page (axe, sizes): that is the second browser's.
    let page = await phone({ javaScriptEnabled: false });
    await signIn(page);

    await page.getByRole('link', { name: 'New Visit' }).click();
    await page.waitForURL('**/office/bookings/new');
    await expect.poll(() => page.locator('h1').textContent()).toBe('New visit');
    await page.getByLabel('Zip code of the visit').fill('20901');
    await page.getByLabel('Appliance').selectOption('dryer-repair');
    // Today's or tomorrow's first window that has not started, over capacity on purpose (tomorrow may be closed).
    const day = page.locator('details.office-picker__day', { has: page.locator('input[name="windowStart"]:enabled') });
    await day.first().locator('summary').click();
    const radio = day.first().locator('input[name="windowStart"]:enabled').first();
    const chosen = (await radio.getAttribute('value'))!;
    expect(Date.parse(chosen) - Date.now()).toBeLessThan(2 * 86_400_000);
    await radio.check();
    await page.getByLabel('Book over capacity on purpose').check();
    await page.getByLabel('Customer’s name').fill('Phone Caller');
    await page.getByRole('textbox', { name: 'Phone' }).fill('(301) 555-0190');
    await page.getByLabel(/^E-mail/).fill('phone-caller@example.com');
    await page.getByLabel(/^Street address/).fill('9 Colesville Road');
    await page.getByLabel('What is happening').fill('Dryer runs cold.');
    await page.getByRole('button', { name: 'Book visit' }).click();
    await page.waitForURL(/\/office\/bookings\/CAR-[A-Z0-9]{6}\?saved=booked$/);
    expect(await page.locator('[role="status"]').first().textContent()).toContain('Visit booked.');
    const made = new URL(page.url()).pathname.split('/').at(-1)!;
    const stored = await database.db
      .selectFrom('bookings')
      .select(['source', 'created_by', 'window_start'])
      .where('reference', '=', made)
      .executeTakeFirstOrThrow();
    expect(stored.source).toBe('office');
    expect(stored.created_by).toBe(EMAIL);
    expect(new Date(stored.window_start as string).getTime()).toBe(Date.parse(chosen));

    page = await phone();
    await signIn(page);
    await expectNoAxeViolations(page);
    await expectPhoneFriendly(page);
    const visit = page.locator('.office-visit a', { hasText: 'Phone Caller' });
    expect(await visit.getAttribute('href')).toBe(`/office/bookings/${made}`);
    // Visits first: the first one is on the first screen, above the leads.
    const first = (await page.locator('.office-visit').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
    const leads = (await page.locator('#waiting-heading').boundingBox())!;
    expect(leads.y).toBeGreaterThan(first.y);
    await page.goto('/office/bookings/new');
    await expectNoAxeViolations(page);
    await expectPhoneFriendly(page);
    expect(problems).toEqual([]);
  }, 60_000);
  it('adds a technician on the Team screen; the technician sets a password from the link and signs in', async () => {
    const owner = await phone();
    await signInToOffice(owner, EMAIL, PASSWORD);
    await owner.waitForURL('**/office');
    // On a phone the desk's many screens wait behind one Menu row, named for the screen shown.
    const team = owner.getByRole('link', { name: 'Team', exact: true });
    expect(await team.isVisible()).toBe(false);
    await owner.locator('summary', { hasText: 'Menu: Today' }).click();
    await team.click();
    await owner.waitForURL('**/office/team');
    await expectNoAxeViolations(owner);
    await expectPhoneFriendly(owner);
    await owner.getByLabel('Full name').fill('Sam Rivera');
    await owner.getByLabel('E-mail').fill('e2e-tech@example.com');
    await owner.getByLabel(/Technician:/).check();
    await owner.getByRole('button', { name: 'Add and make the link' }).click();
    const link = await owner.getByLabel('Set-password link for Sam Rivera').inputValue();
    expect(link).toMatch(/\/office\/set-password\/[\w-]{43}$/);
    await expectNoAxeViolations(owner);
    await expectPhoneFriendly(owner);

    // The technician, on their own phone.
    const technician = await phone();
    await technician.goto(new URL(link).pathname);
    await expect.poll(() => technician.locator('h1').textContent()).toBe('Set your password');
    await expectNoAxeViolations(technician);
    await expectPhoneFriendly(technician);
    const techPassword = 'wrench-lantern-meadow-42';
    await technician.getByLabel('New password').fill(techPassword);
    await technician.getByLabel('The same password again').fill(techPassword);
    await technician.getByRole('button', { name: 'Set the password and sign in' }).click();
    // A technician lands on their own day, and sees only their own screens.
    await technician.waitForURL('**/office/my-day');
    expect(await technician.locator('.office-nav a').allTextContents()).toEqual(['My Day', 'Parts']);
    await technician.locator('.office-user summary').click();
    await technician.getByRole('link', { name: 'Profile' }).click();
    await technician.waitForURL('**/office/profile');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    await technician.getByLabel('Photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await technician.getByLabel('One line about you').fill('Washers and dryers since 2012.');
    await technician.getByRole('button', { name: 'Save the profile' }).click();
    await technician.waitForURL('**/office/profile?saved=profile');
    await expect
      .poll(() => technician.locator('img.office-photo').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(320);
    await expectNoAxeViolations(technician);
    await expectPhoneFriendly(technician);

    await technician.locator('.office-user summary').click();
    await technician.getByRole('button', { name: 'Sign out' }).click();
    await technician.waitForURL('**/office/login?signed-out=1');
    await technician.getByLabel('E-mail').fill('e2e-tech@example.com');
    await technician.getByLabel('Password').fill(techPassword);
    await technician.getByRole('button', { name: 'Sign in' }).click();
    await technician.waitForURL('**/office/my-day');
    // The link worked once.
    const again = await technician.goto(new URL(link).pathname);
    expect(again?.status()).toBe(410);
    // The browser logs the 410 just asked for; nothing else may complain.
    expect(problems.filter((problem) => !problem.includes('status of 410'))).toEqual([]);
  }, 90_000);
});

describe('the office on a desk', () => {
  it('shows every screen of the navigation in a row, no menu to open, each reachable by keyboard', async () => {
    const page = await borrowPage(browser(), { baseURL: baseURL(), viewport: DESKTOP });
    await signInToOffice(page, EMAIL, PASSWORD);
    await page.waitForURL('**/office');
    expect(await page.locator('summary', { hasText: 'Menu' }).isVisible()).toBe(false);
    // The day's screens; the owner's setup screens are under More (test/e2e/office-nav.spec.ts).
    const links = page.locator('.office-nav a:not(.office-more a)');
    expect(await links.count()).toBeGreaterThan(4);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    // From the search box, the keyboard goes on to the user menu, then to the first screen of the navigation.
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Signed in as ${EMAIL}`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Today');
    await expectNoAxeViolations(page);
  });
});
