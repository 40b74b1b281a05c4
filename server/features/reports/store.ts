import { sql, type Kysely } from 'kysely';
import { findService } from '../../../data/site/services';
import { lookupZip } from '../../../data/site/zip-lookup';
import type {
  BreakdownRow,
  Collected,
  CollectedRow,
  Outcomes,
  PaymentRow,
  Reports,
  Revenue,
  ReviewScore,
} from '../../../views/reports/report-types';
import type { AppDatabase } from '../../kernel/db/database';
import { PAYMENT_METHODS, REVIEW_STATUSES, type BookingSource, type Tables } from '../../kernel/db/schema';
import { callbacks, num, type ReportPeriod } from './callbacks';
import { estimateFigures, jobFigures } from './jobs';
import { byLeadSource } from './sources';

/** Who booked, in the office's words (docs/reports.md). */
export const SOURCE_LABELS: Readonly<Record<BookingSource, string>> = {
  online: 'Online',
  office: 'Phone-in',
  lead: 'From a lead',
};

/** A visit that counts as Done: still holding its place, marked Done. */
const DONE = sql<boolean>`(b.status = 'booked' and b.visit_status = 'done')`;

/** The period's bookings (by their visit's window), aliased b. */
const periodBookings = (db: Kysely<Tables>, period: ReportPeriod) =>
  db.selectFrom('bookings as b').where('b.window_start', '>=', period.start).where('b.window_start', '<', period.end);

/** Bookings and Done visits per value of one column. */
async function breakdown(db: Kysely<Tables>, period: ReportPeriod, column: 'b.source' | 'b.service' | 'b.zip') {
  const rows = await periodBookings(db, period)
    .select([
      `${column} as key`,
      (eb) => eb.fn.countAll<number | string>().as('bookings'),
      sql<number | string>`sum(case when ${DONE} then 1 else 0 end)`.as('done'),
    ])
    .groupBy(column)
    .execute();
  return rows.map((row) => ({ key: String(row.key), bookings: num(row.bookings), done: num(row.done) }));
}

async function bySource(db: Kysely<Tables>, period: ReportPeriod): Promise<BreakdownRow[]> {
  const counted = new Map((await breakdown(db, period, 'b.source')).map((row) => [row.key, row]));
  // Every source is a line, none or not, so the chart and the CSV always read the same three.
  return (Object.keys(SOURCE_LABELS) as BookingSource[]).map((source) => ({
    key: source,
    label: SOURCE_LABELS[source],
    bookings: counted.get(source)?.bookings ?? 0,
    done: counted.get(source)?.done ?? 0,
  }));
}

async function byService(db: Kysely<Tables>, period: ReportPeriod): Promise<BreakdownRow[]> {
  return sorted(
    (await breakdown(db, period, 'b.service')).map((row) => ({
      ...row,
      label: findService(row.key)?.name ?? row.key,
    })),
  );
}

/** By the town of the visit's zip: the zips are grouped by the database, the towns merged here. */
async function byCity(db: Kysely<Tables>, period: ReportPeriod): Promise<BreakdownRow[]> {
  const towns = new Map<string, BreakdownRow>();
  for (const row of await breakdown(db, period, 'b.zip')) {
    const town = townOf(row.key);
    const line = towns.get(town) ?? { key: town, label: town, bookings: 0, done: 0 };
    line.bookings += row.bookings;
    line.done += row.done;
    towns.set(town, line);
  }
  return sorted([...towns.values()]);
}

async function byTechnician(db: Kysely<Tables>, period: ReportPeriod): Promise<BreakdownRow[]> {
  const rows = await periodBookings(db, period)
    .leftJoin('visit_charges as c', 'c.booking_id', 'b.id')
    .leftJoin('office_users as u', 'u.id', 'b.technician_id')
    .select([
      'b.technician_id as id',
      'u.name as name',
      'u.email as email',
      (eb) => eb.fn.countAll<number | string>().as('bookings'),
      sql<number | string>`sum(case when ${DONE} then 1 else 0 end)`.as('done'),
      sql<number | string | null>`sum(case when ${DONE} and b.warranty_of is null then c.total_cents else 0 end)`.as(
        'revenue',
      ),
    ])
    .groupBy(['b.technician_id', 'u.name', 'u.email'])
    .execute();
  return sorted(
    rows.map((row) => ({
      key: row.id ?? 'unassigned',
      label: row.id === null ? 'Unassigned' : row.name || row.email || 'Removed account',
      bookings: num(row.bookings),
      done: num(row.done),
      revenueCents: num(row.revenue),
    })),
  );
}

/** Every booking in one outcome, and the warranty visits among them. */
async function outcomesAndWarranty(
  db: Kysely<Tables>,
  period: ReportPeriod,
): Promise<Outcomes & { warrantyDone: number }> {
  const rows = await periodBookings(db, period)
    .select([
      'b.status as status',
      'b.visit_status as visit',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      sql<number | string>`sum(case when b.warranty_of is null then 0 else 1 end)`.as('warranty'),
    ])
    .groupBy(['b.status', 'b.visit_status'])
    .execute();
  const outcomes = { total: 0, done: 0, noShow: 0, cancelled: 0, open: 0, warranty: 0, warrantyDone: 0 };
  for (const row of rows) {
    const n = num(row.n);
    outcomes.total += n;
    outcomes.warranty += num(row.warranty);
    if (row.status === 'cancelled') outcomes.cancelled += n;
    else if (row.visit === 'done') {
      outcomes.done += n;
      outcomes.warrantyDone += num(row.warranty);
    } else if (row.visit === 'no-show') outcomes.noShow += n;
    else outcomes.open += n;
  }
  return outcomes;
}

async function revenue(
  db: Kysely<Tables>,
  period: ReportPeriod,
  ordinaryDone: number,
  warrantyDone: number,
): Promise<Revenue> {
  // Warranty visits are left out inside the sums: "warranty_of is null" in the WHERE would have SQLite walk
  // the warranty index over every ordinary visit ever booked instead of the period's range.
  const rows = await periodBookings(db, period)
    .innerJoin('visit_charges as c', 'c.booking_id', 'b.id')
    .where(DONE)
    .select([
      'c.payment as method',
      sql<number | string>`sum(case when b.warranty_of is null then 1 else 0 end)`.as('visits'),
      sql<number | string>`sum(case when b.warranty_of is null then c.total_cents else 0 end)`.as('cents'),
    ])
    .groupBy('c.payment')
    .execute();
  const counted = new Map(rows.map((row) => [row.method, row]));
  const byPayment: PaymentRow[] = PAYMENT_METHODS.map((method) => ({
    method,
    visits: num(counted.get(method)?.visits),
    cents: num(counted.get(method)?.cents),
  }));
  const cents = byPayment.reduce((sum, row) => sum + row.cents, 0);
  const priced = byPayment.reduce((sum, row) => sum + row.visits, 0);
  return {
    cents,
    priced,
    unpriced: Math.max(0, ordinaryDone - priced),
    averageCents: priced === 0 ? null : Math.round(cents / priced),
    byPayment,
    warrantyDone,
  };
}

const COLLECTED: readonly Omit<CollectedRow, 'payments' | 'cents'>[] = [
  { method: 'online', label: 'Card online' },
  { method: 'card', label: 'Card in person' },
  { method: 'cash', label: 'Cash' },
  { method: 'check', label: 'Check' },
];

/**
 * The deposit paid on the estimate of the job whose return visit `b` is (docs/payments.md#deposits): collected
 * online when paid, so the return visit paid by hand brought in its total less it.
 */
const JOB_DEPOSIT = sql<number>`coalesce((select sum(p.amount_cents) from jobs j inner join payments p on p.estimate_id = j.estimate_id where j.id = b.job_id and j.first_booking_id <> b.id), 0)`;

/**
 * Money in, apart from money billed (docs/reports.md): online payments by the instant they were paid; a Done
 * ordinary visit recorded paid by hand by its visit's day (paid at the visit), unless it was paid online, which
 * marks it card and is counted as online already; refunds Stripe confirmed, by the instant it did.
 */
async function collected(db: Kysely<Tables>, period: ReportPeriod): Promise<Collected> {
  const [online, byHand, refunds] = await Promise.all([
    db
      .selectFrom('payments')
      .where('paid_at', '>=', period.start)
      .where('paid_at', '<', period.end)
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('cents'),
      ])
      .executeTakeFirstOrThrow(),
    periodBookings(db, period)
      // A cross join, so SQLite (no statistics) starts from the period's visits by their window: with an inner
      // join it read every price paid by hand in five years by `visit_charges_payment` (docs/performance.md).
      .crossJoin('visit_charges as c')
      .whereRef('c.booking_id', '=', 'b.id')
      .where(DONE)
      .where('c.payment', 'in', ['cash', 'card', 'check'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('payments as p').select('p.id').whereRef('p.booking_id', '=', 'b.id'))),
      )
      .select([
        'c.payment as method',
        sql<number | string>`sum(case when b.warranty_of is null and c.total_cents > 0 then 1 else 0 end)`.as('n'),
        sql<number | string>`sum(case when b.warranty_of is null then c.total_cents - ${JOB_DEPOSIT} else 0 end)`.as(
          'cents',
        ),
      ])
      .groupBy('c.payment')
      .execute(),
    db
      .selectFrom('refunds')
      .where('status', '=', 'succeeded')
      .where('confirmed_at', '>=', period.start)
      .where('confirmed_at', '<', period.end)
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('cents'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const hand = new Map(byHand.map((row) => [row.method, row]));
  const byMethod = COLLECTED.map((row) =>
    row.method === 'online'
      ? { ...row, payments: num(online.n), cents: num(online.cents) }
      : { ...row, payments: num(hand.get(row.method)?.n), cents: num(hand.get(row.method)?.cents) },
  );
  const cents = byMethod.reduce((sum, row) => sum + row.cents, 0);
  return {
    byMethod,
    payments: byMethod.reduce((sum, row) => sum + row.payments, 0),
    cents,
    refunds: num(refunds.n),
    refundedCents: num(refunds.cents),
    netCents: cents - num(refunds.cents),
  };
}

async function reviews(db: Kysely<Tables>, period: ReportPeriod): Promise<ReviewScore> {
  const rows = await db
    .selectFrom('reviews')
    // Every status, named so the (status, created_at) index finds the period's rows: the owner's choice to
    // publish does not change what customers said.
    .where('status', 'in', [...REVIEW_STATUSES])
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .select(['rating', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('rating')
    .execute();
  const counted = new Map(rows.map((row) => [num(row.rating), num(row.n)]));
  const distribution = [5, 4, 3, 2, 1].map((rating) => ({ rating, reviews: counted.get(rating) ?? 0 }));
  const count = distribution.reduce((sum, row) => sum + row.reviews, 0);
  const stars = distribution.reduce((sum, row) => sum + row.rating * row.reviews, 0);
  return { count, average: count === 0 ? null : Math.round((stars * 100) / count) / 100, distribution };
}

/**
 * The Reports screen's figures for a period (docs/reports.md), every one counted by the database: each query
 * is a GROUP BY over the period's rows, found by an index on the instant they count by (bookings.window_start,
 * leads.received_at, reviews' status and created_at), and hands back at most a few dozen rows.
 */
export function reportStore(database: AppDatabase) {
  return {
    /** Every figure of the Reports screen for the period; `now` tells an expired estimate from an open one. */
    async reports(period: ReportPeriod, now: Date): Promise<Reports> {
      await database.ready();
      const { db, engine } = database;
      const outcomes = await outcomesAndWarranty(db, period);
      const { warrantyDone, ...rest } = outcomes;
      const [sources, services, cities, technicians, money, inflow, leads, stars, estimates, jobs, heard] =
        await Promise.all([
          bySource(db, period),
          byService(db, period),
          byCity(db, period),
          byTechnician(db, period),
          revenue(db, period, outcomes.done - warrantyDone, warrantyDone),
          collected(db, period),
          callbacks(db, engine, period),
          reviews(db, period),
          estimateFigures(db, period, now),
          jobFigures(db, period),
          byLeadSource(db, period),
        ]);
      return {
        from: period.from,
        to: period.to,
        bySource: sources,
        byLeadSource: heard,
        byService: services,
        byCity: cities,
        byTechnician: technicians,
        outcomes: rest,
        revenue: money,
        collected: inflow,
        callbacks: leads,
        reviews: stars,
        estimates,
        jobs,
      };
    },
  };
}

export type ReportStore = ReturnType<typeof reportStore>;

/** Most bookings first, then by name, so a chart reads from its largest bar. */
function sorted(rows: BreakdownRow[]): BreakdownRow[] {
  return rows.sort((a, b) => b.bookings - a.bookings || a.label.localeCompare(b.label));
}

/**
 * The town of a zip (data/site/cities.ts through data/site/zip-lookup.ts): the one with its own page, else the first
 * listed for it; a zip outside the list (an old booking, a hand edit) is "Other (zip)".
 */
export function townOf(zip: string): string {
  const answer = lookupZip(zip);
  if (answer.kind === 'served') return answer.place.name;
  if (answer.kind === 'in-area') return answer.places[0]!.name;
  return `Other (${zip})`;
}
