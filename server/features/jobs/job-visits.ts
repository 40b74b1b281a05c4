import { bookingRules } from '../../../data/booking';
import type { JobVisitItem } from '../../../views/jobs/JobVisits';
import type { StoredBooking } from '../booking';
import type { Job } from './job-store';

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
