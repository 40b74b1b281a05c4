import { sql, type Kysely } from 'kysely';
import type { CallbackBucket, Callbacks } from '../../../views/reports/report-types';
import { secondsBetween, type Engine } from '../../kernel/db/engine';
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

/**
 * Each lead of the period with the time of its first move to called back or booked, if recorded. A join and
 * GROUP BY rather than a correlated subquery: SQLite would run such a subquery again for every use of its
 * column in the figures above it.
 */
const leadFirsts = (db: Kysely<Tables>, period: ReportPeriod) =>
  db
    .selectFrom('leads as l')
    .leftJoin('lead_events as e', (join) =>
      join.onRef('e.lead_id', '=', 'l.id').on('e.to_status', 'in', ['called back', 'booked']),
    )
    .where('l.received_at', '>=', period.start)
    .where('l.received_at', '<', period.end)
    .groupBy(['l.id', 'l.status', 'l.received_at'])
    .select(['l.status as status', 'l.received_at as received_at', (eb) => eb.fn.min('e.at').as('first_at')])
    .as('f');

/** Seconds from a lead's arrival to its first call back, over leadFirsts' columns. */
const delay = (engine: Engine) => secondsBetween(engine, sql`f.received_at`, sql`f.first_at`);

/** Whether a timed lead's delay falls in bucket i: at least the bucket before's bound, below its own. */
const inBucket = (engine: Engine, i: number) => {
  const below = CALLBACK_BUCKETS[i]!.below;
  const atLeast = i === 0 ? undefined : CALLBACK_BUCKETS[i - 1]!.below;
  const lower = atLeast === undefined ? sql`` : sql` and ${delay(engine)} >= ${atLeast}`;
  const upper = Number.isFinite(below) ? sql` and ${delay(engine)} < ${below}` : sql``;
  return sql<number | string>`sum(case when f.first_at is not null${lower}${upper} then 1 else 0 end)`;
};

/** How soon the period's leads were called back: the counts, the median and mean delay, and the buckets. */
export async function callbacks(db: Kysely<Tables>, engine: Engine, period: ReportPeriod): Promise<Callbacks> {
  const row = (await db
    .selectFrom(leadFirsts(db, period))
    .select([
      (eb) => eb.fn.countAll<number | string>().as('leads'),
      sql<number | string>`count(f.first_at)`.as('timed'),
      sql<number | string | null>`avg(${delay(engine)})`.as('average'),
      sql<
        number | string
      >`sum(case when f.first_at is null and f.status in ('called back', 'booked') then 1 else 0 end)`.as('untimed'),
      ...CALLBACK_BUCKETS.map((_, i) => inBucket(engine, i).as(`b${i}`)),
    ])
    .executeTakeFirstOrThrow()) as unknown as Record<string, unknown>;
  const leads = num(row.leads);
  const timed = num(row.timed);
  const untimed = num(row.untimed);
  const buckets: CallbackBucket[] = [
    ...CALLBACK_BUCKETS.map((bucket, i) => ({ key: bucket.key, label: bucket.label, leads: num(row[`b${i}`]) })),
    { key: 'time-not-recorded', label: 'Called back, time not recorded', leads: untimed },
    { key: 'not-called-back', label: 'Not called back', leads: leads - timed - untimed },
  ];
  return {
    leads,
    timed,
    medianSeconds: timed === 0 ? null : await median(db, engine, period, timed),
    averageSeconds: timed === 0 ? null : Math.round(num(row.average)),
    buckets,
  };
}

/** The middle delay (the mean of the two middle ones for an even count), read as one or two ordered rows. */
async function median(db: Kysely<Tables>, engine: Engine, period: ReportPeriod, timed: number): Promise<number> {
  const middle = await db
    .selectFrom(leadFirsts(db, period))
    .select(delay(engine).as('s'))
    .where(sql<boolean>`f.first_at is not null`)
    .orderBy(delay(engine))
    .limit(timed % 2 === 0 ? 2 : 1)
    .offset(Math.floor((timed - 1) / 2))
    .execute();
  const values = middle.map((row) => num(row.s));
  return Math.round(values.reduce((sum, s) => sum + s, 0) / values.length);
}
