/**
 * A customer on a phone opens the review link from their e-mail and answers, with JavaScript and without: the
 * stars are a radio group of finger-sized choices, a low answer is offered a call back and takes it. The owner
 * then hides an answer, for one of the listed reasons, from the Reviews screen without JavaScript. At 375 px, axe-clean, nothing sideways,
 * no CSP complaint, every control at least 44 px tall.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedYesterday, fixtureHeaders } from './fixtures';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { testPasswordHash } from '../helpers/passwords';
import { createOfficeStore } from '../../server/office/store';
import { queueReviewRequest } from '../../server/features/reviews/store';
import {
  baseURL,
  databaseUrl,
  expectNoAxeViolations,
  PHONE,
  POLICY_COMPLAINT,
  scriptlessCopyOf,
  sharedBrowser,
  signInToOffice,
} from './browser';
import { borrowPage } from './page-pool';

const browser = sharedBrowser();
const EMAIL = 'e2e-reviews@example.com';
const PASSWORD = 'walnut-harbor-lantern-64';

let database: AppDatabase;
const tokens: string[] = [];

/** A visit booked through the API and marked Done in the database, with its review link's token. */
async function doneVisit(name: string, phone: string): Promise<string> {
  const availability = await fetch(`${baseURL()}/api/availability?zip=20901&service=washer-repair`);
  const windows = ((await availability.json()) as { windows: { start: string; remaining: number }[] }).windows;
  const booked = await fetch(`${baseURL()}/api/bookings`, {
    method: 'POST',
    headers: fixtureHeaders(baseURL(), 2),
    body: JSON.stringify({
      zip: '20901',
      service: 'washer-repair',
      windowStart: windows.find((window) => window.remaining > 0)!.start,
      name,
      phone,
      email: `${phone.replace(/\D/g, '')}@example.com`,
      address: '8700 Sligo Avenue',
      problem: 'Leaks.',
    }),
  });
  expect(booked.status).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };
  await bookedYesterday(database, reference);
  const row = await database.db
    .updateTable('bookings')
    .set({ visit_status: 'done' })
    .where('reference', '=', reference)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await database.db.transaction().execute((trx) => queueReviewRequest(trx, row.id, new Date(), 0)))!;
}

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  await createOfficeStore(database).addUser(EMAIL, await testPasswordHash(PASSWORD));
  tokens.push(
    await doneVisit('Maria Garcia', '(240) 555-0171'),
    await doneVisit('Sam Lee', '(240) 555-0172'),
    await doneVisit('Ann Wide', '(240) 555-0173'),
  );
});

afterAll(async () => {
  await database?.close();
});

/** A phone-sized page whose console errors and CSP complaints are collected. */
async function phone(options: BrowserContextOptions = {}) {
  const page = await borrowPage(browser(), {
    baseURL: baseURL(),
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    ...options,
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || POLICY_COMPLAINT.test(message.text())) problems.push(message.text());
  });
  return { page, problems };
}

/**
 * Axe-clean, nothing wider than the screen, and every control a finger can hit. Axe and the measuring run as
 * scripts in the page, which a context without JavaScript cannot do: such a page is checked as a copy, its HTML
 * at the same address in a context with JavaScript but without the site's scripts (browser.ts's, kept for the
 * connection: a new context for each copy started a cold renderer each time).
 */
async function expectUsable(page: Page, shot: string, javaScript = true) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${shot}.png`, fullPage: true });
  const checked = javaScript ? page : await scriptlessCopyOf(browser(), page);
  await expectNoAxeViolations(checked);
  expect(await checked.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const small = await checked.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .btn, main button, main .review-stars__choice, main textarea')]
      .filter((element) => element.getBoundingClientRect().height < 44)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
}

/** Picks the stars by their label, as a thumb would, and sends the words. */
async function answer(page: Page, stars: string, words: string) {
  const group = page.getByRole('group', { name: 'Your stars' });
  await group.getByText(stars).click();
  expect(await group.getByRole('radio', { checked: true }).count()).toBe(1);
  await page.getByLabel('A few words (optional)').fill(words);
  await page.getByRole('button', { name: 'Send my review' }).click();
}

describe('the review form on a phone', () => {
  it('without JavaScript: a low answer, then the call back', async () => {
    const { page, problems } = await phone({ javaScriptEnabled: false });
    await page.goto(`/review/${tokens[0]}`);
    expect(await page.locator('h1').textContent()).toBe('How did we do, Maria?');
    await expectUsable(page, 'review-form-375-nojs', false);
    await answer(page, '2 stars: Fair', 'Fixed, but an hour late.');
    await page.waitForURL(`**/review/${tokens[0]}`);
    expect(await page.locator('h1').textContent()).toBe('Thank you, Maria');
    await expectUsable(page, 'review-thanks-low-375-nojs', false);
    await page.getByRole('button', { name: 'Yes, please call me' }).click();
    await page.getByRole('heading', { name: 'We will call you' }).waitFor();
    await expectUsable(page, 'review-callback-375-nojs', false);
    expect(problems).toEqual([]);
  }, 60_000);

  it('with JavaScript: a five-star answer, no call back offered', async () => {
    const { page, problems } = await phone();
    await page.goto(`/review/${tokens[1]}`);
    await expectUsable(page, 'review-form-375');
    await answer(page, '5 stars: Excellent', 'Quick, tidy and friendly.');
    await page.waitForURL(`**/review/${tokens[1]}`);
    expect(await page.locator('h1').textContent()).toBe('Thank you, Sam');
    expect(await page.getByRole('button', { name: 'Yes, please call me' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Post your review on Google' }).count()).toBe(1);
    expect(problems).toEqual([]);
  }, 60_000);

  it('the owner hides an answer for a listed reason from the Reviews screen without JavaScript', async () => {
    const { page, problems } = await phone({ javaScriptEnabled: false });
    await signInToOffice(page, EMAIL, PASSWORD);
    await page.waitForURL('**/office');
    await page.goto('/office/reviews');
    const sam = page.locator('.office-card', { hasText: 'Sam Lee' });
    await expectUsable(page, 'office-reviews-375', false);
    expect(await sam.locator('.office-status').textContent()).toBe('Published on the site');
    await sam.getByLabel('Why hide it?').selectOption('spam');
    await sam.getByRole('button', { name: 'Hide' }).click();
    await page.waitForURL('**/office/reviews?saved=hidden*');
    expect(await page.getByRole('status').first().textContent()).toBe(
      'Hidden: the review is not shown on the site; its reason is in the activity log.',
    );
    expect(await sam.locator('.office-status').textContent()).toBe('Hidden: Spam');
    expect(problems).toEqual([]);
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/office-reviews-1280.png`, fullPage: true });
      await page.goto(`/review/${tokens[0]}`);
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/review-thanks-1280.png`, fullPage: true });
      await page.goto(`/review/${tokens[2]}`);
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/review-form-1280.png`, fullPage: true });
      await page.goto('/office');
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/office-today-callbacks-1280.png`, fullPage: true });
    }
  }, 60_000);
});
