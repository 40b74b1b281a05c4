/**
 * The owner on a phone finds a customer from the header's search by the digits of their phone and opens the
 * customer's page: their visit is there. At 375 px, axe-clean, no sideways scrolling, no CSP complaint.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedYesterday, fixtureHeaders } from './fixtures';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { testPasswordHash } from '../helpers/passwords';
import { createOfficeStore } from '../../server/office/store';
import {
  baseURL,
  databaseUrl,
  expectNoAxeViolations,
  PHONE,
  POLICY_COMPLAINT,
  sharedBrowser,
  signInToOffice,
} from './browser';

const browser = sharedBrowser();
const EMAIL = 'e2e-customers@example.com';
const PASSWORD = 'quince-orchard-lantern-58';

let database: AppDatabase;
let context: BrowserContext;
let reference: string;

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  await createOfficeStore(database).addUser(EMAIL, await testPasswordHash(PASSWORD));
  const availability = await fetch(`${baseURL()}/api/availability?zip=20901&service=dryer-repair`);
  const windows = ((await availability.json()) as { windows: { start: string; remaining: number }[] }).windows;
  const booked = await fetch(`${baseURL()}/api/bookings`, {
    method: 'POST',
    headers: fixtureHeaders(baseURL(), 1),
    body: JSON.stringify({
      zip: '20901',
      service: 'dryer-repair',
      windowStart: windows.find((window) => window.remaining > 0)!.start,
      name: 'Priya Raman',
      phone: '(240) 555-0163',
      email: 'priya.raman@example.com',
      address: '12 Quince Orchard Road',
      problem: 'No heat.',
    }),
  });
  expect(booked.status).toBe(201);
  reference = ((await booked.json()) as { reference: string }).reference;
  await bookedYesterday(database, reference);
});

afterAll(async () => {
  await context?.close();
  await database?.close();
});

describe('the office search on a phone', () => {
  it('finds a customer by phone digits from the header and opens their page', async () => {
    context = await browser().newContext({ baseURL: baseURL(), viewport: PHONE, hasTouch: true, isMobile: true });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || POLICY_COMPLAINT.test(message.text())) problems.push(message.text());
    });
    await signInToOffice(page, EMAIL, PASSWORD);
    await page.waitForURL('**/office');

    await page.getByRole('searchbox', { name: 'Search customers, leads and bookings' }).fill('2405550163');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.waitForURL('**/office/search?q=2405550163');
    await expectNoAxeViolations(page);
    const found = page.locator('#found-customers').locator('..').getByRole('link', { name: 'Priya Raman' });
    await found.click();
    await page.waitForURL('**/office/customers/*');
    expect(await page.locator('h1').textContent()).toBe('Priya Raman');
    expect(await page.locator(`a[href="/office/bookings/${reference}"]`).count()).toBe(1);
    expect(await page.locator('.office-facts').textContent()).toContain('12 Quince Orchard Road');
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main .btn, main button, .office-search input, .office-search button')]
        .filter((element) => element.getBoundingClientRect().height < 44)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(small).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);
});
