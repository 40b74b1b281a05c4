import type { RequestHandler } from 'express';
import { outboxHooks } from '../../kernel/queue/worker';
import { get, post, type Feature, type FeatureContext } from '../../kernel/feature';
import { publicLimits, type RateBudget } from '../../kernel/limits/rate-limit';
import { apiBody, bookingBody, bookingLimited, provideBooking, speaking, type ManageSection } from './flows';
import type { OfficePolicy } from '../../office';
import { localTechnicianCard, type TechnicianCardLookup } from '../team';
import { queuedWithChange, reminderTexts, textsStopped, type VisitTexts } from './emails/visit-texts';
import { warrantyState } from './warranty/state';
import { limitPeek } from './availability/limit-peek';
import { bookingPhotoUpload, MAX_MULTIPART_BYTES } from './photo-upload';
import { bookingPhotos, type BookingPhotos } from './photos';
import { officeBookings, ownVisitPolicy, type OfficeBookings } from './office';
import { officeNewVisits, type OfficeNewVisits } from './office-create';
import { startBookingOutbox, type StartBookingOutboxOptions } from './emails/emails';
import { viewBooking } from './routes/api-view';
import { availableWindows } from './routes/availability';
import { nextAvailable } from './routes/availability-next';
import { bookPost, confirmBooking } from './routes/book-post';
import { bookSteps, spanishBookSteps } from './routes/book-steps';
import { cancelBooking } from './routes/cancel';
import { confirmHold } from './routes/confirm-hold';
import { manageBooking } from './routes/manage';
import { bookingInviteFile } from './routes/booking-invite';
import { bookingPhotoForCustomer } from './routes/booking-photo';
import { business } from '../../../data/business';
import { rescheduleBooking } from './routes/reschedule';
import { createSchedule, type Schedule } from './availability/schedule';
import { bookingService } from './service';
import { createBookingStore, type BookingStore } from './store';
import { bookingHolds, type BookingHolds, type SurgeRules } from './surge';
import { availabilityCache } from './availability/taken-cache';
import { databaseVersion, sharedReading } from '../../kernel/db/version';
import { availabilityAnswers } from './availability/availability-answers';

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
  technicianCard?: TechnicianCardLookup;
  /**
   * The texts feature's offers (server/features/texts/): a booking's consent box is recorded, and the visit's texts go
   * beside its e-mails. Unset: no texts at all.
   */
  texts?: VisitTexts;
}

/** What the office uses of booking: the same store, schedule and e-mails the public flow uses. */
export interface BookingOffers {
  bookings: OfficeBookings;
  /** Phone-in bookings: the New Visit screen's, through the same store and e-mails. */
  newVisits: OfficeNewVisits;
  schedule: Schedule;
  /** The surge defence's state and the bookings it holds, for Today. */
  surge: BookingHolds;
  /** The visitors' photos of the appliance, which only the office shows. */
  photos: BookingPhotos;
  /** "A technician's own visit", the policy on the office routes that name one visit (office.ts). */
  ownVisit: OfficePolicy;
  /**
   * What the visits feature (after this one) builds the job on: the same store (its e-mails, availability cache and
   * nudge), the schedule's rules, the technician's card and the texts booking was handed, and a nudge to the booking
   * outbox once a change that queued an e-mail has committed.
   */
  job: {
    store: BookingStore;
    technicianCard: TechnicianCardLookup;
    texts: VisitTexts | undefined;
    nudgeEmails: () => void;
  };
  /**
   * The first handlers of booking's public routes, for a route another feature mounts on booking's pages (the
   * warranty visit's /booking/:token/warranty): the context, then the same-site, body and rate-limit guards.
   */
  routeChains: { provide: RequestHandler; form: RequestHandler[]; api: RequestHandler[] };
  /** Adds a part to the customer's manage page (a later feature's: the estimate to approve). */
  addManageSection(section: ManageSection): void;
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
  // The surge defence looks at every new booking inside its transaction (server/features/booking/surge.ts).
  const holds = bookingHolds(database, { rules: tuning.surgeRules });
  const { texts } = tuning;
  const outbox = config.mail
    ? startBookingOutbox(
        config.mail,
        database,
        { siteUrl: config.siteUrl, beforeSend: reminderTexts(texts, database) },
        {
          ...outboxHooks(context),
          now,
          ...tuning.outbox,
        },
      )
    : undefined;
  // Every change queues its e-mails in its own transaction, whether or not SMTP is set up yet (as leads do), and
  // nudges the outbox once committed. One store for the public flow and the office, so an office change e-mails
  // the customer just the same.
  const store = availability.store(
    createBookingStore(database, {
      onChange: queuedWithChange(texts, config.siteUrl),
      gate: holds.gate,
      afterCommit: outbox?.nudgeEmails,
      afterHold: outbox?.nudgeHolds,
    }),
  );
  // The outbox's own nudge, handed on as it is (a no-op without SMTP).
  const nudgeEmails = outbox?.nudgeEmails ?? (() => undefined);
  const technicianCard = tuning.technicianCard ?? localTechnicianCard(database);
  const service = availability.service(bookingService({ store, now, schedule, holds }));
  // The availability API's JSON, made once per reading and answered before Express too (availability-answers.ts).
  const answers = availabilityAnswers({ service, version: availability.version, now });
  // One limit for every booking request, counted in the database: one middleware for every way in (the forms and
  // their API aliases), so they spend one budget, as do all servers.
  const photos = bookingPhotos(database, now);
  const limits = publicLimits(database, logger, { booking: tuning.rateLimit });
  const limited = bookingLimited(limits.booking);
  // Every route's first handler hands its request this context; the named handler last (server/features/booking/routes/).
  const manageSections: ManageSection[] = [];
  const provide = provideBooking({
    manageSections,
    service,
    now,
    render: site.render,
    siteUrl: config.siteUrl,
    officeEmail: config.mail?.to ?? business.email,
    technicianCard,
    limitPeek: limitPeek(database, limits.booking),
    photos,
    warrantyState: warrantyState(database, now),
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
      // The same steps in Spanish (issue 41): every answer after speaking('es') is in Spanish, and a booking records it.
      get('/es/book', provide, speaking('es'), spanishBookSteps),
      // The JSON API (docs/booking.md): the windows left and the customer's booking; booking, rescheduling and
      // cancelling are aliases of the forms' own handlers below, answering JSON.
      { ...get('/api/availability', provide, availableWindows), early: answers.early('windows') },
      post('/api/bookings', ...api, confirmBooking),
      get('/api/bookings/:token', provide, viewBooking),
      post('/api/bookings/:token/reschedule', ...api, rescheduleBooking),
      post('/api/bookings/:token/cancel', ...api, cancelBooking),
      { ...get('/api/availability/next', provide, nextAvailable), early: answers.early('next') },
      // Each form has one handler answering a page or, when the request asks for JSON, JSON (decision 0021): the
      // /book steps and booking itself (303 to the confirmation), then the customer's private page's forms.
      // The details step may be a multipart form with photos (photo-upload.ts); the other forms may not.
      {
        ...post('/book', provide, sameSite, bookingPhotoUpload, ...bookingBody, limited, bookPost),
        maxBodyBytes: MAX_MULTIPART_BYTES,
      },
      {
        ...post('/es/book', provide, speaking('es'), sameSite, bookingPhotoUpload, ...bookingBody, limited, bookPost),
        maxBodyBytes: MAX_MULTIPART_BYTES,
      },
      get('/booking/:token', provide, manageBooking),
      // The confirmation page's "Add to calendar" and photo thumbnails: the customer's own, through their token.
      get('/booking/:token/invite.ics', provide, bookingInviteFile),
      get('/booking/:token/photos/:id', provide, bookingPhotoForCustomer),
      // The button on the page a held booking's e-mailed link opens (the surge defence, server/features/booking/surge.ts).
      post('/booking/:token/confirm', ...form, confirmHold),
      post('/booking/:token/reschedule', ...form, rescheduleBooking),
      post('/booking/:token/cancel', ...form, cancelBooking),
    ],
    workers: outbox ? { outbox } : {},
    offers: {
      bookings: officeBookings({ database, store, schedule, now, nudge: nudgeEmails }),
      newVisits: officeNewVisits({
        store,
        schedule,
        now,
        nudge: () => {
          outbox?.nudgeEmails();
          // A booking without an e-mail may have queued its confirmation text.
          if (texts?.enabled) texts.nudge();
        },
      }),
      schedule,
      surge: holds,
      photos,
      ownVisit: ownVisitPolicy(database),
      job: { store, technicianCard, texts, nudgeEmails },
      routeChains: { provide, form, api },
      addManageSection: (section) => void manageSections.push(section),
    },
  };
}

export { bookPage, bookQuery } from './book-page';
export { bookingOfficeLines } from './office/routes';
export type { BookingOfficeTools, SettingsPageTools } from './office/tools';
export { ownVisitPolicy } from './office';
export { sameTechnicianIfFree, type SameTechnician } from './availability/technician-if-free';

// What the features after booking (visits, charges, the office's screens of the job) use of it: the booking as
// stored, its windows and schedule, the e-mails a visit's progress queues, and the customer's pages they draw on.
export { tokenOf, windowRefused } from './api-answers';
export { notFoundPage, sendManagePage, spokenOnLink } from './booking-pages';
export {
  bookingContext,
  bookingToday,
  dayChoices,
  guarded,
  phone,
  seeOther,
  sendManage,
  text,
  withAlternatives,
  type ManageSection,
} from './flows';
export { bookingMessages, capsFor, checkWindow, limitMessage, manageUrl, type ScheduleSource } from './service';
export { toStoredBooking, windowText, type BookingStore, type LimitKind, type StoredBooking } from './store';
export { parseInstant } from './service';
export { cleanBookingText } from './emails/emails';
export { nearestFreeWindows, placesLeft } from './availability/free-windows';
export type { ArrivalWindow } from './availability/schedule';
// The business's wall clock, for the features that used to reach it here; the kernel's (server/kernel/time-zone.ts).
export { isoInZone, localDate, nextDate, zonedInstant } from '../../kernel/time-zone';
export { queueVisitText, textsStopped, type VisitTexts } from './emails/visit-texts';
export { warrantyCovers, warrantyEndsOn, warrantyLinkExpiry } from './warranty/dates';
export { openWarrantyVisit, warrantyState, type WarrantyState } from './warranty/state';
export { officePickerDays, PICKER_DAYS, viewOf } from './office/booking-words';
export { settingsPage } from './office/settings-page';
export { bookingNoteStore } from './office/notes-store';
export { encodeAppliancePhoto, photoMessages, sendPrivatePhoto } from './photos';
export { windowWords, type OfficeBooking, type OfficeChangeOutcome, type OfficeMove } from './office';
export { hashToken, mintManageLink, newToken, TOKEN_PATTERN } from './store';
export { writeBookingsCsv, type BookingCsvRow } from './export';
export { triggerWords, type SurgeStatus } from './surge';
export { visitAddress } from '../../../data/site/address';
/** The kinds of queued message this feature sends (decision 0046): the System screen reads their figures through them. */
export { bookingEmailKind, bookingEmailRow } from './emails/emails';
export { holdLinkKind } from './surge';
