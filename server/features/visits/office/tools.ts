import type { RequestHandler } from 'express';
import type { Transaction } from 'kysely';
import type { Tables } from '../../../kernel/db/schema';
import type { OfficePolicy } from '../../../office';
import type { BookingOffers } from '../../booking';
import type { VisitCharges } from '../../charges';
import type { EstimateSummaries } from '../../estimates';
import type { JobsOfVisits, VisitJob } from '../../jobs';
import type { CustomerStore } from '../../customers';
import type { PaymentWithRefunds } from '../../payments';
import type { TextsOffers } from '../../texts';
import type { Dispatch } from '../dispatch';
import type { FeedSecret } from '../feed';
import type { VisitRecords } from '../records';
import type { BookingWarranty } from '../warranty';

/** What the office does with texts: a booking's page shows whether its number may be texted, and records consent. */
export interface VisitsOfficeTexts {
  permission(phone: string): ReturnType<TextsOffers['permission']>;
  /**
   * Consent the customer gave on the phone, recorded (through the action's transaction) with who heard it; false
   * for a number texts cannot reach.
   */
  recordPhoneConsent(trx: Transaction<Tables>, phone: string, by: string): Promise<boolean>;
}

/** The office's notes on a booking (booking's notes store); a new note is written in its action's transaction. */
export interface BookingNotes {
  bookingNotes(bookingId: string): Promise<{ id: string; at: string; authorEmail: string; body: string }[]>;
}

/** What the visits' office screens work with, bound in routes.ts and filled in server/app/features.ts. */
export interface VisitsOfficeTools {
  /** Booking's store as the office reads and changes it. */
  bookings: BookingOffers['bookings'];
  /** The customers' photos of the appliance. */
  photos: BookingOffers['photos'];
  /** Technicians, assignment and each visit's status. */
  dispatch: Dispatch;
  feedSecret: FeedSecret;
  /** Which visits are warranty visits, of which original. */
  warranty: Pick<BookingWarranty, 'links'>;
  /** The price of a Done visit. */
  charges: Pick<VisitCharges, 'chargeOf'>;
  /** The visit's estimates and where New Estimate leads (the estimates feature's). */
  estimates: EstimateSummaries;
  /** The visit's job (the jobs feature's): its visits together, and Book Return Visit while there is none. */
  job?: ((bookingId: string) => Promise<VisitJob | undefined>) | undefined;
  /** The job lines of My Day's visits, read in one query (the jobs feature's). */
  jobsOfVisits?: JobsOfVisits | undefined;
  /** The visit's card payments taken online, with their refunds (the payments feature's, while it is on). */
  onlinePayments?: ((bookingId: string) => Promise<PaymentWithRefunds[]>) | undefined;
  notes: BookingNotes;
  /** The technician's note and photos from the job (records.ts). */
  records: VisitRecords;
  customers: Pick<CustomerStore, 'customerOf'>;
  /** Texts to customers, when they are on. */
  texts: VisitsOfficeTexts | undefined;
  /** "A technician's own visit". */
  ownVisit: OfficePolicy;
  /** The capacity settings the Settings page shows again after a new feed address. */
  schedule: BookingOffers['schedule'];
  /** GET /office/calendar/{secret}.ics: the office's feed, its secret the key (feed.ts). */
  calendarFeed: RequestHandler;
  /** GET /office/calendar/technician/{secret}.ics: one technician's own feed (technician-feed.ts). */
  technicianFeed: RequestHandler;
}
