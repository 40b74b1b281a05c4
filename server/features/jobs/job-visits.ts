import { bookingRules } from '../../../data/booking';
import type { JobVisitItem } from '../../../views/jobs/JobVisits';
import type { StoredBooking } from '../booking';
import type { AppDatabase } from '../../kernel/db/database';
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
