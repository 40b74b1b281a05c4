/**
 * The office on a seeded month (npm run db:seed): every screen an owner can open from the route table answers
 * 200 with no script, and the totals the screens show are the rows in the database: the leads and customers
 * counts, today's and tomorrow's visits, one customer's history, and the search finding a booking by reference.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { bookingRules } from '../../data/booking';
import { nextDate, zonedInstant } from '../../server/kernel/time-zone';
import { officeScreens, paramsFor, sampleOf } from '../../scripts/bench-office';
import { seedShop } from '../../scripts/seed';
import { testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';

const engines = testEngines('office on a seeded month');
const ZONE = bookingRules.timeZone;
const TODAY = '2026-11-23';

const numberIn = (text: string, pattern: RegExp) => Number((pattern.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));

describe.each(engines)('the office on a seeded month, $name', (engine) => {
  it('answers every screen with the totals of the rows, and no script', async () => {
    const database = await engine.open();
    const clock = testClock();
    await seedShop(database, { seed: 11, months: 1, until: TODAY, now: clock.now() });
    const { http, signIn } = await officeApp(database, { clock });
    const { cookie } = await signIn();
    const get = (path: string) => http.get(path).set('Cookie', cookie);
    const { db } = database;
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
      Number((await query.executeTakeFirstOrThrow()).n);
    const sample = await sampleOf(database);

    // Every GET screen of the route table an owner may open, its parameters filled with seeded ids.
    const screens = officeScreens();
    expect(screens).toEqual(
      expect.arrayContaining([
        '/office',
        '/office/leads',
        '/office/customers/:id',
        '/office/parts',
        '/office/visits/:reference/parts',
        '/office/visits/:reference/return-visit',
      ]),
    );
    for (const screen of screens) {
      // An estimate's page is filled with a seeded estimate's own visit and number, a job's screens with its visit.
      const params = paramsFor(screen, sample);
      // A refund's page needs an online payment, which the seed does not make (test/payments/refunds.test.ts has it).
      if (screen.includes(':paymentId') && !params.payments) continue;
      const path = screen.replace(/:(\w+)/g, (_, __, offset: number) => {
        const segment = screen
          .slice(0, offset - 1)
          .split('/')
          .at(-1)!;
        return encodeURIComponent(params[segment] ?? 'missing');
      });
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 200]);
      // The Schedule's day and week alone hydrate an island (save-on-change; test/office/no-script.test.ts).
      const island = path.startsWith('/office/schedule');
      expect([path, answer.text.includes('<script')]).toEqual([path, island]);
    }

    // The job's screens open on a seeded job: its parts page lists the parts recorded on it.
    expect(sample.job).toBeDefined();
    const reference = sample.job!.visits!;
    const parts = await db
      .selectFrom('job_parts as p')
      .innerJoin('jobs as j', 'j.id', 'p.job_id')
      .innerJoin('bookings as b', 'b.id', 'j.first_booking_id')
      .select('p.part_number')
      .where('b.reference', '=', reference)
      .execute();
    expect(parts.length).toBeGreaterThan(0);
    const partsPage = load((await get(`/office/visits/${encodeURIComponent(reference)}/parts`)).text)('main').text();
    for (const part of parts) expect(partsPage).toContain(part.part_number);

    const leads = await get('/office/leads');
    const leadRows = await count(db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')));
    expect(numberIn(load(leads.text)('main').text(), /(?<![\d,])([\d,]+) leads?, newest first/)).toBe(leadRows);
    const waiting = await get('/office/leads?status=new');
    const newRows = await count(
      db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'new'),
    );
    expect(numberIn(load(waiting.text)('main').text(), /(?<![\d,])([\d,]+) leads?, newest first/)).toBe(newRows);

    const customers = await get('/office/customers');
    const customerRows = await count(
      db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('merged_into', 'is', null),
    );
    expect(numberIn(load(customers.text)('main').text(), /(?<![\d,])([\d,]+) customers?, newest activity first/)).toBe(
      customerRows,
    );

    // Today shows today's and tomorrow's booked visits.
    const today = load((await get('/office')).text);
    const shown = today('.office-day h3')
      .map((_, heading) => numberIn(today(heading).text(), /(?<!\d)(\d+) visits?/))
      .get()
      .reduce((sum: number, n: number) => sum + n, 0);
    const visitRows = await count(
      db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'booked')
        .where('window_start', '>=', new Date(zonedInstant(TODAY, 0, ZONE)).toISOString())
        .where('window_start', '<', new Date(zonedInstant(nextDate(TODAY, 2), 0, ZONE)).toISOString()),
    );
    expect(visitRows).toBeGreaterThan(0);
    expect(shown).toBe(visitRows);

    // The customer with the most records: every lead and visit of theirs is on their page.
    const page = load((await get(`/office/customers/${sample.params.customers}`)).text);
    const records = await db
      .selectFrom('customer_records')
      .select(['kind', (eb) => eb.fn.countAll().as('n')])
      .where('customer_id', '=', sample.params.customers!)
      .groupBy('kind')
      .execute();
    const of = (kind: string) => Number(records.find((row) => row.kind === kind)?.n ?? 0);
    expect(of('booking') + of('lead')).toBeGreaterThan(1);
    expect(page('[aria-labelledby="visits-heading"] li.office-card').length).toBe(of('booking'));
    expect(page('[aria-labelledby="leads-heading"] li.office-card').length).toBe(of('lead'));

    const found = load((await get(`/office/search?q=${sample.searches.reference}`)).text);
    expect(found('main').text()).toContain(sample.searches.reference!.toUpperCase());
    // Any part of a name, not only a word's start: "ry johns" finds Mary Johnson.
    const inside = sample.searches['part of a name']!;
    const byPart = load((await get(`/office/search?q=${encodeURIComponent(inside)}`)).text);
    const names = byPart('main li')
      .text()
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ');
    expect(names).toContain(inside.replace(/[^a-z]+/g, ' '));
  }, 90_000);
});
