import type { Kysely } from 'kysely';
import { findService } from '../../../data/site/services';
import { lookupZip } from '../../../data/site/zip-lookup';
import type { BreakdownRow, Collected, CollectedRow, Reports, ReviewScore } from '../../../views/reports/report-types';
import type { AppDatabase } from '../../kernel/db/database';
import { REVIEW_STATUSES, type BookingSource, type Tables } from '../../kernel/db/schema';
import { callbacks, num, type ReportPeriod } from './callbacks';
import { periodFigures, type Figures } from './days';
import { estimateFigures, jobFigures } from './jobs';
import { byLeadSource } from './sources';
import { revenueOf, type Tally } from './visits';

/** Who booked, in the office's words (docs/reports.md). */
export const SOURCE_LABELS: Readonly<Record<BookingSource, string>> = {
  online: 'Online',
  office: 'Phone-in',
  lead: 'From a lead',
};

/** The visits counted per line, a line's key and label from the visits' key (a town gathers several zips). */
function lines(
  counted: ReadonlyMap<string, Tally>,
  lineOf: (key: string) => { key: string; label: string },
): BreakdownRow[] {
  const rows = new Map<string, BreakdownRow>();
  for (const [value, { bookings, done }] of counted) {
    const { key, label } = lineOf(value);
    const line = rows.get(key) ?? { key, label, bookings: 0, done: 0 };
    line.bookings += bookings;
    line.done += done;
    rows.set(key, line);
  }
  return sorted([...rows.values()]);
}

/** Every source is a line, none or not, so the chart and the CSV always read the same three. */
function bySource(counted: ReadonlyMap<string, Tally>): BreakdownRow[] {
  return (Object.keys(SOURCE_LABELS) as BookingSource[]).map((source) => ({
    key: source,
    label: SOURCE_LABELS[source],
    bookings: counted.get(source)?.bookings ?? 0,
    done: counted.get(source)?.done ?? 0,
  }));
}

/** Per technician, named from the team's accounts (a handful of rows) rather than a join on every visit. */
async function byTechnician(db: Kysely<Tables>, counted: ReadonlyMap<string, Tally>): Promise<BreakdownRow[]> {
  const ids = [...counted.keys()].filter((id) => id !== '');
  const users =
    ids.length === 0
      ? []
      : await db.selectFrom('office_users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
  const named = new Map(users.map((user) => [user.id, user.name || user.email || 'Removed account']));
  return sorted(
    [...counted].map(([id, { bookings, done, revenueCents }]) => ({
      key: id === '' ? 'unassigned' : id,
      label: id === '' ? 'Unassigned' : (named.get(id) ?? 'Removed account'),
      bookings,
      done,
      revenueCents,
    })),
  );
}

const COLLECTED: readonly Omit<CollectedRow, 'payments' | 'cents'>[] = [
  { method: 'online', label: 'Card online' },
  { method: 'card', label: 'Card in person' },
  { method: 'cash', label: 'Cash' },
  { method: 'check', label: 'Check' },
];

/**
 * Money in, apart from money billed (docs/reports.md): online payments by the instant they were paid; a Done
 * ordinary visit recorded paid by hand by its visit's day (paid at the visit), unless it was paid online, which
 * marks it card and is counted as online already; refunds Stripe confirmed, by the instant it did.
 */
async function collected(db: Kysely<Tables>, period: ReportPeriod, hand: Figures['hand']): Promise<Collected> {
  const [online, refunds] = await Promise.all([
    db
      .selectFrom('payments')
      .where('paid_at', '>=', period.start)
      .where('paid_at', '<', period.end)
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('cents'),
      ])
      .executeTakeFirstOrThrow(),
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
  const byMethod = COLLECTED.map((row) =>
    row.method === 'online'
      ? { ...row, payments: num(online.n), cents: num(online.cents) }
      : { ...row, payments: hand.get(row.method)?.payments ?? 0, cents: hand.get(row.method)?.cents ?? 0 },
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
 * The Reports screen's figures for a period (docs/reports.md): those of the period's visits and leads (the
 * breakdowns, outcomes, revenue, money by hand, sources of work, call-backs) added up from each business day's,
 * kept in `report_days` and counted again from the day's rows once a write touched it (`periodFigures`,
 * docs/decisions/0063-report-days.md); the estimates, jobs, reviews, online payments and refunds each a range
 * of their own index.
 */
export function reportStore(database: AppDatabase) {
  return {
    /** Every figure of the Reports screen for the period; `now` tells an expired estimate from an open one. */
    async reports(period: ReportPeriod, now: Date): Promise<Reports> {
      await database.ready();
      const { db } = database;
      const figures = await periodFigures(database, period);
      const outcomes = figures.outcomes;
      const [technicians, inflow, stars, estimates] = await Promise.all([
        byTechnician(db, figures.technician),
        collected(db, period, figures.hand),
        reviews(db, period),
        estimateFigures(db, period, now),
      ]);
      return {
        from: period.from,
        to: period.to,
        bySource: bySource(figures.source),
        byLeadSource: byLeadSource(figures.work.values()),
        byService: lines(figures.service, (slug) => ({ key: slug, label: findService(slug)?.name ?? slug })),
        byCity: lines(figures.zip, (zip) => ({ key: townOf(zip), label: townOf(zip) })),
        byTechnician: technicians,
        outcomes: {
          total: outcomes.total,
          done: outcomes.done,
          noShow: outcomes.noShow,
          cancelled: outcomes.cancelled,
          open: outcomes.open,
          warranty: outcomes.warranty,
        },
        revenue: revenueOf(figures.payment, outcomes),
        collected: inflow,
        callbacks: callbacks(figures.leads, figures.untimed, figures.delays),
        reviews: stars,
        estimates,
        jobs: jobFigures(figures.jobs),
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
