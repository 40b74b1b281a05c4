import { bookingRules } from '../../../data/booking';
import type { JobVisitItem } from '../../../views/jobs/JobVisits';
import type { StoredBooking } from '../booking';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { jobOfVisit, type Job } from './job-store';

const shortDay = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** "Mon Dec 1": the day of a visit's window in the business's zone. */
export const visitDay = (visit: Pick<StoredBooking, 'windowStart'>) =>
  shortDay.format(new Date(visit.windowStart)).replace(',', '');

/** A job's visits for its list: the diagnosis, then the return visit; `href` gives each its office page. */
export function jobVisitItems(job: Job, href?: (visit: StoredBooking) => string): JobVisitItem[] {
  return job.visits.map((visit) => ({
    role: visit.id === job.first.id ? 'Diagnosis' : 'Return visit',
    day: visitDay(visit),
    href: href?.(visit),
  }));
}

/** A visit's job as the office's visit page shows it: the job's visits, and Book Return Visit while there is none. */
export interface VisitJob {
  visits: JobVisitItem[];
  /** The office's screen to book the return visit, while the job has none. */
  bookHref?: string | undefined;
}

/** The job of the visit `bookingId`, for the office's pages; undefined for a visit in no job. */
export const visitJob =
  (database: AppDatabase) =>
  async (bookingId: string): Promise<VisitJob | undefined> => {
    await database.ready();
    const job = await jobOfVisit(database.db, bookingId);
    if (!job) return undefined;
    const href = (reference: string) => `/office/visits/${encodeURIComponent(reference)}`;
    return {
      visits: jobVisitItems(job, (visit) => href(visit.reference)),
      bookHref: job.returnVisit ? undefined : `${href(job.first.reference)}/return-visit`,
    };
  };

/** The job lines of listed visits, by visit id: only the visits in a job have one. */
export type JobsOfVisits = (
  bookingIds: readonly string[],
  href: (reference: string) => string,
) => Promise<Map<string, JobVisitItem[]>>;

/**
 * The jobs of a list's visits (My Day, the customer's history), read in one query whatever the list's length:
 * each listed visit's job (bookings.job_id names it on every visit of the job, the first included) and that job's
 * visits not cancelled, in time order, from the bookings_job_visits index. `href` gives each visit its page.
 */
export const jobsOfVisits =
  (database: AppDatabase): JobsOfVisits =>
  async (bookingIds, href) => {
    const found = new Map<string, JobVisitItem[]>();
    if (bookingIds.length === 0) return found;
    await database.ready();
    const rows = await database.db
      .selectFrom('bookings as listed')
      .innerJoin('jobs as j', 'j.id', 'listed.job_id')
      .innerJoin('bookings as visit', 'visit.job_id', 'j.id')
      .where('listed.id', 'in', [...bookingIds])
      .where('visit.status', '=', 'booked')
      .select([
        'listed.id as listedId',
        'j.first_booking_id as firstId',
        'visit.id as id',
        'visit.reference as reference',
        'visit.window_start as windowStart',
      ])
      .orderBy('listed.id')
      .orderBy('visit.window_start')
      .orderBy('visit.id')
      .execute();
    for (const row of rows) {
      const items = found.get(row.listedId) ?? [];
      items.push({
        role: row.id === row.firstId ? 'Diagnosis' : 'Return visit',
        day: visitDay({ windowStart: instant(row.windowStart) }),
        href: href(row.reference),
      });
      found.set(row.listedId, items);
    }
    return found;
  };
