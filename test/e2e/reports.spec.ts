/**
 * The owner reads a month's reports on a phone and at a desk: the charts are drawn by the server (no script
 * on the page), axe finds nothing, the page never scrolls sideways, and a chart's CSV downloads.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { testPasswordHash } from '../helpers/passwords';
import { createOfficeStore } from '../../server/office/store';
import {
  baseURL,
  databaseUrl,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  POLICY_COMPLAINT,
  sharedBrowser,
  signInToOffice,
} from './browser';
import { borrowPage } from './page-pool';

const browser = sharedBrowser();
const EMAIL = 'e2e-reports@example.com';
const PASSWORD = 'copper-meadow-ledger-83';
/** Where the look at each width is kept, for people to see; only when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

/** The middle of the month the spec's visits are in, and that month's reports. */
const MONTH_MIDDLE = '2026-03-16T15:00:00Z';
const MONTH_REPORTS = '/office/reports?from=2026-03-01&to=2026-03-31';

let database: AppDatabase;

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  const store = createOfficeStore(database);
  await store.addUser(EMAIL, await testPasswordHash(PASSWORD));
  const tech = await store.addUser('e2e-reports-tech@example.com', '', new Date(), {
    role: 'technician',
    name: 'Marisol Featherstonehaugh-Villanueva',
  });
  // A few visits of a past month no other browser test books in (they share the server and its database), with
  // prices and reviews, written as the office's screens would leave them.
  const services = ['washer-repair', 'dryer-repair', 'refrigerator-repair', 'dishwasher-repair'];
  const zips = ['20901', '20814', '20912', '20850'];
  for (let i = 0; i < 12; i++) {
    const id = randomUUID();
    const at = new Date(Date.parse(MONTH_MIDDLE) - i * 1000).toISOString();
    const done = i % 4 !== 3;
    await database.db
      .insertInto('bookings')
      .values({
        id,
        reference: `CAR-E2E${String(i).padStart(3, '0')}`,
        token_hash: randomUUID(),
        token_expires_at: at,
        zip: zips[i % 4]!,
        service: services[i % 4]!,
        window_start: at,
        window_end: at,
        name: 'Report Customer',
        phone: '(301) 555-0100',
        phone_key: `301555${String(1000 + i)}`,
        email: `report${i}@example.com`,
        email_key: `report${i}@example.com`,
        address: '1 Report Street',
        brand: '',
        problem: '',
        coupon: '',
        status: i === 11 ? 'cancelled' : 'booked',
        created_at: at,
        updated_at: at,
        cancelled_at: null,
        client_address: 'e2e',
        source: (['online', 'office', 'lead'] as const)[i % 3]!,
        technician_id: i % 2 === 0 ? tech.id : null,
        visit_status: done ? 'done' : 'no-show',
        done_at: done ? at : null,
      })
      .execute();
    if (done) {
      await database.db
        .insertInto('visit_charges')
        .values({
          booking_id: id,
          work_done: 'Repaired',
          total_cents: 12_500 + i * 1_000,
          payment: (['cash', 'card', 'check', 'unpaid'] as const)[i % 4]!,
          warranty_ends_on: '2027-03-01',
          recorded_at: at,
          recorded_by: EMAIL,
          updated_at: at,
          updated_by: EMAIL,
        })
        .execute();
      await database.db
        .insertInto('reviews')
        .values({
          id: randomUUID(),
          booking_id: id,
          rating: 3 + (i % 3),
          created_at: at,
          author_name: 'Maria G.',
          service: services[i % 4]!,
          visited_at: at,
        })
        .execute();
    }
  }
});

afterAll(async () => {
  await database?.close();
});

describe('the owner’s reports in the browser', () => {
  it('reads at 375 px and 1280 px with no script, no sideways scroll and no axe violation', async () => {
    const page = await borrowPage(browser(), { baseURL: baseURL(), viewport: PHONE, hasTouch: true, isMobile: true });
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || POLICY_COMPLAINT.test(message.text())) problems.push(message.text());
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInToOffice(page, EMAIL, PASSWORD);
    await page.waitForURL('**/office');
    scripts.length = 0;

    // By its address: on a phone the navigation may fold its screens into a menu.
    await page.goto(MONTH_REPORTS);
    expect(await page.locator('nav a[aria-current="page"]').textContent()).toBe('Reports');
    expect(await page.locator('h1').textContent()).toBe('Reports');
    expect(await page.getByRole('img', { name: 'Bookings by technician' }).count()).toBe(1);
    expect(await page.locator('.report-summary').textContent()).toContain('Bookings12');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      // Against the width asked for: a phone's layout viewport grows with content too wide for it.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/reports-${viewport.width}.png`, fullPage: true });
      }
    }
    expect(scripts).toEqual([]);

    const download = await page.request.get(
      (await page.getByRole('link', { name: 'Download revenue.csv' }).getAttribute('href'))!,
    );
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('Total,9,');
    expect(problems).toEqual([]);
  }, 60_000);

  it('downloads everything the shop owns as one file, written by the server’s export worker', async () => {
    const owner = await browser().newContext({ baseURL: baseURL(), viewport: DESKTOP, acceptDownloads: true });
    try {
      const page = await owner.newPage();
      await signInToOffice(page, EMAIL, PASSWORD);
      await page.waitForURL('**/office');
      await page.goto('/office/exports');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('a[href="/office/export/everything.ndjson.gz"]').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ndjson\.gz$/);
      // Read through the connection: the file is on the side of the worker's shared Chromium, whose path a
      // connected browser does not give.
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const lines = gunzipSync(Buffer.concat(chunks))
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as { format?: string; table?: string; row?: { reference?: string } });
      expect(lines[0]!.format).toBe('capital-appliance-repair-export');
      expect(
        lines.filter((line) => line.table === 'bookings' && line.row?.reference?.startsWith('CAR-E2E')),
      ).toHaveLength(12);
      expect(lines.at(-1)).toMatchObject({ end: true });
    } finally {
      await owner.close();
    }
  }, 60_000);
});
