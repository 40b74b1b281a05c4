/**
 * The warranty online on a phone, with JavaScript on, in Chromium against the production build: a customer whose
 * visit was done three days ago opens its link at 375 px, taps "The same problem came back", chooses a window
 * with the sticky Continue, adds a note, confirms, and reads "Warranty visit — no charge" at every step and on the
 * confirmation. Every step is axe-clean.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newReference, newToken } from '../../server/features/booking/store';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { baseURL, databaseUrl, expectNoAxeViolations, PHONE, sharedBrowser } from './browser';

const browser = sharedBrowser();
const NO_CHARGE = 'Warranty visit — no charge';
const DAY = 86_400_000;

let database: AppDatabase;
const contexts: BrowserContext[] = [];
let reference: string;
let manage: string;

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  await database.ready();
  // A visit marked Done three days ago, written as the store and dispatch leave it.
  const token = newToken();
  reference = newReference();
  manage = `/booking/${token}`;
  const doneAt = new Date(Date.now() - 3 * DAY);
  const start = doneAt.getTime() - 2 * 3_600_000;
  await database.db
    .insertInto('bookings')
    .values({
      id: randomUUID(),
      reference,
      token_hash: hashToken(token),
      token_expires_at: new Date(Date.now() + 120 * DAY).toISOString(),
      zip: '20901',
      service: 'dishwasher-repair',
      window_start: new Date(start).toISOString(),
      window_end: new Date(start + 2 * 3_600_000).toISOString(),
      name: 'Wanda Warranty',
      phone: '(301) 555-0177',
      phone_key: '3015550177',
      email: 'wanda@example.com',
      email_key: 'wanda@example.com',
      address: '12 Flower Avenue',
      brand: 'Bosch',
      problem: 'Does not drain.',
      coupon: '',
      status: 'booked',
      visit_status: 'done',
      done_at: doneAt.toISOString(),
      created_at: new Date(start - DAY).toISOString(),
      updated_at: doneAt.toISOString(),
      cancelled_at: null,
      client_address: '192.0.2.77',
    })
    .execute();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await database?.close();
});

async function open(): Promise<Page> {
  const context = await (browser() as Browser).newContext({ baseURL: baseURL(), viewport: PHONE });
  contexts.push(context);
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

describe('the warranty on a phone', () => {
  it('books a free warranty visit from the Done visit’s link, "no charge" at every step', async () => {
    const page = await open();
    await page.goto(manage);
    const card = page.locator('[data-warranty="covers"]');
    expect(await card.locator('h2').textContent()).toBe('Your 90-Day Warranty');
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: 'The same problem came back' }).click();

    await page.waitForURL(`**${manage}/warranty`);
    expect(await page.locator('main').textContent()).toContain(NO_CHARGE);
    // Continue stays on screen above the phone's Call/Book bar while the days are scrolled.
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isVisible()).toBe(true);
    const box = await continueButton.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await expectNoAxeViolations(page);
    const chosen = await page.locator('input[name="window"]:checked').getAttribute('value');
    await continueButton.click();

    await page.waitForURL(`**${manage}/warranty?window=*`);
    expect(await page.locator('main').textContent()).toContain(NO_CHARGE);
    expect(await page.locator('main').textContent()).not.toContain('$89');
    await page.getByLabel('Anything to add? (optional)').fill('Water on the floor again.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book my warranty visit' }).click();

    await page.waitForURL('**/booking/*?booked=1');
    expect(await page.locator('h1').textContent()).toBe("You're Booked");
    const main = await page.locator('main').textContent();
    expect(main).toContain('your warranty visit is booked');
    expect(main).toContain(NO_CHARGE);
    expect(main).not.toContain('$89');
    await expectNoAxeViolations(page);

    const made = await database.db
      .selectFrom('bookings as visit')
      .innerJoin('bookings as original', 'original.id', 'visit.warranty_of')
      .select(['visit.window_start', 'visit.problem', 'original.reference'])
      .where('original.reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(new Date(made.window_start).getTime()).toBe(Date.parse(chosen!));
    expect(made.problem).toContain('Water on the floor again.');
  }, 90_000);
});
