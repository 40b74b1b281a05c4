/**
 * The Reports read the period's visits and leads in one statement each and count them in the process (issue 37
 * item 8, docs/decisions/0062-reports-from-one-read.md). Here every figure they give is worked out again from
 * the raw rows of a varied seeded shop, by the rules of docs/reports.md alone: each instant's day found in
 * America/New_York by Intl (not by the period's own instants), on both engines. The shop has a month seeded, then
 * varied: visits moved across days and onto both daylight-saving days of 2026, cancelled ones, warranty and
 * zero-priced visits, visits paid online, deposits on jobs, refunds confirmed or pending, and leads and
 * visits from every kind of source.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findService } from '../../data/site/services';
import { heardFromLabel } from '../../data/sources';
import { periodOf } from '../../server/features/reports/period';
import { reportStore, SOURCE_LABELS, townOf } from '../../server/features/reports/store';
import type { AppDatabase } from '../../server/kernel/db/database';
import { instant } from '../../server/kernel/db/engine';
import { seedShop } from '../../scripts/seed';
import { testEngines } from '../helpers/engines';
import { newYorkDayOf } from '../helpers/new-york-day';

const engines = testEngines('reports from raw rows');
const UNTIL = '2026-11-28';

type Row = Record<string, unknown>;

const dayOf = newYorkDayOf;
const inPeriod = (at: unknown, from: string, to: string) => at !== null && dayOf(at) >= from && dayOf(at) <= to;
const byKey = <T extends { key: string }>(rows: T[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));
const n = (value: unknown) => Number(value ?? 0);

/** The seeded month varied so each rule of the figures has rows to decide (see the file's comment). */
async function vary(database: AppDatabase): Promise<void> {
  const { db } = database;
  const done = await db
    .selectFrom('bookings as b')
    .innerJoin('visit_charges as c', 'c.booking_id', 'b.id')
    .select(['b.id', 'b.window_start', 'c.total_cents'])
    .where('b.visit_status', '=', 'done')
    .where('b.status', '=', 'booked')
    .orderBy('b.id')
    .execute();
  const at = (iso: string) => (database.engine === 'postgres' ? new Date(iso) : iso) as never;
  for (const [i, visit] of done.slice(0, 60).entries()) {
    // Moved onto the spring-forward day, the fall-back day and the hours either side of their midnights.
    const moves = [
      '2026-03-08T04:30:00.000Z',
      '2026-03-09T03:30:00.000Z',
      '2026-11-01T04:30:00.000Z',
      '2026-11-02T04:30:00.000Z',
      '2026-11-02T05:30:00.000Z',
    ];
    if (i < 10)
      await db
        .updateTable('bookings')
        .set({ window_start: at(moves[i % moves.length]!) })
        .where('id', '=', visit.id)
        .execute();
    else if (i < 14) await db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', visit.id).execute();
    else if (i < 18)
      await db
        .updateTable('visit_charges')
        .set({ total_cents: 0, payment: 'cash' })
        .where('booking_id', '=', visit.id)
        .execute();
    else if (i < 30) {
      // Paid online: a card payment at the visit's instant, some refunded (confirmed, pending, or failed).
      await db.updateTable('visit_charges').set({ payment: 'card' }).where('booking_id', '=', visit.id).execute();
      const paidAt = instant(visit.window_start);
      await db
        .insertInto('payments')
        .values({
          id: `pay-${i}`,
          booking_id: visit.id,
          checkout_session_id: `cs-${i}`,
          amount_cents: visit.total_cents,
          currency: 'usd',
          status: 'paid',
          paid_at: at(paidAt),
          recorded_via: 'webhook',
          created_at: at(paidAt),
        } as never)
        .execute();
      if (i % 3 !== 0)
        await db
          .insertInto('refunds')
          .values({
            id: `ref-${i}`,
            payment_id: `pay-${i}`,
            stripe_refund_id: `re-${i}`,
            amount_cents: 1 + i * 7,
            reason: 'test',
            status: i % 3 === 1 ? 'succeeded' : 'pending',
            requested_by: 'owner@example.com',
            requested_at: at(paidAt),
            confirmed_at: i % 3 === 1 ? at(i % 2 ? '2026-11-01T04:59:59.000Z' : '2026-11-01T05:00:00.000Z') : null,
          } as never)
          .execute();
    } else if (i < 40)
      await db
        .updateTable('bookings')
        .set({ heard_from: ['yelp', 'friend', null][i % 3] ?? null, utm_source: i % 2 ? 'mailer' : null })
        .where('id', '=', visit.id)
        .execute();
  }
  // Deposits paid online on the estimates of jobs whose return visits are paid by hand.
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'estimate_id', 'first_booking_id'])
    .orderBy('id')
    .limit(8)
    .execute();
  for (const [i, job] of jobs.entries())
    await db
      .insertInto('payments')
      .values({
        id: `dep-${i}`,
        booking_id: job.first_booking_id,
        estimate_id: job.estimate_id,
        checkout_session_id: `csd-${i}`,
        amount_cents: 2500 + i,
        currency: 'usd',
        status: 'paid',
        paid_at: at('2026-11-10T15:00:00.000Z'),
        recorded_via: 'return',
        created_at: at('2026-11-10T15:00:00.000Z'),
      } as never)
      .execute();
  const leads = await db.selectFrom('leads').select('id').orderBy('id').limit(40).execute();
  for (const [i, lead] of leads.entries())
    await db
      .updateTable('leads')
      .set({
        heard_from: ['google-search', 'nextdoor', 'no-such-answer', null][i % 4] ?? null,
        utm_source: i % 5 === 0 ? 'spring' : null,
      })
      .where('id', '=', lead.id)
      .execute();
  await db
    .updateTable('bookings')
    .set({ warranty_of: done[0]!.id })
    .where(
      'id',
      'in',
      done.slice(40, 46).map((visit) => visit.id),
    )
    .execute();
}

/** Every table the figures read, whole. */
async function rawRows(database: AppDatabase) {
  const { db } = database;
  const all = (table: string) => sql<Row>`select * from ${sql.table(table)}`.execute(db).then((result) => result.rows);
  const [bookings, charges, payments, refunds, leads, events, links, jobs, users] = await Promise.all(
    [
      'bookings',
      'visit_charges',
      'payments',
      'refunds',
      'leads',
      'lead_events',
      'customer_records',
      'jobs',
      'office_users',
    ].map(all),
  );
  return {
    bookings: bookings!,
    charges: charges!,
    payments: payments!,
    refunds: refunds!,
    leads: leads!,
    events: events!,
    links: links!,
    jobs: jobs!,
    users: users!,
  };
}

type Raw = Awaited<ReturnType<typeof rawRows>>;

/** The visits' figures by docs/reports.md: visits by their window's day, billed from Done ordinary ones. */
function visitFigures(raw: Raw, from: string, to: string) {
  const charge = new Map(raw.charges.map((row) => [row.booking_id, row]));
  const visits = raw.bookings.filter((row) => inPeriod(row.window_start, from, to));
  const isDone = (row: Row) => row.status === 'booked' && row.visit_status === 'done';
  const billed = (row: Row) => (isDone(row) && row.warranty_of === null ? n(charge.get(row.id)?.total_cents) : 0);
  const group = (keyOf: (row: Row) => string) => {
    const groups = new Map<string, { bookings: number; done: number; revenueCents: number }>();
    for (const row of visits) {
      const line = groups.get(keyOf(row)) ?? { bookings: 0, done: 0, revenueCents: 0 };
      line.bookings += 1;
      line.done += isDone(row) ? 1 : 0;
      line.revenueCents += billed(row);
      groups.set(keyOf(row), line);
    }
    return groups;
  };
  const sources = group((row) => String(row.source));
  const towns = new Map<string, { key: string; label: string; bookings: number; done: number }>();
  for (const row of visits) {
    const line = towns.get(townOf(String(row.zip))) ?? {
      key: townOf(String(row.zip)),
      label: townOf(String(row.zip)),
      bookings: 0,
      done: 0,
    };
    line.bookings += 1;
    line.done += isDone(row) ? 1 : 0;
    towns.set(line.key, line);
  }
  const user = new Map(raw.users.map((row) => [row.id, row]));
  const ordinaryDone = visits.filter((row) => isDone(row) && row.warranty_of === null);
  const priced = ordinaryDone.filter((row) => charge.has(row.id));
  const cents = priced.reduce((sum, row) => sum + n(charge.get(row.id)!.total_cents), 0);
  return {
    visits,
    bySource: Object.entries(SOURCE_LABELS).map(([key, label]) => ({
      key,
      label,
      bookings: sources.get(key)?.bookings ?? 0,
      done: sources.get(key)?.done ?? 0,
    })),
    byService: byKey(
      [...group((row) => String(row.service))].map(([key, line]) => ({
        key,
        label: findService(key)?.name ?? key,
        bookings: line.bookings,
        done: line.done,
      })),
    ),
    byCity: byKey([...towns.values()]),
    byTechnician: byKey(
      [...group((row) => String(row.technician_id ?? ''))].map(([id, line]) => ({
        key: id || 'unassigned',
        label: id ? String(user.get(id)?.name || user.get(id)?.email || 'Removed account') : 'Unassigned',
        ...line,
      })),
    ),
    outcomes: {
      total: visits.length,
      done: visits.filter(isDone).length,
      noShow: visits.filter((row) => row.status === 'booked' && row.visit_status === 'no-show').length,
      cancelled: visits.filter((row) => row.status === 'cancelled').length,
      open: visits.filter((row) => row.status === 'booked' && !['done', 'no-show'].includes(String(row.visit_status)))
        .length,
      warranty: visits.filter((row) => row.warranty_of !== null).length,
    },
    revenue: {
      cents,
      priced: priced.length,
      unpriced: ordinaryDone.length - priced.length,
      averageCents: priced.length === 0 ? null : Math.round(cents / priced.length),
      byPayment: ['cash', 'card', 'check', 'unpaid'].map((method) => {
        const paid = priced.filter((row) => charge.get(row.id)!.payment === method);
        return {
          method,
          visits: paid.length,
          cents: paid.reduce((sum, row) => sum + n(charge.get(row.id)!.total_cents), 0),
        };
      }),
      warrantyDone: visits.filter((row) => isDone(row) && row.warranty_of !== null).length,
    },
    billed,
    isDone,
  };
}

/** Money in: online payments and confirmed refunds by their instant's day, by hand by the visit's day. */
function collectedFigures(raw: Raw, from: string, to: string, figures: ReturnType<typeof visitFigures>) {
  const charge = new Map(raw.charges.map((row) => [row.booking_id, row]));
  const paidOnline = new Set(raw.payments.map((row) => row.booking_id));
  const deposit = (visit: Row) => {
    const job = raw.jobs.find((row) => row.id === visit.job_id && row.first_booking_id !== visit.id);
    return job
      ? raw.payments
          .filter((row) => row.estimate_id === job.estimate_id)
          .reduce((sum, row) => sum + n(row.amount_cents), 0)
      : 0;
  };
  const online = raw.payments.filter((row) => inPeriod(row.paid_at, from, to));
  const hand = figures.visits.filter(
    (row) =>
      figures.isDone(row) &&
      row.warranty_of === null &&
      ['cash', 'card', 'check'].includes(String(charge.get(row.id)?.payment)) &&
      !paidOnline.has(row.id),
  );
  const byMethod = [
    {
      method: 'online',
      label: 'Card online',
      payments: online.length,
      cents: online.reduce((sum, row) => sum + n(row.amount_cents), 0),
    },
    ...(['card', 'cash', 'check'] as const).map((method) => {
      const paid = hand.filter((row) => charge.get(row.id)!.payment === method);
      return {
        method,
        label: { card: 'Card in person', cash: 'Cash', check: 'Check' }[method],
        payments: paid.filter((row) => n(charge.get(row.id)!.total_cents) > 0).length,
        cents: paid.reduce((sum, row) => sum + n(charge.get(row.id)!.total_cents) - deposit(row), 0),
      };
    }),
  ];
  const refunds = raw.refunds.filter((row) => row.status === 'succeeded' && inPeriod(row.confirmed_at, from, to));
  const cents = byMethod.reduce((sum, row) => sum + row.cents, 0);
  const refunded = refunds.reduce((sum, row) => sum + n(row.amount_cents), 0);
  return {
    byMethod,
    payments: byMethod.reduce((sum, row) => sum + row.payments, 0),
    cents,
    refunds: refunds.length,
    refundedCents: refunded,
    netCents: cents - refunded,
  };
}

/** The leads' figures: call-back delays to the millisecond, and each source's leads, conversions and visits. */
function leadFigures(raw: Raw, from: string, to: string, figures: ReturnType<typeof visitFigures>) {
  const leads = raw.leads.filter((row) => inPeriod(row.received_at, from, to));
  const ms = (at: unknown) => Date.parse(instant(at));
  const delays: number[] = [];
  let untimed = 0;
  const callsOf = new Map<unknown, Row[]>();
  for (const row of raw.events)
    if (['called back', 'booked'].includes(String(row.to_status)))
      callsOf.set(row.lead_id, [...(callsOf.get(row.lead_id) ?? []), row]);
  for (const lead of leads) {
    const firsts = callsOf.get(lead.id) ?? [];
    if (firsts.length > 0) delays.push((Math.min(...firsts.map((row) => ms(row.at))) - ms(lead.received_at)) / 1000);
    else if (['called back', 'booked'].includes(String(lead.status))) untimed += 1;
  }
  delays.sort((a, b) => a - b);
  const bounds = [15 * 60, 3600, 4 * 3600, 24 * 3600, Infinity];
  const middle =
    delays.length % 2 ? [delays[(delays.length - 1) / 2]!] : delays.slice(delays.length / 2 - 1, delays.length / 2 + 1);
  const customer = new Map(raw.links.map((row) => [`${row.kind} ${row.record_id}`, row.customer_id]));
  const bookedAt = new Map<unknown, number[]>();
  for (const booking of raw.bookings) {
    const id = customer.get(`booking ${booking.id}`);
    if (id !== undefined) bookedAt.set(id, [...(bookedAt.get(id) ?? []), ms(booking.created_at)]);
  }
  const converted = (lead: Row) =>
    (bookedAt.get(customer.get(`lead ${lead.id}`)) ?? []).some((at) => at >= ms(lead.received_at));
  const sources = new Map<
    string,
    {
      key: string;
      label: string;
      leads: number;
      converted: number;
      bookings: number;
      done: number;
      revenueCents: number;
    }
  >();
  const sourceOf = (row: Row) => {
    const heard = row.heard_from ? heardFromLabel(String(row.heard_from)) : undefined;
    const [key, label] = heard
      ? [String(row.heard_from), heard]
      : row.utm_source
        ? [`utm:${row.utm_source}`, `Campaign: ${row.utm_source}`]
        : ['none', 'Not said'];
    const line = sources.get(key) ?? { key, label, leads: 0, converted: 0, bookings: 0, done: 0, revenueCents: 0 };
    sources.set(key, line);
    return line;
  };
  for (const lead of leads) {
    sourceOf(lead).leads += 1;
    sourceOf(lead).converted += converted(lead) ? 1 : 0;
  }
  for (const visit of figures.visits) {
    sourceOf(visit).bookings += 1;
    sourceOf(visit).done += figures.isDone(visit) ? 1 : 0;
    sourceOf(visit).revenueCents += figures.billed(visit);
  }
  return {
    callbacks: {
      leads: leads.length,
      timed: delays.length,
      medianSeconds: delays.length === 0 ? null : Math.round(middle.reduce((sum, s) => sum + s, 0) / middle.length),
      averageSeconds: delays.length === 0 ? null : Math.round(delays.reduce((sum, s) => sum + s, 0) / delays.length),
      timedBuckets: bounds.map(
        (below, i) => delays.filter((delay) => delay < below && (i === 0 || delay >= bounds[i - 1]!)).length,
      ),
      untimed,
    },
    byLeadSource: byKey([...sources.values()]),
  };
}

/** Each period's Reports against the figures worked out again from the raw rows. */
async function expectRawFigures(
  database: AppDatabase,
  store: ReturnType<typeof reportStore>,
  periods: readonly (readonly [string, string])[],
): Promise<void> {
  const raw = await rawRows(database);
  for (const [from, to] of periods) {
    const report = await store.reports(periodOf(from, to), new Date(`${UNTIL}T20:00:00Z`));
    const visits = visitFigures(raw, from, to);
    const leads = leadFigures(raw, from, to, visits);
    const period = `${from} to ${to}`;
    expect({ period, figures: report.bySource }).toEqual({ period, figures: visits.bySource });
    expect({ period, figures: byKey(report.byService) }).toEqual({ period, figures: visits.byService });
    expect({ period, figures: byKey(report.byCity) }).toEqual({ period, figures: visits.byCity });
    expect({ period, figures: byKey(report.byTechnician) }).toEqual({ period, figures: visits.byTechnician });
    expect({ period, figures: report.outcomes }).toEqual({ period, figures: visits.outcomes });
    expect({ period, figures: report.revenue }).toEqual({ period, figures: visits.revenue });
    expect({ period, figures: report.collected }).toEqual({
      period,
      figures: collectedFigures(raw, from, to, visits),
    });
    expect({ period, figures: byKey(report.byLeadSource) }).toEqual({ period, figures: leads.byLeadSource });
    const { buckets, ...callbacks } = report.callbacks;
    expect({
      period,
      figures: { ...callbacks, timedBuckets: buckets.slice(0, 5).map((b) => b.leads), untimed: buckets[5]!.leads },
    }).toEqual({
      period,
      figures: leads.callbacks,
    });
  }
}

describe.each(engines)('the Reports from the period’s rows on $name', (engine) => {
  // Both tests start from the same varied month (seeding it is most of a test's time), each in a copy of its own.
  const variedShop = engine.copiesOf(async (database) => {
    await seedShop(database, { seed: 3, months: 1, until: UNTIL });
    await vary(database);
  });

  it('give every figure the raw rows give, on daylight-saving days, a month and the whole shop', async () => {
    const database = await engine.open(await variedShop());
    const store = reportStore(database);
    await expectRawFigures(database, store, [
      ['2026-03-08', '2026-03-08'],
      ['2026-11-01', '2026-11-01'],
      ['2026-11-02', '2026-11-02'],
      ['2026-11-01', '2026-11-30'],
      ['2026-01-01', '2026-12-31'],
    ]);
    // The varied rows are in the periods they were put in: both daylight-saving days hold moved visits, the
    // shop's year its refunds and visits paid online.
    const spring = await store.reports(periodOf('2026-03-08', '2026-03-08'), new Date(`${UNTIL}T20:00:00Z`));
    expect(spring.outcomes.total).toBeGreaterThan(0);
    const year = await store.reports(periodOf('2026-01-01', '2026-12-31'), new Date(`${UNTIL}T20:00:00Z`));
    expect(year.collected.refunds).toBeGreaterThan(0);
    expect(year.collected.byMethod[0]!.payments).toBeGreaterThan(0);
    expect(year.outcomes.cancelled).toBeGreaterThan(0);
    expect(year.byLeadSource.map((row) => row.key)).toEqual(
      expect.arrayContaining(['yelp', 'utm:mailer', 'google-search', 'utm:spring', 'none']),
    );
  }, 300_000);

  it('count a kept day again after any write that changes its figures, and only the days it touched', async () => {
    const database = await engine.open(await variedShop());
    const { db } = database;
    const store = reportStore(database);
    const periods = [
      ['2026-11-01', '2026-11-30'],
      ['2026-11-05', '2026-11-05'],
      ['2026-01-01', '2026-12-31'],
    ] as const;
    await expectRawFigures(database, store, periods);
    const at = (iso: string) => (database.engine === 'postgres' ? new Date(iso) : iso) as never;
    const kept = async () =>
      new Map(
        (await db.selectFrom('report_days').select(['day', 'stamp', 'figures']).execute()).map((row) => [
          row.day,
          `${row.stamp} ${row.figures}`,
        ]),
      );
    const before = await kept();
    // Every day of the year is kept once asked for, and each of its months.
    expect(before.size).toBe(365 + 12);
    const year = await store.reports(periodOf('2026-01-01', '2026-12-31'), new Date(`${UNTIL}T20:00:00Z`));
    const done = await db
      .selectFrom('bookings as b')
      .innerJoin('visit_charges as c', 'c.booking_id', 'b.id')
      .select(['b.id', 'b.window_start', 'c.payment'])
      .where('b.visit_status', '=', 'done')
      .where('b.status', '=', 'booked')
      .where('c.payment', 'in', ['cash', 'check'])
      .where('b.job_id', 'is', null)
      .orderBy('b.id', 'desc')
      .limit(4)
      .execute();
    // A visit moved to another day: only that visit's days (and its customer's leads' days) are counted again.
    await db
      .updateTable('bookings')
      .set({ window_start: at('2026-11-05T15:00:00.000Z') })
      .where('id', '=', done[0]!.id)
      .execute();
    await expectRawFigures(database, store, periods);
    const after = await kept();
    const counted = [...after].filter(([day, row]) => before.get(day) !== row).map(([day]) => day);
    expect(counted).toContain('2026-11-05');
    expect(counted).toContain('2026-11');
    expect(counted.length).toBeLessThan(20);
    const part = await db
      .selectFrom('job_parts as p')
      .innerJoin('jobs as j', 'j.id', 'p.job_id')
      .innerJoin('estimates as e', 'e.id', 'j.estimate_id')
      .select('p.id')
      .where('e.status', '=', 'approved')
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const writes: [string, () => Promise<unknown>][] = [
      [
        'a price',
        () =>
          db.updateTable('visit_charges').set({ total_cents: 12_345 }).where('booking_id', '=', done[1]!.id).execute(),
      ],
      [
        'a cancellation',
        () => db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', done[2]!.id).execute(),
      ],
      [
        'a payment online of a visit paid by hand',
        () =>
          db
            .insertInto('payments')
            .values({
              id: 'pay-late',
              booking_id: done[3]!.id,
              checkout_session_id: 'cs-late',
              amount_cents: 500,
              currency: 'usd',
              status: 'paid',
              paid_at: at('2026-11-20T15:00:00.000Z'),
              recorded_via: 'webhook',
              created_at: at('2026-11-20T15:00:00.000Z'),
            } as never)
            .execute(),
      ],
      [
        "a part's cost",
        () =>
          db
            .updateTable('job_parts')
            .set((eb) => ({ cost_cents: eb('cost_cents', '+', 100) }))
            .where('id', '=', part.id)
            .execute(),
      ],
      ['a deposit refunded away', () => db.deleteFrom('payments').where('id', '=', 'dep-1').execute()],
      [
        "a job's first visit changed",
        async () => {
          const job = await db.selectFrom('jobs').select(['id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
          const visit = await db
            .selectFrom('bookings')
            .select('id')
            .where('job_id', '=', job.id)
            .orderBy('window_start', 'desc')
            .executeTakeFirstOrThrow();
          await db.updateTable('jobs').set({ first_booking_id: visit.id }).where('id', '=', job.id).execute();
        },
      ],
      [
        'a lead called back',
        async () => {
          const lead = await db
            .selectFrom('leads')
            .select(['id', 'received_at'])
            .where('status', '=', 'new')
            .orderBy('id')
            .limit(1)
            .executeTakeFirstOrThrow();
          await db
            .updateTable('leads')
            .set({ status: 'called back', heard_from: 'yelp' })
            .where('id', '=', lead.id)
            .execute();
          await db
            .insertInto('lead_events')
            .values({
              id: 'ev-late',
              lead_id: lead.id,
              at: at(new Date(Date.parse(instant(lead.received_at)) + 600_000).toISOString()),
              actor_email: 'owner@example.com',
              from_status: 'new',
              to_status: 'called back',
            } as never)
            .execute();
        },
      ],
      [
        'a lead linked to a customer who booked after it (a merge)',
        async () => {
          const lead = await db
            .selectFrom('leads')
            .select(['id', 'received_at'])
            .where('received_at', '<', at('2026-11-10T00:00:00.000Z'))
            .orderBy('received_at')
            .limit(1)
            .executeTakeFirstOrThrow();
          const later = await db
            .selectFrom('bookings as b')
            .innerJoin('customer_records as r', (join) =>
              join.onRef('r.record_id', '=', 'b.id').on('r.kind', '=', 'booking'),
            )
            .select('r.customer_id')
            .where('b.created_at', '>', lead.received_at)
            .orderBy('b.created_at', 'desc')
            .limit(1)
            .executeTakeFirstOrThrow();
          await db
            .updateTable('customer_records')
            .set({ customer_id: later.customer_id })
            .where('kind', '=', 'lead')
            .where('record_id', '=', lead.id)
            .execute();
        },
      ],
      [
        "a booking's time of booking moved before its customer's lead",
        async () => {
          const link = await db
            .selectFrom('customer_records as lr')
            .innerJoin('customer_records as br', (join) =>
              join.onRef('br.customer_id', '=', 'lr.customer_id').on('br.kind', '=', 'booking'),
            )
            .select('br.record_id')
            .where('lr.kind', '=', 'lead')
            .orderBy('br.record_id')
            .limit(1)
            .executeTakeFirstOrThrow();
          await db
            .updateTable('bookings')
            .set({ created_at: at('2020-01-01T00:00:00.000Z') })
            .where('id', '=', link.record_id)
            .execute();
        },
      ],
    ];
    for (const [write, run] of writes) {
      await run();
      // The kept days' figures are the raw rows' again, whatever the write was.
      await expectRawFigures(database, store, periods).catch((error: Error) => {
        throw new Error(`after ${write}: ${error.message}`);
      });
    }
    const changed = await store.reports(periodOf('2026-01-01', '2026-12-31'), new Date(`${UNTIL}T20:00:00Z`));
    expect(changed.outcomes.cancelled).toBe(year.outcomes.cancelled + 1);
    expect(changed.revenue.cents).not.toBe(year.revenue.cents);
    expect(changed.collected.cents).not.toBe(year.collected.cents);
    expect(changed.callbacks.timed).toBe(year.callbacks.timed + 1);
    expect(changed.jobs.partsCostCents).toBe(year.jobs.partsCostCents + 100);
  }, 300_000);
});
