import { sql, type Kysely } from 'kysely';
import { business } from '../../../data/business';
import { DECLINE_REASONS_SHOWN, type EstimateFigures, type JobFigures } from '../../../views/reports/report-types';
import { instant } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import { num, type ReportPeriod } from './callbacks';

/**
 * Every status a sent estimate can have, named so the (status, sent_at) index finds the period's estimates by
 * the day they were sent: a draft has no sent_at and is no estimate the customer saw.
 */
const SENT_STATUSES = ['sent', 'viewed', 'approved', 'declined'] as const;

/** The period's estimates by what became of them, and the reasons given for declining. */
export async function estimateFigures(db: Kysely<Tables>, period: ReportPeriod, now: Date): Promise<EstimateFigures> {
  const sentInPeriod = db
    .selectFrom('estimates as e')
    .where('e.status', 'in', [...SENT_STATUSES])
    .where('e.sent_at', '>=', period.start)
    .where('e.sent_at', '<', period.end);
  // Expiry is read against the clock, as the manage page reads it (estimates' rules), never stored.
  const expired = sql<boolean>`(e.status in ('sent', 'viewed') and e.expires_at <= ${now.toISOString()})`;
  const counts = await sentInPeriod
    .select([
      (eb) => eb.fn.countAll<number | string>().as('sent'),
      sql<number | string>`sum(case when e.status = 'approved' then 1 else 0 end)`.as('approved'),
      sql<number | string>`sum(case when e.status = 'declined' then 1 else 0 end)`.as('declined'),
      sql<number | string>`sum(case when ${expired} then 1 else 0 end)`.as('expired'),
      sql<
        number | string
      >`sum(case when e.status = 'declined' and coalesce(e.decline_reason, '') = '' then 1 else 0 end)`.as('silent'),
    ])
    .executeTakeFirstOrThrow();
  const reasons = await sentInPeriod
    .where('e.status', '=', 'declined')
    .where('e.decline_reason', 'is not', null)
    .where('e.decline_reason', '<>', '')
    .select(['e.decline_reason as reason', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('e.decline_reason')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('e.decline_reason')
    .limit(DECLINE_REASONS_SHOWN)
    .execute();
  const sent = num(counts.sent);
  const approved = num(counts.approved);
  const declined = num(counts.declined);
  const expiredCount = num(counts.expired);
  return {
    sent,
    approved,
    declined,
    expired: expiredCount,
    open: sent - approved - declined - expiredCount,
    reasons: reasons.map((row) => ({ reason: String(row.reason), estimates: num(row.n) })),
    declinedWithoutReason: num(counts.silent),
  };
}

/** "11/28/2026": the calendar day in the business's zone, by the plain formatter (a year's jobs read thousands). */
const zoneDay = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day an instant falls on in Washington, counted in days since 1970 (so two subtract to days between). */
function dayNumber(at: unknown): number {
  const [month, day, year] = zoneDay
    .format(Date.parse(instant(at)))
    .split('/')
    .map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The sums a period's job figures are made from: each an integer, so days' sums add up to the period's. */
export interface JobSums {
  jobs: number;
  withReturnVisit: number;
  /** Days from approval to return visit, summed over the jobs with one. */
  days: number;
  withParts: number;
  partsCostCents: number;
  partsChargedCents: number;
}

export const noJobSums = (): JobSums => ({
  jobs: 0,
  withReturnVisit: 0,
  days: 0,
  withParts: 0,
  partsCostCents: 0,
  partsChargedCents: 0,
});

/** A job of the period: when its estimate was approved (ms since the epoch), and what it adds to the sums. */
export interface JobRow {
  at: number;
  sums: JobSums;
}

/**
 * The period's jobs (estimates approved in it): how soon their return visit came, and their parts' cost against
 * what the customer was charged for parts. One pass over the period's approvals (the estimates_status_decided
 * range), each job's return visit, parts and part lines looked up by its ids in covering indexes (migration
 * 0033): separate sums, since joining both the parts and the lines to the job would count each part once per line.
 */
export async function periodJobs(db: Kysely<Tables>, period: ReportPeriod): Promise<JobRow[]> {
  const rows = await db
    .selectFrom('estimates as e')
    .innerJoin('jobs as j', 'j.estimate_id', 'e.id')
    .where('e.status', '=', 'approved')
    .where('e.decided_at', '>=', period.start)
    .where('e.decided_at', '<', period.end)
    .select((eb) => [
      'e.decided_at as decided_at',
      eb
        .selectFrom('bookings as r')
        .whereRef('r.job_id', '=', 'j.id')
        .whereRef('r.id', '<>', 'j.first_booking_id')
        .where('r.status', '<>', 'cancelled')
        .select((inner) => inner.fn.min('r.window_start').as('at'))
        .as('return_at'),
      eb
        .selectFrom('job_parts as p')
        .whereRef('p.job_id', '=', 'j.id')
        .select((inner) => inner.fn.sum<number | string>('p.cost_cents').as('cents'))
        .as('cost'),
      eb
        .selectFrom('estimate_lines as l')
        .whereRef('l.estimate_id', '=', 'e.id')
        .whereRef('l.option_position', '=', 'e.approved_option')
        .where('l.kind', '=', 'part')
        .select(sql<number | string>`sum(l.quantity * l.unit_cents)`.as('cents'))
        .as('charged'),
    ])
    .execute();

  // The day each falls on in Washington is worked out here, where the zone's rules are (no query does zone
  // arithmetic, docs/reports.md).
  return rows.map((row) => {
    const sums = noJobSums();
    sums.jobs = 1;
    // A job with no part recorded yet counts in neither sum: its parts' cost is not known.
    if (row.cost !== null && row.cost !== undefined) {
      sums.withParts = 1;
      sums.partsCostCents = num(row.cost);
      sums.partsChargedCents = num(row.charged);
    }
    if (row.return_at !== null && row.return_at !== undefined) {
      sums.withReturnVisit = 1;
      sums.days = dayNumber(row.return_at) - dayNumber(row.decided_at);
    }
    return { at: Date.parse(instant(row.decided_at)), sums };
  });
}

/** Adds `part` into `into`, and answers `into`. */
export function addJobSums(into: JobSums, part: JobSums): JobSums {
  for (const field of Object.keys(into) as (keyof JobSums)[]) into[field] += part[field];
  return into;
}

/** The Reports' job figures from a period's sums. */
export function jobFigures(sums: JobSums): JobFigures {
  const { jobs, withReturnVisit, days, withParts, partsCostCents, partsChargedCents } = sums;
  return {
    jobs,
    withReturnVisit,
    averageDaysToReturn: withReturnVisit === 0 ? null : Math.round((days * 10) / withReturnVisit) / 10,
    withParts,
    partsCostCents,
    partsChargedCents,
  };
}
