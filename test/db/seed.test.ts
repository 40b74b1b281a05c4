/**
 * `npm run db:seed`: a month of a shop on each engine, the same shop again from the same seed, and a database
 * that already has data refused with a clear message and a non-zero exit.
 */
import { describe, expect, it } from 'vitest';
import { bookingRules } from '../../data/booking';
import { ON_THE_DAY, type VisitStatus } from '../../data/visit-status';
import { localDate, nextDate } from '../../server/kernel/time-zone';
import { instant } from '../../server/kernel/db/engine';
import { matchPhone, termsOf } from '../../server/features/customers/keys';
import type { AppDatabase } from '../../server/kernel/db/database';
import { runSeed, seedShop } from '../../scripts/seed';
import { testEngines } from '../helpers/engines';

const engines = testEngines('seed');
const UNTIL = '2026-11-23';

async function countOf(database: AppDatabase, table: 'leads' | 'bookings' | 'customers' | 'search_terms' | 'reviews') {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function captured() {
  const lines = { out: '', err: '' };
  return { lines, io: { out: (text: string) => (lines.out += text), err: (text: string) => (lines.err += text) } };
}

describe.each(engines)('the seed on $name', (engine) => {
  it('fills an empty database with a month of leads, visits and customers linked as the site links them', async () => {
    const database = await engine.open();
    const summary = await seedShop(database, { seed: 7, months: 1, until: UNTIL });
    expect(summary.counts.leads).toBe(1000);
    expect(summary.counts.bookings).toBeGreaterThan(1600);
    for (const table of ['leads', 'bookings', 'customers', 'search_terms', 'reviews'] as const)
      expect(await countOf(database, table)).toBe(summary.counts[table]);
    // A month writes every table that three months do (estimates, jobs and their parts, the return visits'
    // charges): on PostgreSQL this month is what stores them (see "the seed's plan" below).
    for (const table of ['estimates', 'estimate_options', 'estimate_lines', 'jobs', 'job_parts', 'visit_charges'])
      expect(summary.counts[table], table).toBeGreaterThan(0);

    // Every lead and booking belongs to exactly one customer, and its search terms are the site's own.
    const unlinked = await database.db
      .selectFrom('bookings')
      .leftJoin('customer_records as r', (join) =>
        join.on('r.kind', '=', 'booking').onRef('r.record_id', '=', 'bookings.id'),
      )
      .select('bookings.id')
      .where('r.customer_id', 'is', null)
      .execute();
    expect(unlinked).toEqual([]);
    const booking = await database.db.selectFrom('bookings').selectAll().limit(1).executeTakeFirstOrThrow();
    const terms = await database.db
      .selectFrom('search_terms')
      .select(['field', 'term'])
      .where('kind', '=', 'booking')
      .where('record_id', '=', booking.id)
      .execute();
    const expected = termsOf({
      kind: 'booking',
      id: booking.id,
      at: '',
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      address: booking.address,
      zip: booking.zip,
      reference: booking.reference,
      brand: booking.brand,
      problem: booking.problem,
    });
    const sorted = (list: { field: string; term: string }[]) =>
      list.map((t) => `${t.field}:${t.term}`).sort((a, b) => (a < b ? -1 : 1));
    expect(sorted(terms)).toEqual(sorted(expected));
    expect(booking.phone_key).toBe(matchPhone(booking.phone));

    // Visits reach two weeks past the last day; the past ones are done (with a price) or ended otherwise.
    const latest = await database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.max('window_start').as('at'))
      .executeTakeFirstOrThrow();
    expect(new Date(latest.at as string).toISOString() > `${nextDate(UNTIL, 7)}`).toBe(true);
    const doneWithoutPrice = await database.db
      .selectFrom('bookings')
      .leftJoin('visit_charges as c', 'c.booking_id', 'bookings.id')
      .select('bookings.id')
      .where('visit_status', '=', 'done')
      .where('c.booking_id', 'is', null)
      .execute();
    expect(doneWithoutPrice).toEqual([]);
    // The day's order: no visit was set on its way, arrived, done or missed before its day (New York), and each
    // No-Show told its customer (who gave an e-mail) "we missed you".
    const statusEvents = await database.db
      .selectFrom('booking_events as e')
      .innerJoin('bookings', 'bookings.id', 'e.booking_id')
      .select(['e.at', 'e.to_value', 'bookings.window_start'])
      .where('e.kind', '=', 'status')
      .execute();
    expect(statusEvents.length).toBeGreaterThan(100);
    const dayOf = (at: unknown) => localDate(Date.parse(instant(at as string)), bookingRules.timeZone);
    const beforeTheDay = statusEvents.filter(
      (e) => ON_THE_DAY.includes(e.to_value as VisitStatus) && dayOf(e.at) < dayOf(e.window_start),
    );
    expect(beforeTheDay).toEqual([]);
    const missedUntold = await database.db
      .selectFrom('bookings')
      .leftJoin('booking_emails as m', (join) =>
        join.onRef('m.booking_id', '=', 'bookings.id').on('m.kind', '=', 'customer-missed'),
      )
      .select('bookings.id')
      .where('visit_status', '=', 'no-show')
      .where('bookings.email', '!=', '')
      .where('m.id', 'is', null)
      .execute();
    expect(missedUntold).toEqual([]);
    const pending = await database.db
      .selectFrom('booking_emails')
      .select('id')
      .where('status', '!=', 'sent')
      .limit(1)
      .execute();
    expect(pending).toEqual([]);
    // Every lead the desk has dealt with was called back at a recorded time (what the reports count from).
    const uncalled = await database.db
      .selectFrom('leads')
      .leftJoin('lead_events as e', 'e.lead_id', 'leads.id')
      .select('leads.id')
      .where('leads.status', '!=', 'new')
      .where('e.id', 'is', null)
      .limit(1)
      .execute();
    expect(uncalled).toEqual([]);
    const early = await database.db
      .selectFrom('lead_events as e')
      .innerJoin('leads', 'leads.id', 'e.lead_id')
      .select('e.id')
      .whereRef('e.at', '<', 'leads.received_at')
      .limit(1)
      .execute();
    expect(early).toEqual([]);
  }, 60_000);

  it('refuses a database that already has data, saying what is there, with exit code 1', async () => {
    const url = await engine.migratedDatabaseUrl();
    const database = await engine.open(url);
    await database.db
      .insertInto('leads')
      .values({
        id: 'a-real-lead',
        received_at: new Date().toISOString(),
        name: 'Real Person',
        email: 'real@example.com',
        phone: '(202) 555-0100',
        service: '',
        message: 'Please keep me.',
      })
      .execute();
    const { lines, io } = captured();
    expect(await runSeed(['--months', '1'], { DATABASE_URL: url }, io)).toBe(1);
    expect(lines.err).toContain('already has data: leads (1)');
    expect(await countOf(database, 'leads')).toBe(1);
    expect(await countOf(database, 'bookings')).toBe(0);
  });
});

// The shop is planned in memory from the seed (buildPlan in scripts/seed.ts) and written with one insert per batch
// of a table's rows, the same statements whatever the plan holds; the month above writes every table on each
// engine. What the plan holds over three months, and that one seed gives one plan, are therefore checked once, on
// SQLite: on PostgreSQL these seeded four more months to check the same plan again.
describe('the seed’s plan, on sqlite', () => {
  const engine = engines[0]!;

  it('makes the two-visit repairs: about a third of the repairs quoted, most approved into a job with parts and a return visit', async () => {
    const database = await engine.open();
    // Three months, so the month's early jobs have had their return visits and the last days' still wait.
    await seedShop(database, { seed: 11, months: 3, until: UNTIL });
    const { db } = database;
    const repairs = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('warranty_of', 'is', null)
      .where('job_id', 'is', null)
      .where('done_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const estimates = await db.selectFrom('estimates').select(['id', 'status', 'booking_id']).execute();
    const diagnoses = Number(repairs.n) + (await db.selectFrom('jobs').select('id').execute()).length;
    // About a third of the Done repairs (each job's diagnosis counted once) had an estimate.
    expect(estimates.length / diagnoses).toBeGreaterThan(0.25);
    expect(estimates.length / diagnoses).toBeLessThan(0.4);
    const share = (status: string) => estimates.filter((e) => e.status === status).length / estimates.length;
    expect(share('approved')).toBeGreaterThan(0.65);
    expect(share('declined')).toBeGreaterThan(0.05);
    expect(share('sent') + share('viewed')).toBeGreaterThan(0.02);

    // Every approval is signed and is a job; every declined one says when; every job has one or two parts.
    const approved = await db
      .selectFrom('estimates as e')
      .leftJoin('jobs as j', 'j.estimate_id', 'e.id')
      .select(['e.id', 'e.signed_name', 'e.decided_at', 'e.approved_option', 'j.id as job_id', 'j.first_booking_id'])
      .where('e.status', '=', 'approved')
      .execute();
    for (const e of approved) {
      expect(String(e.signed_name).split(' ')).toHaveLength(2);
      expect(e.decided_at).not.toBeNull();
      expect(e.job_id).not.toBeNull();
    }
    const partsPerJob = await db
      .selectFrom('job_parts')
      .select(['job_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('job_id')
      .execute();
    expect(partsPerJob).toHaveLength(approved.length);
    expect(new Set(partsPerJob.map((row) => Number(row.n)))).toEqual(new Set([1, 2]));

    // Each job's visits: the diagnosis, then the return visit 3 to 10 days after the approval with the same
    // technician, for the same customer; the diagnosis waits for parts until the return visit is Done.
    const visits = await db
      .selectFrom('bookings as b')
      .innerJoin('jobs as j', 'j.id', 'b.job_id')
      .innerJoin('estimates as e', 'e.id', 'j.estimate_id')
      .innerJoin('customer_records as r', (join) => join.on('r.kind', '=', 'booking').onRef('r.record_id', '=', 'b.id'))
      .select([
        'j.id as job',
        'b.id',
        'j.first_booking_id as first',
        'b.window_start',
        'b.technician_id',
        'b.visit_status',
        'r.customer_id',
        'e.decided_at',
        'j.parts_in_at',
      ])
      .execute();
    const jobs = new Map<string, typeof visits>();
    for (const visit of visits) jobs.set(visit.job, [...(jobs.get(visit.job) ?? []), visit]);
    const day = (at: unknown) => localDate(Date.parse(instant(at)), bookingRules.timeZone);
    let returned = 0;
    let waiting = 0;
    for (const [, [first, ...others]] of jobs) {
      const diagnosis = [first!, ...others].find((v) => v.id === v.first)!;
      const back = [first!, ...others].filter((v) => v.id !== v.first);
      expect(back.length).toBeLessThanOrEqual(1);
      if (back.length === 0) {
        expect(diagnosis.visit_status).toBe('waiting-for-parts');
        waiting++;
        continue;
      }
      const visit = back[0]!;
      returned++;
      expect(visit.customer_id).toBe(diagnosis.customer_id);
      expect(visit.technician_id).toBe(diagnosis.technician_id);
      expect(instant(visit.window_start) > instant(diagnosis.window_start)).toBe(true);
      expect(instant(visit.window_start) > instant(visit.parts_in_at)).toBe(true);
      const after = Math.round((Date.parse(day(visit.window_start)) - Date.parse(day(visit.decided_at))) / 86_400_000);
      expect(after).toBeGreaterThanOrEqual(3);
      expect(after).toBeLessThanOrEqual(10);
      expect(diagnosis.visit_status).toBe(visit.visit_status === 'done' ? 'done' : 'waiting-for-parts');
    }
    expect(returned).toBeGreaterThan(waiting);
    expect(waiting).toBeGreaterThan(0);

    // A Done return visit is priced as the job: the approved option's parts and labour, the fee credited once,
    // the tax on the parts.
    const charges = await db
      .selectFrom('visit_charges as c')
      .innerJoin('bookings as b', 'b.id', 'c.booking_id')
      .innerJoin('jobs as j', 'j.id', 'b.job_id')
      .select(['c.parts_cents', 'c.labour_cents', 'c.fee_cents', 'c.fee_credit_cents', 'c.tax_cents', 'c.total_cents'])
      .whereRef('b.id', '<>', 'j.first_booking_id')
      .execute();
    expect(charges.length).toBeGreaterThan(10);
    for (const c of charges) {
      expect(c.fee_cents).toBe(0);
      expect(c.fee_credit_cents).toBe(8900);
      expect(c.tax_cents).toBe(Math.round((c.parts_cents * 6) / 100));
      expect(c.total_cents).toBe(c.parts_cents + c.labour_cents - c.fee_credit_cents + c.tax_cents);
    }
  }, 120_000);

  it('gives the same shop from the same seed, and another from another seed', async () => {
    const [first, second, other] = [await engine.open(), await engine.open(), await engine.open()];
    // A week of it: the same code path as a month, in a third of the time.
    const a = await seedShop(first, { seed: 3, months: 0.25, until: UNTIL });
    const b = await seedShop(second, { seed: 3, months: 0.25, until: UNTIL });
    const c = await seedShop(other, { seed: 4, months: 0.25, until: UNTIL });
    expect(b.counts).toEqual(a.counts);
    expect(b.sample).toEqual(a.sample);
    const some = (database: AppDatabase) =>
      database.db
        .selectFrom('bookings')
        .select(['id', 'reference', 'name', 'window_start', 'visit_status'])
        .orderBy('reference')
        .limit(5)
        .execute();
    const normal = (rows: Awaited<ReturnType<typeof some>>) =>
      rows.map((row) => ({ ...row, window_start: new Date(row.window_start as string).toISOString() }));
    expect(normal(await some(second))).toEqual(normal(await some(first)));
    expect(c.sample.bookingReference).not.toBe(a.sample.bookingReference);
  }, 60_000);
});

describe('the seed command line', () => {
  it('asks how much history to make, and rejects what it does not understand', async () => {
    const { lines, io } = captured();
    expect(await runSeed([], { DATABASE_URL: 'file:/nonexistent/never-opened.db' }, io)).toBe(2);
    expect(lines.err).toContain('--years N or --months N');
    expect(await runSeed(['--years', 'five'], { DATABASE_URL: 'file:/nonexistent/never-opened.db' }, io)).toBe(2);
    expect(lines.err).toContain('--years five is not understood');
  });
});
