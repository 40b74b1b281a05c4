import { sql, type Kysely } from 'kysely';
import { business } from '../../../data/business';
import { DECLINE_REASONS_SHOWN, type EstimateFigures, type JobFigures } from '../../../views/reports/report-types';
import { instant } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import { localDate } from '../booking';
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

/** Days from one YYYY-MM-DD to a later one. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The period's jobs (estimates approved in it): how soon their return visit came, and their parts' cost against
 * what the customer was charged for parts. Three queries whatever the number of jobs: the parts and the lines are
 * summed in separate aggregates, since joining both to the job would count each part once per line.
 */
export async function jobFigures(db: Kysely<Tables>, period: ReportPeriod): Promise<JobFigures> {
  const approvedInPeriod = db
    .selectFrom('estimates as e')
    .innerJoin('jobs as j', 'j.estimate_id', 'e.id')
    .where('e.status', '=', 'approved')
    .where('e.decided_at', '>=', period.start)
    .where('e.decided_at', '<', period.end);

  // One row per job: the approval and its first return visit. The day each falls on in Washington is worked out
  // here, where the zone's rules are (no query does zone arithmetic, docs/reports.md).
  const returns = await approvedInPeriod
    .leftJoin('bookings as r', (join) =>
      join.onRef('r.job_id', '=', 'j.id').onRef('r.id', '<>', 'j.first_booking_id').on('r.status', '<>', 'cancelled'),
    )
    .groupBy(['j.id', 'e.decided_at'])
    .select(['e.decided_at as decided_at', (eb) => eb.fn.min('r.window_start').as('return_at')])
    .execute();
  const zone = business.timeZone;
  let withReturnVisit = 0;
  let days = 0;
  for (const row of returns) {
    if (row.return_at === null || row.return_at === undefined) continue;
    withReturnVisit += 1;
    days += daysBetween(
      localDate(Date.parse(instant(row.decided_at)), zone),
      localDate(Date.parse(instant(row.return_at)), zone),
    );
  }

  const parts = await approvedInPeriod
    .innerJoin('job_parts as p', 'p.job_id', 'j.id')
    .select([
      sql<number | string>`count(distinct j.id)`.as('jobs'),
      (eb) => eb.fn.sum<number | string>('p.cost_cents').as('cost'),
    ])
    .executeTakeFirstOrThrow();
  const charged = await approvedInPeriod
    .innerJoin('estimate_lines as l', (join) =>
      join.onRef('l.estimate_id', '=', 'e.id').onRef('l.option_position', '=', 'e.approved_option'),
    )
    .where('l.kind', '=', 'part')
    .where((eb) => eb.exists(eb.selectFrom('job_parts as q').select('q.id').whereRef('q.job_id', '=', 'j.id')))
    .select(sql<number | string>`sum(l.quantity * l.unit_cents)`.as('cents'))
    .executeTakeFirstOrThrow();

  return {
    jobs: returns.length,
    withReturnVisit,
    averageDaysToReturn: withReturnVisit === 0 ? null : Math.round((days * 10) / withReturnVisit) / 10,
    withParts: num(parts.jobs),
    partsCostCents: num(parts.cost),
    partsChargedCents: num(charged.cents),
  };
}
