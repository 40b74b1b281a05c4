import { outboxHooks } from '../../kernel/queue/worker';
import { get, post, type Feature, type FeatureContext } from '../../kernel/feature';
import { publicLimits, type RateBudget } from '../../kernel/limits/rate-limit';
import { queueBookingEmails } from './emails/email-queue';
import { calendarFeedHandler, createFeedSecret, type FeedSecret } from '../visits/feed';
import { provideBooking } from './context';
import { createDispatch, type Dispatch, type ReviewRequests } from '../visits/dispatch';
import { localTechnicianCard, type TechnicianCard } from '../visits/technician-card';
import { queueReminderText, recordBookingConsent, textsStopped, type VisitTexts } from '../visits/visit-texts';
import { technicianFeedHandler } from '../visits/technician-feed';
import { limitPeek } from './availability/limit-peek';
import { bookingPhotoUpload, MAX_MULTIPART_BYTES } from './photo-upload';
import { bookingPhotos, type BookingPhotos } from './photos';
import { officeBookings, type OfficeBookings } from './office';
import { officeNewVisits, type OfficeNewVisits } from './office-create';
import {
  nudgingAfterChanges,
  startBookingOutbox,
  type BookingOutbox,
  type StartBookingOutboxOptions,
} from './emails/outbox';
import { apiBody, bookingBody, bookingLimited } from './form-guards';
import { viewBooking } from './routes/api-view';
import { availableWindows } from './routes/availability';
import { nextAvailable } from './routes/availability-next';
import { bookPost, confirmBooking } from './routes/book-post';
import { bookSteps } from './routes/book-steps';
import { cancelBooking } from './routes/cancel';
import { confirmHold } from './routes/confirm-hold';
import { manageBooking } from './routes/manage';
import { rescheduleBooking } from './routes/reschedule';
import { createSchedule, type Schedule } from './availability/schedule';
import { bookingService } from './service';
import { createBookingStore, type BookingStoreOptions } from './store';
import { bookingHolds, type BookingHolds, type SurgeRules } from './surge';
import { availabilityCache, databaseVersion, sharedReading } from './availability/taken-cache';
import { availabilityAnswers } from './availability/availability-answers';
import { bookingWarranty, type BookingWarranty } from '../visits/warranty';
import { warrantySteps } from '../visits/routes/warranty';
import { bookWarranty } from '../visits/routes/warranty-book';

export interface BookingTuning {
  /** Booking requests allowed per client (data/booking.ts by default); tests that send many raise it. */
  rateLimit?: RateBudget;
  /** The surge defence's thresholds (data/booking.ts's surgeRules by default); the benchmark raises them. */
  surgeRules?: SurgeRules;
  /** Retry timing, logging and clock of the booking e-mail outbox (only started when SMTP_URL is set). */
  outbox?: StartBookingOutboxOptions;
  /**
   * What customers see of their technician (first name, bio, photo). Unset: office_users' name and bio without a
   * photo (technician-card.ts); the team feature's, which knows the photos, is handed in here.
   */
  technicianCard?: TechnicianCard;
  /**
   * The texts feature's offers (server/features/texts/): a booking's consent box is recorded, and the visit's texts go
   * beside its e-mails. Unset: no texts at all.
   */
  texts?: VisitTexts;
  /** The reviews feature's offers (server/features/reviews/): a visit marked Done writes its one review request. */
  reviews?: ReviewRequests;
}

/** What the office uses of booking: the same store, schedule and e-mails the public flow uses. */
export interface BookingOffers {
  bookings: OfficeBookings;
  /** Phone-in bookings: the New Visit screen's, through the same store and e-mails. */
  newVisits: OfficeNewVisits;
  schedule: Schedule;
  feedSecret: FeedSecret;
  /** The surge defence's state and the bookings it holds, for Today. */
  surge: BookingHolds;
  /** GET /office/calendar/{secret}.ics, answered without a session: its secret is the key. */
  calendarFeed: ReturnType<typeof calendarFeedHandler>;
  /** Technicians, assignment and each visit's status (dispatch.ts). */
  dispatch: Dispatch;
  /** GET /office/calendar/technician/{secret}.ics: one technician's own feed, keyed by their secret. */
  technicianFeed: ReturnType<typeof technicianFeedHandler>;
  /** The visitors' photos of the appliance, which only the office shows. */
  photos: BookingPhotos;
  /** Warranty visits and their originals, for the office's badges and links. */
  warranty: Pick<BookingWarranty, 'links'>;
}

/**
 * Online booking (docs/booking.md): the /book steps, the JSON API, the customer's manage page and the e-mails,
 * all through one booking service, so the API, the pages and the office follow the same rules and clock.
 */
export function bookingFeature(context: FeatureContext, tuning: BookingTuning = {}): Feature<BookingOffers> {
  const { config, database, logger, now, sameSite, site } = context;
  // The office's settings screen writes through this same schedule, so its changes reach availability at once.
  // Any server's commit shows at once: the schedule's rules and availability both check this reading.
  const version = sharedReading(databaseVersion(database));
  const schedule = createSchedule(database, { now, version });
  // Availability answers share one reading per second (see taken-cache.ts).
  const availability = availabilityCache({ now, version, rules: () => schedule.current() });
  let outbox: BookingOutbox | undefined;
  // The surge defence looks at every new booking inside its transaction (server/features/booking/surge.ts).
  const holds = bookingHolds(database, { rules: tuning.surgeRules });
  // Every change queues its e-mails in its own transaction, whether or not SMTP is set up yet (as leads do). One
  // store for the public flow and the office, so an office change e-mails the customer just the same.
  const { texts } = tuning;
  const onChange: BookingStoreOptions['onChange'] = async (trx, change) => {
    await queueBookingEmails(trx, change);
    await recordBookingConsent(texts, trx, change);
  };
  const store = availability.store(
    nudgingAfterChanges(createBookingStore(database, { onChange, gate: holds.gate }), () => outbox?.nudge()),
  );
  if (config.mail) {
    // The reminder's text is queued when its e-mail goes out (visit-texts.ts).
    outbox = startBookingOutbox(
      config.mail,
      database,
      { siteUrl: config.siteUrl, beforeSend: (email) => queueReminderText(texts, database, email) },
      {
        ...outboxHooks(context),
        now,
        ...tuning.outbox,
      },
    );
  }
  const technicianCard = tuning.technicianCard ?? localTechnicianCard(database);
  const dispatch = createDispatch({
    database,
    technicianCard,
    nudge: () => outbox?.nudge(),
    texts,
    reviews: tuning.reviews,
  });
  const service = availability.service(bookingService({ store, now, schedule, holds }));
  // The availability API's JSON, made once per reading and answered before Express too (availability-answers.ts).
  const answers = availabilityAnswers({ service, version: availability.version, now });
  // One limit for every booking request, counted in the database: one middleware for every way in (the forms and
  // their API aliases), so they spend one budget, as do all servers.
  const photos = bookingPhotos(database, now);
  const warranty = bookingWarranty({ database, store, schedule, now });
  const limits = publicLimits(database, logger, { booking: tuning.rateLimit });
  const limited = bookingLimited(limits.booking);
  // Every route's first handler hands its request this context; the named handler last (server/features/booking/routes/).
  const provide = provideBooking({
    service,
    now,
    render: site.render,
    siteUrl: config.siteUrl,
    technicianCard,
    limitPeek: limitPeek(database, limits.booking),
    photos,
    warranty,
    availability: answers,
    textsStopped: (phone) => textsStopped(texts, database, phone),
  });
  const form = [provide, sameSite, ...bookingBody, limited];
  const api = [provide, sameSite, ...apiBody, limited];
  return {
    name: 'booking',
    routes: [
      // Before the pages: /book with a zip code or a window is a live step, never the cached step 1.
      get('/book', provide, bookSteps),
      // The JSON API (docs/booking.md): the windows left and the customer's booking; booking, rescheduling and
      // cancelling are aliases of the forms' own handlers below, answering JSON.
      { ...get('/api/availability', provide, availableWindows), early: answers.early('windows') },
      post('/api/bookings', ...api, confirmBooking),
      get('/api/bookings/:token', provide, viewBooking),
      post('/api/bookings/:token/reschedule', ...api, rescheduleBooking),
      post('/api/bookings/:token/cancel', ...api, cancelBooking),
      post('/api/bookings/:token/warranty', ...api, bookWarranty),
      { ...get('/api/availability/next', provide, nextAvailable), early: answers.early('next') },
      // Each form has one handler answering a page or, when the request asks for JSON, JSON (decision 0021): the
      // /book steps and booking itself (303 to the confirmation), then the customer's private page's forms.
      // The details step may be a multipart form with photos (photo-upload.ts); the other forms may not.
      {
        ...post('/book', provide, sameSite, bookingPhotoUpload, ...bookingBody, limited, bookPost),
        maxBodyBytes: MAX_MULTIPART_BYTES,
      },
      get('/booking/:token', provide, manageBooking),
      // The button on the page a held booking's e-mailed link opens (the surge defence, server/features/booking/surge.ts).
      post('/booking/:token/confirm', ...form, confirmHold),
      post('/booking/:token/reschedule', ...form, rescheduleBooking),
      post('/booking/:token/cancel', ...form, cancelBooking),
      // A Done visit's free warranty visit (warranty.ts): choose a window, confirm; the POST books it.
      get('/booking/:token/warranty', provide, warrantySteps),
      post('/booking/:token/warranty', ...form, bookWarranty),
    ],
    workers: outbox ? { outbox } : {},
    offers: {
      bookings: officeBookings({ database, store, schedule, now }),
      newVisits: officeNewVisits({ store, schedule, now }),
      schedule,
      feedSecret: createFeedSecret(database, { now }),
      surge: holds,
      calendarFeed: calendarFeedHandler({ database, siteUrl: config.siteUrl, now }),
      dispatch,
      technicianFeed: technicianFeedHandler({ database, dispatch, siteUrl: config.siteUrl, now }),
      photos,
      warranty,
    },
  };
}

export { bookPage, bookQuery } from './book-page';
export { bookingOfficeLines } from './office/routes';
export { ownVisitPolicy } from './own-visit';
/** A booking row as the other features read it (the receipt's outbox, the visits). */
export { toStoredBooking, type StoredBooking } from './store';
/** The kinds of queued message this feature sends (decision 0046): the System screen reads their figures through them. */
export { bookingEmailKind } from './emails/email-queue';
export { holdLinkKind } from './surge';
