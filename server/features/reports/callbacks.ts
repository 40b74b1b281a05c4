import { sql, type Kysely } from 'kysely';
import type { CallbackBucket, Callbacks } from '../../../views/reports/report-types';
import { instant, rowsAsJson, type Engine } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';

// Here rather than in period.ts, which reads booking's calendar: the queries need the period's shape alone.
/**
 * A report's period: whole business-zone days from `from` to `to`, both included (docs/reports.md). The
 * database is asked for instants in [start, end): the UTC instants of `from`'s midnight and of the midnight
 * after `to` in America/New_York, worked out here, so no query needs zone arithmetic on either engine and a
 * daylight-saving day is its real 23 or 25 hours.
 */
export interface ReportPeriod {
  from: string;
  to: string;
  /** ISO 8601 UTC: the first instant of `from` in the business's zone. */
  start: string;
  /** ISO 8601 UTC: the first instant after `to`. */
  end: string;
}

/** A count or sum as the drivers hand it back: PostgreSQL's bigint and numeric arrive as text. */
export const num = (value: unknown) => Number(value ?? 0) || 0;

/** The time-to-call-back buckets, in seconds from the lead's arrival (upper bound excluded). */
const CALLBACK_BUCKETS = [
  { key: 'within-15-min', label: 'Within 15 minutes', below: 15 * 60 },
  { key: '15-to-60-min', label: '15 minutes to 1 hour', below: 60 * 60 },
  { key: '1-to-4-h', label: '1 to 4 hours', below: 4 * 3600 },
  { key: '4-to-24-h', label: '4 to 24 hours', below: 24 * 3600 },
  { key: 'day-or-more', label: 'A day or more', below: Number.POSITIVE_INFINITY },
] as const;

/** A lead of the period as the call-back and source figures need it. */
export interface LeadRow {
  status: string;
  heard: string | null;
  utm: string | null;
  /** Seconds from its arrival to its first move to called back or booked; null when none is recorded. */
  delay: number | null;
  /** Its customer made a booking at or after it came in. */
  converted: boolean;
  /** When it came in, ms since the epoch: the business day it counts on. */
  at: number;
}

/**
 * Whether a booking of the lead's customer was made at or after the lead arrived, cancelled later or not: the
 * lead converted. The customers link (customer_records, kept current by merges) says whose each record is.
 * Cross joins, so SQLite (no statistics) goes from the lead's own link to its customer's bookings
 * (`customer_records_kind`, migration 0052) and never starts from every booking's link; PostgreSQL plans
 * them as inner joins.
 */
const CONVERTED = sql<boolean>`exists (select 1 from customer_records lr cross join customer_records br cross join bookings cb where lr.kind = 'lead' and lr.record_id = l.id and br.customer_id = lr.customer_id and br.kind = 'booking' and cb.id = br.record_id and cb.created_at >= l.received_at)`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * The period's leads in one statement handing back one value (rowsAsJson): read by the period's range of
 * `leads_newest`, each with its first call back (a correlated MIN from `lead_events_lead`, one seek per status)
 * and whether it converted. The delays are worked out here from the two instants, to the millisecond
 * (julianday's floating point could put a delay of exactly 15 minutes a hair below it).
 */
export async function periodLeads(db: Kysely<Tables>, engine: Engine, period: ReportPeriod): Promise<LeadRow[]> {
  const firstAt = sql`(select min(e.at) from lead_events e where e.lead_id = l.id and e.to_status in ('called back', 'booked'))`;
  const columns = [sql`l.status`, sql`l.heard_from`, sql`l.utm_source`, sql`l.received_at`, firstAt, CONVERTED];
  const row = await db
    .selectFrom('leads as l')
    .where('l.received_at', '>=', period.start)
    .where('l.received_at', '<', period.end)
    .select(rowsAsJson(engine, columns).as('leads'))
    .executeTakeFirst();
  const leads = (typeof row?.leads === 'string' ? JSON.parse(row.leads) : (row?.leads ?? [])) as unknown[][];
  return leads.map(([status, heard, utm, receivedAt, firstAt, converted]) => {
    const at = Date.parse(instant(receivedAt));
    return {
      status: String(status),
      heard: text(heard),
      utm: text(utm),
      delay: firstAt === null || firstAt === undefined ? null : (Date.parse(instant(firstAt)) - at) / 1000,
      converted: Boolean(converted),
      at,
    };
  });
}

/** A lead called back or booked with no call-back time recorded. */
export const isUntimed = (lead: LeadRow) => lead.delay === null && ['called back', 'booked'].includes(lead.status);

/**
 * How soon the period's leads were called back: the counts, the median and mean delay, and the buckets. From the
 * period's lead count, its untimed ones and every recorded delay (in any order; sorted here).
 */
export function callbacks(count: number, untimed: number, recorded: readonly number[]): Callbacks {
  const delays = [...recorded].sort((a, b) => a - b);
  const timed = delays.length;
  // A delay falls in the first bucket whose bound it is below: the buckets are in order and the last has none.
  const counts = CALLBACK_BUCKETS.map(() => 0);
  for (const delay of delays) counts[CALLBACK_BUCKETS.findIndex((bucket) => delay < bucket.below)]! += 1;
  const buckets: CallbackBucket[] = [
    ...CALLBACK_BUCKETS.map((bucket, i) => ({ key: bucket.key, label: bucket.label, leads: counts[i]! })),
    { key: 'time-not-recorded', label: 'Called back, time not recorded', leads: untimed },
    { key: 'not-called-back', label: 'Not called back', leads: count - timed - untimed },
  ];
  // The middle delay, or the mean of the two middle ones for an even count.
  const middle = timed % 2 === 0 ? delays.slice(timed / 2 - 1, timed / 2 + 1) : [delays[(timed - 1) / 2]!];
  return {
    leads: count,
    timed,
    medianSeconds: timed === 0 ? null : Math.round(middle.reduce((sum, s) => sum + s, 0) / middle.length),
    averageSeconds: timed === 0 ? null : Math.round(delays.reduce((sum, s) => sum + s, 0) / timed),
    buckets,
  };
}
