/**
 * The owner's Reports on estimates and jobs (issue 37): a known November of estimates sent, approved, declined
 * with reasons (one of them markup a customer typed), expired and still open, and the jobs approved that month
 * with their return visits and parts, plus rows just outside the month on both sides. The screen, its CSV files
 * and the store must give the numbers those rows give.
 */
import { randomUUID } from 'node:crypto';
import { load } from 'cheerio';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { EstimateStatus } from '../../server/kernel/db/schema';
import { periodOf } from '../../server/features/reports/period';
import { reportStore } from '../../server/features/reports/store';
import { testEngines } from '../helpers/engines';
import { officeApp, OWNER } from '../helpers/office';

const engines = testEngines('job reports', { postgres: false });
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';
/** The day the owner reads the reports: the estimate sent on November 2 has expired, the one of the 25th not. */
const TODAY = '2026-12-20T15:00:00.000Z';

const OCT_31_LATE = '2026-11-01T03:30:00.000Z'; // 23:30 EDT on Oct 31: outside
const NOV_1_EARLY = '2026-11-01T04:30:00.000Z'; // 00:30 EDT on Nov 1: inside
const NOV_30_LATE = '2026-12-01T04:30:00.000Z'; // 23:30 EST on Nov 30: inside
const DEC_1_EARLY = '2026-12-01T05:30:00.000Z'; // 00:30 EST on Dec 1: outside

const days = (iso: string, n: number) => new Date(Date.parse(iso) + n * 86_400_000).toISOString();

async function visit(database: AppDatabase, at: string, extra: { jobId?: string; cancelled?: boolean } = {}) {
  const id = randomUUID();
  const end = new Date(Date.parse(at) + 2 * 3600_000).toISOString();
  await database.db
    .insertInto('bookings')
    .values({
      id,
      reference: `CAR-${id.slice(0, 6).toUpperCase()}`,
      token_hash: randomUUID(),
      token_expires_at: end,
      zip: '20901',
      service: 'washer-repair',
      window_start: at,
      window_end: end,
      name: 'Job Customer',
      phone: '(301) 555-0100',
      phone_key: '3015550100',
      email: 'job@example.com',
      email_key: 'job@example.com',
      address: '1 Job Street',
      brand: '',
      problem: '',
      coupon: '',
      status: extra.cancelled ? 'cancelled' : 'booked',
      created_at: '2026-10-01T12:00:00.000Z',
      updated_at: '2026-10-01T12:00:00.000Z',
      cancelled_at: extra.cancelled ? '2026-11-20T12:00:00.000Z' : null,
      client_address: '',
      source: 'office',
      visit_status: 'booked',
      job_id: extra.jobId ?? null,
    })
    .execute();
  return id;
}

interface EstimateRow {
  status: EstimateStatus;
  sent?: string;
  decided?: string;
  option?: number;
  reason?: string;
  /** [option, kind, quantity, price each in cents] */
  lines?: [number, 'labour' | 'part', number, number][];
}

/** An estimate on a new diagnosis visit the day before it was sent; its id and the visit's. */
async function estimate(database: AppDatabase, row: EstimateRow) {
  const sent = row.sent ?? null;
  const bookingId = await visit(database, days(row.sent ?? '2026-11-15T15:00:00.000Z', -1));
  const id = randomUUID();
  await database.db
    .insertInto('estimates')
    .values({
      id,
      booking_id: bookingId,
      number: 1,
      status: row.status,
      tax_state: 'MD',
      created_at: days(row.sent ?? '2026-11-15T15:00:00.000Z', -1),
      created_by: OWNER,
      updated_at: row.decided ?? row.sent ?? '2026-11-15T15:00:00.000Z',
      sent_at: sent,
      sent_by: sent ? OWNER : null,
      expires_at: sent ? days(sent, 30) : null,
      decided_at: row.decided ?? null,
      approved_option: row.status === 'approved' ? (row.option ?? 1) : null,
      signed_name: row.status === 'approved' ? 'Job Customer' : null,
      decline_reason: row.status === 'declined' ? (row.reason ?? '') : null,
    })
    .execute();
  const options = [...new Set((row.lines ?? []).map(([option]) => option))];
  for (const position of options)
    await database.db
      .insertInto('estimate_options')
      .values({ estimate_id: id, position, title: `Option ${position}` })
      .execute();
  for (const [i, [option, kind, quantity, unit]] of (row.lines ?? []).entries())
    await database.db
      .insertInto('estimate_lines')
      .values({
        estimate_id: id,
        option_position: option,
        position: i + 1,
        kind,
        description: kind === 'part' ? 'Drain pump' : 'Labour',
        quantity,
        unit_cents: unit,
      })
      .execute();
  return { id, bookingId };
}

/** The job an approval opens, as estimates' openJob makes it: the diagnosis visit belongs to it. */
async function job(database: AppDatabase, e: { id: string; bookingId: string }, partCosts: number[] = []) {
  const id = randomUUID();
  await database.db
    .insertInto('jobs')
    .values({ id, estimate_id: e.id, first_booking_id: e.bookingId, created_at: '2026-11-01T12:00:00.000Z' })
    .execute();
  await database.db.updateTable('bookings').set({ job_id: id }).where('id', '=', e.bookingId).execute();
  for (const cost of partCosts)
    await database.db
      .insertInto('job_parts')
      .values({
        id: randomUUID(),
        job_id: id,
        part_number: 'W10276397',
        description: 'Drain pump',
        supplier: 'Marcone',
        cost_cents: cost,
        ordered_on: '2026-11-04',
        expected_on: '2026-11-07',
        created_at: '2026-11-04T15:00:00.000Z',
        created_by: OWNER,
      })
      .execute();
  return id;
}

describe.each(engines)('reports on estimates and jobs on $name', (engine) => {
  /** The known month; what each figure must come to is written beside its rows. */
  const knownMonth = async () => {
    const database = await engine.open();
    const e = (row: EstimateRow) => estimate(database, row);

    // Sent in November: 10 estimates. 4 approved (A1, A2, A3, and O2 whose approval falls in December).
    const a1 = await e({
      status: 'approved',
      sent: '2026-11-02T15:00:00.000Z',
      decided: '2026-11-03T15:00:00.000Z',
      option: 2,
      lines: [
        [1, 'part', 1, 9_999], // the option not chosen: never charged
        [2, 'part', 2, 4_500],
        [2, 'part', 1, 12_000],
        [2, 'labour', 1, 15_000], // labour: not a part
      ],
    });
    const j1 = await job(database, a1, [3_000, 7_000]);
    // Approved Nov 3, return visit Nov 10 (8 AM EST): 7 days.
    await visit(database, '2026-11-10T13:00:00.000Z', { jobId: j1 });

    const a2 = await e({
      status: 'approved',
      sent: '2026-11-05T15:00:00.000Z',
      decided: NOV_30_LATE,
      lines: [[1, 'part', 1, 5_000]],
    });
    const j2 = await job(database, a2, [2_550]);
    // Approved Nov 30 in Washington (Dec 1 in UTC), back on Dec 3: 3 days; the cancelled Dec 1 visit is not it.
    await visit(database, '2026-12-01T14:00:00.000Z', { jobId: j2, cancelled: true });
    await visit(database, '2026-12-03T14:00:00.000Z', { jobId: j2 });

    // Approved, no part recorded yet and no return visit: its part line is not set against any cost.
    const a3 = await e({
      status: 'approved',
      sent: '2026-11-06T15:00:00.000Z',
      decided: '2026-11-07T15:00:00.000Z',
      lines: [[1, 'part', 1, 8_000]],
    });
    await job(database, a3);

    await e({
      status: 'declined',
      sent: '2026-11-08T15:00:00.000Z',
      decided: '2026-11-09T15:00:00.000Z',
      reason: 'Too expensive',
    });
    await e({
      status: 'declined',
      sent: '2026-11-09T15:00:00.000Z',
      decided: '2026-11-10T15:00:00.000Z',
      reason: 'Too expensive',
    });
    await e({
      status: 'declined',
      sent: '2026-11-10T15:00:00.000Z',
      decided: '2026-11-11T15:00:00.000Z',
      reason: '<b>Bought a new one</b>',
    });
    await e({ status: 'declined', sent: NOV_1_EARLY, decided: '2026-11-11T15:00:00.000Z' });
    // Sent Nov 2, unanswered: expired on Dec 2. Viewed Nov 25: open until Dec 25.
    await e({ status: 'sent', sent: '2026-11-02T18:00:00.000Z' });
    await e({ status: 'viewed', sent: '2026-11-25T15:00:00.000Z' });
    // Sent in November, approved just after it: an approved estimate of November, a job of December.
    const o2 = await e({
      status: 'approved',
      sent: '2026-11-28T15:00:00.000Z',
      decided: DEC_1_EARLY,
      lines: [[1, 'part', 1, 50_000]],
    });
    const jo2 = await job(database, o2, [99_000]);
    await visit(database, '2026-12-05T14:00:00.000Z', { jobId: jo2 });

    // Not sent in November: a draft, and one sent on Oct 31 in Washington but approved on Nov 1: a November job.
    await e({ status: 'draft' });
    const o1 = await e({ status: 'approved', sent: OCT_31_LATE, decided: NOV_1_EARLY, lines: [[1, 'part', 1, 1_500]] });
    const jo1 = await job(database, o1, [1_000]);
    // Approved Nov 1 (00:30 EDT), back on Nov 4: 3 days.
    await visit(database, '2026-11-04T14:00:00.000Z', { jobId: jo1 });
    // Declined on Dec 1 in Washington, sent then too: outside.
    await e({ status: 'declined', sent: DEC_1_EARLY, decided: DEC_1_EARLY, reason: 'Too expensive' });

    const office = await officeApp(database);
    office.clock.set(TODAY);
    const browser = await office.signIn();
    const get = (path: string) => office.http.get(path).set('Cookie', browser.cookie);
    return { database, get };
  };

  it('counts the estimates sent in a known November, and the reasons customers gave for declining', async () => {
    const { get } = await knownMonth();
    const page = await get(`/office/reports?${NOVEMBER}`);
    expect(page.status).toBe(200);
    const $ = load(page.text);
    const section = $('section[aria-labelledby="report-estimates"]');
    expect(section.find('h2').text()).toBe('Estimates');
    expect(
      section
        .find('table tr')
        .map((_, tr) => [
          $(tr)
            .children()
            .map((__, cell) => $(cell).text())
            .get(),
        ])
        .get(),
    ).toEqual([
      ['Outcome', 'Estimates', 'Share'],
      ['Approved', '4', '40.0 %'],
      ['Declined', '4', '40.0 %'],
      ['Expired', '1', '10.0 %'],
      ['Still open', '1', '10.0 %'],
      ['Sent', '10', '100.0 %'],
    ]);
    // The rate says what it divides by: 4 approved of the 9 answered or expired.
    expect(section.find('p.office-muted').text()).toBe(
      'Approval rate 44.4 %: approved ÷ answered or expired (4 of 9); estimates still open are left out.',
    );
    expect(
      section
        .find('ul.report-reasons li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['Too expensive (2)', '<b>Bought a new one</b> (1)', 'No reason given (1)']);
    // What a customer typed is text on the page, never markup.
    expect(section.find('ul b')).toHaveLength(0);
    expect($('.report-summary div').eq(8).text()).toBe('Estimate approval44.4 % 4 of 9 answered or expired');

    const csv = await get(`/office/reports/estimates.csv?${NOVEMBER}`);
    expect(csv.status).toBe(200);
    expect(parse(csv.text, { bom: true })).toEqual([
      ['Outcome', 'Estimates', 'Share of sent (%)'],
      ['Approved', '4', '40.0'],
      ['Declined', '4', '40.0'],
      ['Expired', '1', '10.0'],
      ['Still open', '1', '10.0'],
      ['Sent', '10', '100.0'],
      ['Approval rate: approved of answered or expired (%)', '', '44.4'],
      ['Declined because: Too expensive', '2', '20.0'],
      ['Declined because: <b>Bought a new one</b>', '1', '10.0'],
      ['Declined without a reason', '1', '10.0'],
    ]);
  });

  it('sets the parts of the jobs approved in a known November against what was charged for them, and times the return visits', async () => {
    const { get, database } = await knownMonth();
    // Jobs approved in November: O1 (Nov 1), A1 (Nov 3), A3 (Nov 7), A2 (Nov 30 in Washington).
    // Return visits 3, 7 and 3 days after: 13 / 3 = 4.3. Parts on O1, A1, A2: cost 10.00 + 100.00 + 25.50,
    // charged 15.00 + (2 × 45.00 + 120.00) + 50.00.
    const figures = (await reportStore(database).reports(periodOf('2026-11-01', '2026-11-30'), new Date(TODAY))).jobs;
    expect(figures).toEqual({
      jobs: 4,
      withReturnVisit: 3,
      averageDaysToReturn: 4.3,
      withParts: 3,
      partsCostCents: 13_550,
      partsChargedCents: 27_500,
    });

    const page = await get(`/office/reports?${NOVEMBER}`);
    const $ = load(page.text);
    const section = $('section[aria-labelledby="report-parts"]');
    expect(
      section
        .find('table tr')
        .map((_, tr) => [
          $(tr)
            .children()
            .map((__, cell) => $(cell).text())
            .get(),
        ])
        .get(),
    ).toEqual([
      ['Parts', 'Amount', 'Share of charged'],
      ['Parts cost', '$135.50', '49.3 %'],
      ['Charged for parts', '$275.00', '100.0 %'],
      ['Margin', '$139.50', '50.7 %'],
    ]);
    expect(section.find('p.office-muted').text()).toBe(
      '4 jobs approved, 3 with parts recorded. Return visit on average 4.3 days after the approval (3 jobs with one booked).',
    );
    expect($('.report-summary div').eq(9).text()).toBe('Parts margin$139.50 3 jobs with parts');

    const csv = await get(`/office/reports/parts.csv?${NOVEMBER}`);
    expect(csv.status).toBe(200);
    expect(parse(csv.text, { bom: true })).toEqual([
      ['Jobs and parts', 'Value'],
      ['Jobs (estimates approved)', '4'],
      ['With a return visit booked', '3'],
      ['Average days from approval to return visit', '4.3'],
      ['Jobs with parts recorded', '3'],
      ['Parts cost ($)', '135.50'],
      ['Charged for parts ($)', '275.00'],
      ['Margin ($)', '139.50'],
      ['Margin (% of charged)', '50.7'],
    ]);
  });

  it('shows an empty period plainly: no rate, no margin, no average', async () => {
    const { get } = await knownMonth();
    const $ = load((await get('/office/reports?from=2025-01-01&to=2025-01-31')).text);
    expect($('.report-summary div').eq(8).text()).toBe('Estimate approval– 0 of 0 answered or expired');
    expect($('.report-summary div').eq(9).text()).toBe('Parts margin– 0 jobs with parts');
    expect($('section[aria-labelledby="report-parts"] p.office-muted').text()).toBe(
      '0 jobs approved, 0 with parts recorded. No return visit booked for them yet.',
    );
    expect($('ul.report-reasons')).toHaveLength(0);
  });
});
