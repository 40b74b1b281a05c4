import type { BookingOffers } from '../booking';
import type { JobsOffers } from '../jobs';
import type { ReviewsOffers } from '../reviews';
import { get, post, type Feature, type FeatureContext } from '../../kernel/feature';
import { createDispatch, type Dispatch } from './dispatch';
import { calendarFeedHandler, createFeedSecret, type FeedSecret } from './feed';
import { provideWarranty } from './routes/context';
import { warrantySteps } from './routes/warranty';
import { bookWarranty } from './routes/warranty-book';
import { technicianFeedHandler } from './technician-feed';
import { visitRecords, type VisitRecords } from './records';
import { bookingWarranty, type BookingWarranty } from './warranty';

/** What the visits feature offers the ones after it (and the office's screens of the job). */
export interface VisitsOffers {
  /** Technicians, assignment and each visit's status (dispatch.ts). */
  dispatch: Dispatch;
  feedSecret: FeedSecret;
  /** GET /office/calendar/{secret}.ics, answered without a session: its secret is the key. */
  calendarFeed: ReturnType<typeof calendarFeedHandler>;
  /** GET /office/calendar/technician/{secret}.ics: one technician's own feed, keyed by their secret. */
  technicianFeed: ReturnType<typeof technicianFeedHandler>;
  /** Warranty visits and their originals, for the office's badges and links. */
  warranty: Pick<BookingWarranty, 'links'>;
  /** The technician's note and photos from each visit ("From the job"), which the office's pages show. */
  records: VisitRecords;
}

/**
 * The job after the booking (decision 0047): who goes (dispatch), the visit's status and the messages it sends, the
 * calendar feeds, and the warranty visit a Done visit's link books. Built on booking's store and outbox (booking
 * comes first in server/app/features.ts); a visit marked Done writes its review request (reviews comes first too).
 */
export function visitsFeature(
  context: FeatureContext,
  uses: {
    booking: BookingOffers;
    reviews?: Pick<ReviewsOffers, 'requestReview'>;
    jobs?: Pick<JobsOffers, 'firstVisitOfReturn'>;
  },
): Feature<VisitsOffers> {
  const { config, database, now } = context;
  const { job, schedule, routeChains } = uses.booking;
  const dispatch = createDispatch({
    database,
    technicianCard: job.technicianCard,
    nudge: job.nudgeEmails,
    texts: job.texts,
    reviews: uses.reviews,
    siteUrl: config.siteUrl,
    jobs: uses.jobs,
  });
  const warranty = bookingWarranty({ database, store: job.store, schedule, now });
  const { provide, form, api } = routeChains;
  const withWarranty = provideWarranty(warranty);
  return {
    name: 'visits',
    routes: [
      // A Done visit's free warranty visit (warranty.ts): choose a window, confirm; the POST books it. Drawn on
      // booking's pages, so booking's context and guards come first.
      get('/booking/:token/warranty', provide, withWarranty, warrantySteps),
      post('/booking/:token/warranty', ...form, withWarranty, bookWarranty),
      post('/api/bookings/:token/warranty', ...api, withWarranty, bookWarranty),
    ],
    workers: {},
    offers: {
      dispatch,
      feedSecret: createFeedSecret(database, { now }),
      calendarFeed: calendarFeedHandler({ database, siteUrl: config.siteUrl, now }),
      technicianFeed: technicianFeedHandler({ database, dispatch, siteUrl: config.siteUrl, now }),
      warranty,
      records: visitRecords(database),
    },
  };
}

export { visitsOfficeLines } from './office/routes';
export type { VisitsOfficeTools } from './office/tools';
export type { JobRecord, VisitRecords } from './records';
