/**
 * A visit's day on a phone, in Chromium against the production build: a dispatcher (JavaScript off) assigns a
 * visit of today on the Schedule board at 375 px; the technician signs in, lands on My Day, taps On the Way,
 * Arrived and Done, and records the price on the form that follows Done; the customer's manage page says each.
 * The board, My Day and the price form are axe-clean; the board scrolls sideways inside its own region, never
 * the page.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRules, weekdayOf, windowStartsOn } from '../../data/booking';
import { hashToken, newReference, newToken } from '../../server/features/booking/store';
import { localDate, zonedInstant } from '../../server/kernel/time-zone';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { testPasswordHash } from '../helpers/passwords';
import { createOfficeStore } from '../../server/office/store';
import { baseURL, databaseUrl, DESKTOP, expectNoAxeViolations, PHONE, sharedBrowser, signInToOffice } from './browser';
import { borrowPage } from './page-pool';

const browser = sharedBrowser();
const DISPATCHER = 'e2e-dispatcher@example.com';
const TECHNICIAN = 'e2e-tina@example.com';
const PASSWORD = 'signal-orchard-copper-93';
const { timeZone } = bookingRules;

let database: AppDatabase;
let reference: string;
let manage: string;
let today: string;
/** The visit's window (ISO 8601, UTC): the last of today. */
let visitWindow: string;

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  const store = createOfficeStore(database);
  const hash = await testPasswordHash(PASSWORD);
  await store.addUser(DISPATCHER, hash, new Date(), { role: 'dispatcher', name: 'Dana Desk' });
  await store.addUser(TECHNICIAN, hash, new Date(), { role: 'technician', name: 'Tina Torque' });
  // A visit of today, whatever the hour the suite runs: the last window of today (or 10 AM on a day without
  // windows), written as the booking store writes it, so My Day has it.
  today = localDate(Date.now(), timeZone);
  const startMinutes = windowStartsOn(weekdayOf(today)).at(-1) ?? 600;
  const start = zonedInstant(today, startMinutes, timeZone);
  visitWindow = new Date(start).toISOString();
  const token = newToken();
  reference = newReference();
  manage = `/booking/${token}`;
  const at = new Date().toISOString();
  await database.db
    .insertInto('bookings')
    .values({
      id: randomUUID(),
      reference,
      token_hash: hashToken(token),
      token_expires_at: new Date(start + 9 * 86_400_000).toISOString(),
      zip: '20901',
      service: 'washer-repair',
      window_start: new Date(start).toISOString(),
      window_end: new Date(start + 2 * 3_600_000).toISOString(),
      name: 'Gus Customer',
      phone: '(301) 555-0190',
      phone_key: '3015550190',
      email: 'gus@example.com',
      email_key: 'gus@example.com',
      address: '9 Sligo Avenue',
      brand: '',
      problem: 'Drum will not turn.',
      coupon: '',
      status: 'booked',
      created_at: at,
      updated_at: at,
      cancelled_at: null,
      client_address: '192.0.2.9',
    })
    .execute();
  await database.db
    .insertInto('window_places')
    .values({ window_start: new Date(start).toISOString(), taken: 1 })
    .onConflict((conflict) =>
      conflict.column('window_start').doUpdateSet((eb) => ({ taken: eb('window_places.taken', '+', 1) })),
    )
    .execute();
});

afterAll(async () => {
  await database?.close();
});

function open(viewport = PHONE, javaScriptEnabled = true): Promise<Page> {
  return borrowPage(browser(), { baseURL: baseURL(), viewport, javaScriptEnabled });
}

const signIn = (page: Page, email: string) => signInToOffice(page, email, PASSWORD);

/** The page itself never scrolls sideways at 375 px (the board scrolls inside its region). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('dispatch on a phone', () => {
  it('assigns on the board without JavaScript; the technician runs the visit; the customer sees each status', async () => {
    const desk = await open(PHONE, false);
    await signIn(desk, DISPATCHER);
    await desk.waitForURL('**/office');
    // The week too: seven days across scroll inside the board's region, the page stays the phone's width.
    await desk.goto(`/office/schedule/week?date=${today}`);
    expect(await pageOverflow(desk)).toBeLessThanOrEqual(0);
    const week = desk.locator('.office-board--week');
    expect(await week.evaluate((board) => board.scrollWidth > board.clientWidth)).toBe(true);
    await desk.goto(`/office/schedule?date=${today}`);
    expect(await pageOverflow(desk)).toBeLessThanOrEqual(0);
    const card = desk.locator('.office-board__visit', { hasText: 'Gus Customer' });
    // Without JavaScript the card's Technician select is saved by its Save button.
    await card.getByLabel('Technician').selectOption({ label: 'Tina Torque' });
    await card.getByRole('button', { name: /^Save/ }).click();
    await desk.waitForURL('**/office/schedule?date=*&saved=technician&visit=*');
    expect(await desk.locator('.office-notice').textContent()).toBe('Technician changed to Tina Torque.');
    const column = await desk.locator('.office-board thead th').allTextContents();
    const cell = desk.locator('.office-board td', { hasText: 'Gus Customer' });
    const index = await cell.evaluate((td) => (td as HTMLTableCellElement).cellIndex);
    expect(column[index]).toBe('Tina Torque');
    // The row counts every visit in the window: ours, and the one the full-day spec may book into the same last
    // window of today on the shared server meanwhile (counts only grow while this runs).
    const shown = Number(
      /(\d) of 2 booked/.exec((await cell.locator('xpath=..').locator('th').textContent()) ?? '')?.[1],
    );
    const { taken } = await database.db
      .selectFrom('window_places')
      .select('taken')
      .where('window_start', '=', visitWindow)
      .executeTakeFirstOrThrow();
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThanOrEqual(Number(taken));

    // The board and My Day at a desk, with JavaScript, for axe.
    const wide = await open(DESKTOP);
    await signIn(wide, DISPATCHER);
    await wide.waitForURL('**/office');
    await wide.goto(`/office/schedule?date=${today}`);
    await expectNoAxeViolations(wide);

    const tech = await open(PHONE);
    await signIn(tech, TECHNICIAN);
    await tech.waitForURL('**/office/my-day');
    expect(await tech.locator('h1').textContent()).toBe('My Day');
    expect(await pageOverflow(tech)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(tech);
    const visit = tech.locator('article', { hasText: 'Gus Customer' });
    expect(await visit.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+13015550190');
    expect(await visit.locator('a[href^="https://www.openstreetmap.org/"]').count()).toBe(1);

    const customer = await open(PHONE);
    const said = async () => {
      await customer.goto(manage);
      return (await customer.locator('.booking__status').textContent())?.trim();
    };
    for (const [button, text] of [
      ['On the Way', 'Your technician is on the way.'],
      ['Arrived', 'Your technician has arrived.'],
      ['Done', 'Your visit is done. Thank you for choosing us.'],
    ] as const) {
      await tech
        .locator('article', { hasText: 'Gus Customer' })
        .getByRole('button', { name: button, exact: true })
        .click();
      if (button === 'Done') {
        // Done is followed by the price form: the repair ($75.50) is less than the fee, so the Total is the fee.
        await tech.waitForURL(`**/office/visits/${reference}/price?back=my-day`);
        expect(await pageOverflow(tech)).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(tech);
        await tech.getByLabel('What was done').fill('Replaced the drain pump.');
        await tech.getByLabel('Parts used (what they were)').fill('Drain pump');
        await tech.getByLabel('Parts, in dollars').fill('45');
        await tech.getByLabel('Labour, in dollars').fill('30.50');
        await tech.getByLabel('Cash').check();
        await tech.getByRole('button', { name: 'Save the price and e-mail the receipt' }).click();
        await tech.waitForURL('**/price?back=my-day&saved=recorded');
        expect(await tech.locator('.office-price__total').textContent()).toBe('$89.00');
        await expectNoAxeViolations(tech);
      } else await tech.waitForURL('**/office/my-day?saved=status');
      expect(await said()).toBe(text);
    }
    expect(await customer.locator('.booking__technician').textContent()).toContain('Tina');
    expect(await customer.locator('body').textContent()).not.toContain(TECHNICIAN);
    await expectNoAxeViolations(customer);
    const events = await database.db
      .selectFrom('booking_events')
      .innerJoin('bookings', 'bookings.id', 'booking_events.booking_id')
      .select(['booking_events.actor_email', 'booking_events.to_value'])
      .where('bookings.reference', '=', reference)
      .orderBy('booking_events.at')
      .execute();
    expect(events.map((event) => `${event.actor_email} ${event.to_value}`)).toEqual([
      `${DISPATCHER} Tina Torque`,
      `${TECHNICIAN} on-the-way`,
      `${TECHNICIAN} arrived`,
      `${TECHNICIAN} done`,
    ]);
  }, 90_000);
});
