/**
 * The owner's Reports for a period: a known November (which begins on the day the clocks go back) with
 * bookings of every source, service, town, technician and outcome, their prices, leads and their call backs,
 * and reviews, plus rows just outside the month on both sides; every figure on the screen and every CSV row
 * must equal the rows it summarises. Then the period as typed, and who may see it.
 */
import { randomUUID } from 'node:crypto';
import { load } from 'cheerio';
import { parse } from 'csv-parse/sync';
import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { BookingSource, LeadStatus, PaymentMethod, VisitStatus } from '../../server/kernel/db/schema';
import { periodOf, periodPresets, readPeriod } from '../../server/features/reports/period';
import { testEngines } from '../helpers/engines';
import { officeApp, OWNER, seedLead, testPasswordHash } from '../helpers/office';

const engines = testEngines('office reports', { postgres: false });
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

/** Just inside and outside November in New York: Nov 1 starts at 04:00 UTC (EDT), Dec 1 at 05:00 UTC (EST). */
const OCT_31_LATE = '2026-11-01T03:30:00.000Z'; // 23:30 EDT on Oct 31: outside
const NOV_1_EARLY = '2026-11-01T04:30:00.000Z'; // 00:30 EDT on Nov 1, the day the clocks go back: inside
const NOV_30_LATE = '2026-12-01T04:30:00.000Z'; // 23:30 EST on Nov 30: inside
const DEC_1_EARLY = '2026-12-01T05:30:00.000Z'; // 00:30 EST on Dec 1: outside

interface BookingRow {
  at: string;
  source: BookingSource;
  service: string;
  zip: string;
  technician?: string;
  status?: 'booked' | 'cancelled';
  visit?: VisitStatus;
  warrantyOf?: string;
  charge?: { cents: number; payment: PaymentMethod };
}

async function insertBooking(database: AppDatabase, row: BookingRow): Promise<string> {
  const id = randomUUID();
  const end = new Date(Date.parse(row.at) + 2 * 3600_000).toISOString();
  await database.db
    .insertInto('bookings')
    .values({
      id,
      reference: `CAR-${id.slice(0, 6).toUpperCase()}`,
      token_hash: randomUUID(),
      token_expires_at: end,
      zip: row.zip,
      service: row.service,
      window_start: row.at,
      window_end: end,
      name: 'Report Customer',
      phone: '(301) 555-0100',
      phone_key: '3015550100',
      email: 'report@example.com',
      email_key: 'report@example.com',
      address: '1 Report Street',
      brand: '',
      problem: '',
      coupon: '',
      status: row.status ?? 'booked',
      created_at: '2026-10-20T12:00:00.000Z',
      updated_at: '2026-10-20T12:00:00.000Z',
      cancelled_at: row.status === 'cancelled' ? '2026-10-25T12:00:00.000Z' : null,
      client_address: '198.51.100.1',
      source: row.source,
      technician_id: row.technician ?? null,
      visit_status: row.visit ?? 'booked',
      warranty_of: row.warrantyOf ?? null,
      done_at: row.visit === 'done' ? end : null,
    })
    .execute();
  if (row.charge) {
    await database.db
      .insertInto('visit_charges')
      .values({
        booking_id: id,
        work_done: 'Repaired',
        total_cents: row.charge.cents,
        payment: row.charge.payment,
        warranty_ends_on: '2027-02-01',
        recorded_at: end,
        recorded_by: OWNER,
        updated_at: end,
        updated_by: OWNER,
      })
      .execute();
  }
  return id;
}

async function insertReview(database: AppDatabase, bookingId: string, rating: number, at: string, status = 'new') {
  await database.db
    .insertInto('reviews')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      rating,
      created_at: at,
      author_name: 'Maria G.',
      service: 'washer-repair',
      visited_at: at,
      status: status as 'new',
    })
    .execute();
}

async function leadEvent(database: AppDatabase, leadId: string, at: string, from: LeadStatus, to: LeadStatus) {
  await database.db
    .insertInto('lead_events')
    .values({ id: randomUUID(), lead_id: leadId, at, actor_email: OWNER, from_status: from, to_status: to })
    .execute();
  await database.db.updateTable('leads').set({ status: to }).where('id', '=', leadId).execute();
}

const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** A table's rows as text, header and footer included. */
function tableOf(html: string, section: string): string[][] {
  const $ = load(html);
  return $(`section[aria-labelledby="report-${section}"] table tr`)
    .map((_, tr) => [
      $(tr)
        .children()
        .map((__, cell) => $(cell).text())
        .get(),
    ])
    .get() as string[][];
}

describe.each(engines)('the owner’s reports on $name', (engine) => {
  /** The known month: what each figure must come to is written beside the rows. */
  const knownMonth = async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const sam = await office.store.addUser('sam@example.com', '', new Date(), {
      role: 'technician',
      name: 'Sam Rivera',
    });
    const ana = await office.store.addUser('ana@example.com', '', new Date(), {
      role: 'technician',
      // Typed by people, so a spreadsheet must show it as text, never run it.
      name: '=Ana Lopez',
    });
    const b = (row: BookingRow) => insertBooking(database, row);
    // Inside November: 8 bookings.
    const b1 = await b({
      at: NOV_1_EARLY,
      source: 'online',
      service: 'washer-repair',
      zip: '20901',
      technician: sam.id,
      visit: 'done',
      charge: { cents: 25_000, payment: 'card' },
    });
    const b2 = await b({
      at: '2026-11-10T13:00:00.000Z',
      source: 'online',
      service: 'dryer-repair',
      zip: '20901',
      technician: sam.id,
      visit: 'done',
      charge: { cents: 15_000, payment: 'cash' },
    });
    const b3 = await b({
      at: '2026-11-11T13:00:00.000Z',
      source: 'office',
      service: 'washer-repair',
      zip: '20814',
      technician: ana.id,
      visit: 'done',
      charge: { cents: 10_050, payment: 'unpaid' },
    });
    const b4 = await b({
      at: '2026-11-12T13:00:00.000Z',
      source: 'lead',
      service: 'refrigerator-repair',
      zip: '20814',
      technician: ana.id,
      visit: 'no-show',
    });
    const b5 = await b({
      at: '2026-11-13T13:00:00.000Z',
      source: 'online',
      service: 'washer-repair',
      zip: '20901',
      status: 'cancelled',
    });
    // A free warranty visit for b1: counted as a booking and as Done, never as revenue.
    await b({
      at: '2026-11-20T13:00:00.000Z',
      source: 'office',
      service: 'dryer-repair',
      zip: '20912',
      technician: sam.id,
      visit: 'done',
      warrantyOf: b1,
      charge: { cents: 0, payment: 'card' },
    });
    // Done without a price yet.
    await b({
      at: '2026-11-24T13:00:00.000Z',
      source: 'online',
      service: 'oven-repair',
      zip: '20912',
      technician: ana.id,
      visit: 'done',
    });
    await b({ at: NOV_30_LATE, source: 'lead', service: 'washer-repair', zip: '20901' });
    // Just outside, on both sides: large, so a wrong bound shows at once.
    const o1 = await b({
      at: OCT_31_LATE,
      source: 'online',
      service: 'washer-repair',
      zip: '20901',
      technician: sam.id,
      visit: 'done',
      charge: { cents: 99_900, payment: 'card' },
    });
    const o2 = await b({
      at: DEC_1_EARLY,
      source: 'office',
      service: 'dryer-repair',
      zip: '20814',
      technician: ana.id,
      visit: 'done',
      charge: { cents: 88_800, payment: 'cash' },
    });

    // Leads: 7 in November. Call backs after 10 min, 30 min (through the lead's page), 2 h (booked), 26 h.
    const lead = (received_at: string) => seedLead(database, { received_at });
    const l1 = await lead(NOV_1_EARLY);
    await leadEvent(database, l1, later(NOV_1_EARLY, 600), 'new', 'called back');
    const l2Received = '2026-11-23T13:00:00.000Z';
    const l2 = await lead(l2Received);
    const l3 = await lead('2026-11-12T15:00:00.000Z');
    await leadEvent(database, l3, later('2026-11-12T15:00:00.000Z', 7200), 'new', 'booked');
    const l4 = await lead('2026-11-20T15:00:00.000Z');
    await database.db.updateTable('leads').set({ status: 'called back' }).where('id', '=', l4).execute();
    await lead('2026-11-21T15:00:00.000Z');
    const l6 = await lead('2026-11-05T15:00:00.000Z');
    await leadEvent(database, l6, later('2026-11-05T15:00:00.000Z', 26 * 3600), 'new', 'called back');
    await leadEvent(database, l6, later('2026-11-05T15:00:00.000Z', 30 * 3600), 'called back', 'booked');
    const l7 = await lead(NOV_30_LATE);
    await leadEvent(database, l7, later(NOV_30_LATE, 300), 'new', 'closed');
    for (const outside of [OCT_31_LATE, DEC_1_EARLY]) {
      const id = await lead(outside);
      await leadEvent(database, id, later(outside, 60), 'new', 'called back');
    }

    // Reviews: 5 in November (2 five-star, 2 four-star, 1 two-star), whatever the owner chose to publish.
    await insertReview(database, b1, 5, NOV_1_EARLY, 'published');
    await insertReview(database, b2, 5, '2026-11-15T15:00:00.000Z');
    await insertReview(database, b3, 4, '2026-11-16T15:00:00.000Z', 'hidden');
    await insertReview(database, b4, 2, '2026-11-17T15:00:00.000Z');
    await insertReview(database, b5, 4, NOV_30_LATE, 'published');
    await insertReview(database, o1, 1, OCT_31_LATE, 'published');
    await insertReview(database, o2, 1, DEC_1_EARLY, 'published');

    const browser = await office.signIn();
    const get = (path: string) => office.http.get(path).set('Cookie', browser.cookie);
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    // l2 is called back from its page, 30 minutes after it came in.
    office.clock.set(later(l2Received, 1800));
    expect((await post(`/office/leads/${l2}/status`, { status: 'called back' })).status).toBe(303);
    return { ...office, database, get, sam, ana };
  };

  const csv = async (get: (path: string) => Test, name: string) => {
    const response = await get(`/office/reports/${name}.csv?${NOVEMBER}`);
    expect(response.status, name).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(`attachment; filename=${name}-2026-11-01-to-2026-11-30.csv`);
    return parse(response.text, { bom: true }) as string[][];
  };

  it('counts a known November: every figure and every CSV row equals the rows it summarises', async () => {
    const { get, database } = await knownMonth();
    const page = await get(`/office/reports?${NOVEMBER}`);
    expect(page.status).toBe(200);
    const html = page.text;
    const $ = load(html);
    expect($('h1').text()).toBe('Reports');
    expect($('nav a[aria-current="page"]').text()).toBe('Reports');
    expect($('.report-presets a[aria-current="true"]').text()).toBe('This month');
    // No script: the charts are drawn on the server.
    expect($('script')).toHaveLength(0);

    const summary = Object.fromEntries(
      $('.report-summary div')
        .map((_, div) => [[$(div).find('dt').text(), $(div).find('dd').text()]])
        .get() as [string, string][],
    );
    expect(summary).toEqual({
      Bookings: '8 1 warranty',
      Completion: '62.5 % 5 Done',
      'No-show': '12.5 % 1 No-Show',
      Cancellation: '12.5 % 1 cancelled',
      Billed: '$500.50 3 priced visits',
      // The unpaid visit is billed, not collected.
      Collected: '$400.00 net of $0.00 refunded',
      'Average ticket': '$166.83',
      'Time to call back': '1 h 15 min median',
      'Review score': '4.00 ★ 5 reviews',
      // No estimate in this month (test/reports/job-reports.test.ts counts them).
      'Estimate approval': '– 0 of 0 answered or expired',
      'Parts margin': '– 0 jobs with parts',
    });

    expect(tableOf(html, 'sources')).toEqual([
      ['Source', 'Bookings', 'Done', 'Share'],
      ['Online', '4', '3', '50.0 %'],
      ['Phone-in', '2', '2', '25.0 %'],
      ['From a lead', '2', '0', '25.0 %'],
      ['Total', '8', '5', '100.0 %'],
    ]);
    expect(await csv(get, 'sources')).toEqual([
      ['Source', 'Bookings', 'Done', 'Share of bookings (%)'],
      ['Online', '4', '3', '50.0'],
      ['Phone-in', '2', '2', '25.0'],
      ['From a lead', '2', '0', '25.0'],
      ['Total', '8', '5', '100.0'],
    ]);
    expect(await csv(get, 'services')).toEqual([
      ['Service', 'Bookings', 'Done', 'Share of bookings (%)'],
      ['Washer Repair', '4', '2', '50.0'],
      ['Dryer Repair', '2', '2', '25.0'],
      ['Oven Repair', '1', '1', '12.5'],
      ['Refrigerator Repair', '1', '0', '12.5'],
      ['Total', '8', '5', '100.0'],
    ]);
    expect(await csv(get, 'cities')).toEqual([
      ['City', 'Bookings', 'Done', 'Share of bookings (%)'],
      ['Silver Spring', '4', '2', '50.0'],
      ['Bethesda', '2', '1', '25.0'],
      ['Takoma Park', '2', '2', '25.0'],
      ['Total', '8', '5', '100.0'],
    ]);
    expect(await csv(get, 'technicians')).toEqual([
      ['Technician', 'Bookings', 'Done', 'Share of bookings (%)', 'Revenue ($)'],
      ["'=Ana Lopez", '3', '2', '37.5', '100.50'],
      ['Sam Rivera', '3', '3', '37.5', '400.00'],
      ['Unassigned', '2', '0', '25.0', '0.00'],
      ['Total', '8', '5', '100.0', '500.50'],
    ]);
    expect(tableOf(html, 'technicians').slice(1, 3)).toEqual([
      ['=Ana Lopez', '3', '2', '37.5 %', '$100.50'],
      ['Sam Rivera', '3', '3', '37.5 %', '$400.00'],
    ]);
    expect(await csv(get, 'outcomes')).toEqual([
      ['Outcome', 'Bookings', 'Share of bookings (%)'],
      ['Done', '5', '62.5'],
      ['No-Show', '1', '12.5'],
      ['Cancelled', '1', '12.5'],
      ['Not ended yet', '1', '12.5'],
      ['Total', '8', '100.0'],
      ['Warranty visits (counted above)', '1', '12.5'],
    ]);
    expect(await csv(get, 'revenue')).toEqual([
      ['Payment', 'Visits', 'Revenue ($)', 'Average ticket ($)'],
      ['Cash', '1', '150.00', '150.00'],
      ['Card', '1', '250.00', '250.00'],
      ['Check', '0', '0.00', ''],
      ['Unpaid', '1', '100.50', '100.50'],
      ['Total', '3', '500.50', '166.83'],
    ]);
    expect($('section[aria-labelledby="report-revenue"] p.office-muted').text()).toBe(
      'Average ticket $166.83. Done visits without a price yet: 1. Done warranty visits (free, not counted): 1.',
    );
    // Delays 10 min, 30 min, 2 h, 26 h: median (30 min + 2 h) / 2, mean 7 h 10 min.
    expect(await csv(get, 'callbacks')).toEqual([
      ['Time to call back', 'Leads', 'Share of leads (%)'],
      ['Within 15 minutes', '1', '14.3'],
      ['15 minutes to 1 hour', '1', '14.3'],
      ['1 to 4 hours', '1', '14.3'],
      ['4 to 24 hours', '0', '0.0'],
      ['A day or more', '1', '14.3'],
      ['Called back, time not recorded', '1', '14.3'],
      ['Not called back', '2', '28.6'],
      ['Total', '7', '100.0'],
    ]);
    expect($('section[aria-labelledby="report-callbacks"] p.office-muted').text()).toBe(
      'Median 1 h 15 min, average 7 h 10 min, over 4 leads with a recorded call back.',
    );
    expect(await csv(get, 'reviews')).toEqual([
      ['Stars', 'Reviews', 'Share of reviews (%)', 'Average stars'],
      ['5', '2', '40.0', ''],
      ['4', '2', '40.0', ''],
      ['3', '0', '0.0', ''],
      ['2', '1', '20.0', ''],
      ['1', '0', '0.0', ''],
      ['All', '5', '100.0', '4.00'],
    ]);

    // Each chart is one accessible image whose description reads the same numbers as its table.
    const chart = $('section[aria-labelledby="report-sources"] svg');
    expect(chart.attr('role')).toBe('img');
    expect(chart.attr('aria-labelledby')).toBe('chart-sources-title chart-sources-desc');
    expect(chart.find('title').text()).toBe('Bookings by source');
    expect(chart.find('desc').text()).toBe('Online: 4 (50.0 %); Phone-in: 2 (25.0 %); From a lead: 2 (25.0 %).');
    expect($('svg[role="img"]')).toHaveLength(12);

    // l2's call back from its page is recorded with who and when.
    const events = await database.db
      .selectFrom('lead_events')
      .select(['at', 'actor_email', 'from_status', 'to_status'])
      .where('at', '=', '2026-11-23T13:30:00.000Z')
      .execute();
    expect(events.map((e) => ({ ...e, at: new Date(e.at).toISOString() }))).toEqual([
      { at: '2026-11-23T13:30:00.000Z', actor_email: OWNER, from_status: 'new', to_status: 'called back' },
    ]);

    // The download is in the activity log.
    const logged = await database.db
      .selectFrom('office_activity')
      .select('detail')
      .where('action', '=', 'Exported a report')
      .execute();
    expect(logged.map((row) => row.detail)).toContain('sources.csv, 2026-11-01 to 2026-11-30');
  });

  it('refuses a bad period with 400, keeping what was typed, and an unknown report with 404', async () => {
    const office = await officeApp(await engine.open());
    const { cookie } = await office.signIn();
    const get = (path: string) => office.http.get(path).set('Cookie', cookie);
    const wrong = await get('/office/reports?from=2026-02-30&to=2026-01-01');
    expect(wrong.status).toBe(400);
    const $ = load(wrong.text);
    expect($('#reports-from').attr('value')).toBe('2026-02-30');
    expect($('#reports-to').attr('value')).toBe('2026-01-01');
    expect($('#reports-from-error').text()).toBe('Please enter a real date, like 2026-11-01.');
    expect($('.report')).toHaveLength(0);
    const reversed = await get('/office/reports/sources.csv?from=2026-11-30&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(load(reversed.text)('#reports-to-error').text()).toBe('The end date must be on or after the start date.');
    expect((await get(`/office/reports/everything.csv?${NOVEMBER}`)).status).toBe(404);
  });
});

describe('the reports’ period', () => {
  const now = new Date('2026-11-23T14:00:00Z');

  it('turns business-zone days into UTC bounds, a daylight-saving day being 25 or 23 hours', () => {
    expect(periodOf('2026-11-01', '2026-11-01')).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
    const spring = periodOf('2026-03-08', '2026-03-08');
    expect([spring.start, spring.end]).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });

  it('offers this month, last month, this year and the last 12 months, and shows this month by default', () => {
    expect(periodPresets(now)).toEqual([
      { label: 'This month', from: '2026-11-01', to: '2026-11-30' },
      { label: 'Last month', from: '2026-10-01', to: '2026-10-31' },
      { label: 'This year', from: '2026-01-01', to: '2026-12-31' },
      { label: 'Last 12 months', from: '2025-11-24', to: '2026-11-23' },
    ]);
    expect(periodPresets(new Date('2027-01-10T15:00:00Z'))[1]).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    // 23:30 on Dec 31 in New York is 04:30 UTC on Jan 1: still December there.
    expect(periodPresets(new Date('2027-01-01T04:30:00Z'))[0]).toMatchObject({ from: '2026-12-01' });
    expect(readPeriod({ from: '', to: '' }, now)).toMatchObject({
      ok: true,
      period: { from: '2026-11-01', to: '2026-11-30' },
    });
  });

  it('refuses what is not a real period, keeping what was typed', () => {
    expect(readPeriod({ from: '2026-11-01', to: '2026-11-01' }, now).ok).toBe(true);
    expect(readPeriod({ from: '2026-11-01', to: '' }, now)).toEqual({
      ok: false,
      from: '2026-11-01',
      to: '',
      errors: { to: 'Please enter a real date, like 2026-11-01.' },
    });
    expect(readPeriod({ from: 'soon', to: '2026-02-29' }, now)).toMatchObject({
      ok: false,
      errors: { from: 'Please enter a real date, like 2026-11-01.', to: 'Please enter a real date, like 2026-11-01.' },
    });
    // Years the business cannot have: refused, never an instant out of range.
    expect(readPeriod({ from: '9999-12-31', to: '9999-12-31' }, now)).toMatchObject({ ok: false });
    expect(readPeriod({ from: '1999-12-31', to: '2026-01-01' }, now)).toMatchObject({ ok: false });
    expect(readPeriod({ from: '2026-11-02', to: '2026-11-01' }, now)).toMatchObject({
      errors: { to: 'The end date must be on or after the start date.' },
    });
    expect(readPeriod({ from: '2025-01-01', to: '2026-12-31' }, now).ok).toBe(true);
    expect(readPeriod({ from: '2025-01-01', to: '2027-01-02' }, now)).toMatchObject({
      errors: { to: 'A report covers at most 731 days; please choose a shorter period.' },
    });
  });
});

describe.each(engines.slice(0, 1))('who may see the reports', (engine) => {
  it('is the owner alone: a dispatcher and a technician are refused the screen and its CSV, and not offered it', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const password = 'quartz-lantern-meadow-42';
    for (const role of ['dispatcher', 'technician'] as const) {
      await office.store.addUser(`${role}@example.com`, await testPasswordHash(password), new Date(), { role });
      const { cookie } = await office.signIn(`${role}@example.com`, password);
      for (const path of ['/office/reports', `/office/reports/sources.csv?${NOVEMBER}`]) {
        const refused = await office.http.get(path).set('Cookie', cookie);
        expect(refused.status, `${role} ${path}`).toBe(403);
        expect(refused.text).not.toContain('Bookings by source');
      }
      const landing = await office.http.get('/office/profile').set('Cookie', cookie);
      expect(load(landing.text)('nav a:contains("Reports")')).toHaveLength(0);
    }
  });
});
