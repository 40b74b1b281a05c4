import { sql, type Kysely } from 'kysely';
import type { Outcomes, PaymentRow, Revenue } from '../../../views/reports/report-types';
import { instant, rowsAsJson, type Engine } from '../../kernel/db/engine';
import { PAYMENT_METHODS, type Tables } from '../../kernel/db/schema';
import { num, type ReportPeriod } from './callbacks';

/** A visit that counts as Done: still holding its place, marked Done. */
const DONE = sql<boolean>`(b.status = 'booked' and b.visit_status = 'done')`;

/**
 * The deposit paid on the estimate of the job whose return visit `b` is (docs/payments.md#deposits): collected
 * online when paid, so the return visit paid by hand brought in its total less it.
 */
const JOB_DEPOSIT = sql<number>`coalesce((select sum(p.amount_cents) from jobs j inner join payments p on p.estimate_id = j.estimate_id where j.id = b.job_id and j.first_booking_id <> b.id), 0)`;

/**
 * What a Done ordinary visit paid by hand brought in at the visit, its job's deposit taken off; null for any other
 * visit, and for one paid online (which marks it card and is counted as online already). Asked of those visits
 * alone: CASE evaluates its subqueries lazily on both engines.
 */
const BY_HAND = sql`case when ${DONE} and b.warranty_of is null and c.payment in ('cash', 'card', 'check') and not exists (select 1 from payments p where p.booking_id = b.id) then c.total_cents - (case when b.job_id is null then 0 else ${JOB_DEPOSIT} end) end`;

/** One visit of the period as the figures need it; its price's columns null when it has none. */
export interface VisitRow {
  source: string;
  service: string;
  zip: string;
  technician: string | null;
  status: string;
  visit: string;
  warranty: boolean;
  heard: string | null;
  utm: string | null;
  payment: string | null;
  cents: number;
  /** Collected by hand at the visit (BY_HAND), or null. */
  handCents: number | null;
  /** The visit's window start, ms since the epoch: the business day it counts on. */
  at: number;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * Every visit of the period with its price, in one statement handing back one value (docs/reports.md,
 * docs/performance.md): read once by the period's range of `bookings_window`, each price looked up by its visit
 * (a LEFT JOIN, so SQLite starts from the visits and never reads every price of five years). Seven GROUP BYs
 * read the period's rows again each before; the breakdowns, outcomes and money are now passes over these rows.
 */
export async function periodVisits(db: Kysely<Tables>, engine: Engine, period: ReportPeriod): Promise<VisitRow[]> {
  const columns = [
    sql`b.source`,
    sql`b.service`,
    sql`b.zip`,
    sql`b.technician_id`,
    sql`b.status`,
    sql`b.visit_status`,
    sql`b.warranty_of is not null`,
    sql`b.heard_from`,
    sql`b.utm_source`,
    sql`c.payment`,
    sql`c.total_cents`,
    BY_HAND,
    sql`b.window_start`,
  ];
  const row = await db
    .selectFrom('bookings as b')
    .leftJoin('visit_charges as c', 'c.booking_id', 'b.id')
    .where('b.window_start', '>=', period.start)
    .where('b.window_start', '<', period.end)
    .select(rowsAsJson(engine, columns).as('visits'))
    .executeTakeFirst();
  const visits = (typeof row?.visits === 'string' ? JSON.parse(row.visits) : (row?.visits ?? [])) as unknown[][];
  return visits.map(
    ([source, service, zip, technician, status, visit, warranty, heard, utm, payment, cents, hand, at]) => ({
      source: String(source),
      service: String(service),
      zip: String(zip),
      technician: text(technician),
      status: String(status),
      visit: String(visit),
      warranty: Boolean(warranty),
      heard: text(heard),
      utm: text(utm),
      payment: text(payment),
      cents: num(cents),
      handCents: hand === null || hand === undefined ? null : num(hand),
      at: Date.parse(instant(at)),
    }),
  );
}

export const isDone = (row: VisitRow) => row.status === 'booked' && row.visit === 'done';

/** Billed: a Done ordinary visit's total (warranty visits are free). */
export const billed = (row: VisitRow) => (isDone(row) && !row.warranty ? row.cents : 0);

export interface Tally {
  bookings: number;
  done: number;
  revenueCents: number;
}

/** The visits counted per key: bookings, Done ones and their billed revenue. */
export function tally(rows: readonly VisitRow[], keyOf: (row: VisitRow) => string): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { bookings: 0, done: 0, revenueCents: 0 }));
    group.bookings += 1;
    if (isDone(row)) group.done += 1;
    group.revenueCents += billed(row);
  }
  return groups;
}

/** Every booking in one outcome, and the Done warranty visits among them. */
export function outcomesOf(rows: readonly VisitRow[]): Outcomes & { warrantyDone: number } {
  const outcomes = { total: 0, done: 0, noShow: 0, cancelled: 0, open: 0, warranty: 0, warrantyDone: 0 };
  for (const row of rows) {
    outcomes.total += 1;
    if (row.warranty) outcomes.warranty += 1;
    if (row.status === 'cancelled') outcomes.cancelled += 1;
    else if (row.visit === 'done') {
      outcomes.done += 1;
      if (row.warranty) outcomes.warrantyDone += 1;
    } else if (row.visit === 'no-show') outcomes.noShow += 1;
    else outcomes.open += 1;
  }
  return outcomes;
}

/** Billed revenue: the Done ordinary visits with a price, by the method recorded (counted per method). */
export function revenueOf(
  counted: ReadonlyMap<string, { visits: number; cents: number }>,
  outcomes: Outcomes & { warrantyDone: number },
): Revenue {
  const byPayment: PaymentRow[] = PAYMENT_METHODS.map((method) => ({
    method,
    visits: counted.get(method)?.visits ?? 0,
    cents: counted.get(method)?.cents ?? 0,
  }));
  const cents = byPayment.reduce((sum, row) => sum + row.cents, 0);
  const priced = byPayment.reduce((sum, row) => sum + row.visits, 0);
  return {
    cents,
    priced,
    unpriced: Math.max(0, outcomes.done - outcomes.warrantyDone - priced),
    averageCents: priced === 0 ? null : Math.round(cents / priced),
    byPayment,
    warrantyDone: outcomes.warrantyDone,
  };
}

/** Money collected by hand per method: a visit of no charge (a zero total) is no payment, but its cents count. */
export function byHandOf(rows: readonly VisitRow[]): Map<string, { payments: number; cents: number }> {
  const methods = new Map<string, { payments: number; cents: number }>();
  for (const row of rows) {
    if (row.handCents === null || row.payment === null) continue;
    const line = methods.get(row.payment) ?? { payments: 0, cents: 0 };
    if (row.cents > 0) line.payments += 1;
    line.cents += row.handCents;
    methods.set(row.payment, line);
  }
  return methods;
}
