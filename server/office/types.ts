import type { Transaction } from 'kysely';
import type { ReactNode } from 'react';
import type { Writable } from 'node:stream';
import type { Tables } from '../kernel/db/schema';
import type { UploadedFile } from '../kernel/images';
import type { BookingWarranty } from '../features/visits/warranty';
import type { BookingPhotos } from '../features/booking/photos';
import type { VisitCharges } from '../features/charges/store';
import type { OfficeBookings } from '../features/booking/office';
import type { OfficeNewVisits } from '../features/booking/office-create';
import type { FeedSecret } from '../features/visits/feed';
import type { Dispatch } from '../features/visits/dispatch';
import type { Schedule } from '../features/booking/availability/schedule';
import type { BookingHolds } from '../features/booking/surge';
import type { TeamOffers } from '../features/team';
import type { SystemTools } from '../features/system';
import type { TextPermission } from '../features/texts/consent';
import type { OfficeStore } from './store';
import type { OfficeUser } from './storage/records';

// The shell's types in one module that imports no shell module, so the modules that use them (the lines, the
// adapter, the pipeline, the guard) never import one another for a type. The feature types below are the legacy
// request fields (OfficeRequest's store, booking, photos, texts, refreshSite, system): they go when those do.

/** An office page: its title, its body in the office's layout, and its status. */
export interface OfficePage {
  title: string;
  body: ReactNode;
  status?: number;
}

/** The activity line an action writes with its change (server/office/action.ts). */
export interface ActivityLine {
  action: string;
  detail?: string;
}

/** Who is signed in, set by the guard for the handlers after it. */
export interface SignedIn {
  user: OfficeUser;
  sessionId: string;
  /** The CSRF token every form of the session sends back as `_csrf`. */
  csrf: string;
}

/** The app's own bookings, schedule and feed secret: the office's changes are the ones visitors see at once. */
export interface OfficeBookingTools {
  bookings: OfficeBookings;
  /** Phone-in bookings (the New Visit screen). */
  newVisits: OfficeNewVisits;
  schedule: Schedule;
  feedSecret: FeedSecret;
  /** The surge defence's state and the bookings it holds, for Today. */
  surge: Pick<BookingHolds, 'status'>;
  /** Technicians, assignment and each visit's status. */
  dispatch: Dispatch;
  /** The customers' photos of the appliance (server/features/booking/photos.ts). */
  photos: BookingPhotos;
  /** Which visits are warranty visits, of which original (server/features/visits/warranty.ts). */
  warranty: Pick<BookingWarranty, 'links'>;
  /** The prices of Done visits and their receipts (server/features/charges/). */
  charges: VisitCharges;
}

/** What the office does with texts: a booking's page shows whether its number may be texted, and records consent. */
export interface OfficeTexts {
  permission(phone: string): Promise<TextPermission | 'invalid-number'>;
  /** Consent the customer gave on the phone, recorded with who heard it; false for a number texts cannot reach. */
  recordPhoneConsent(phone: string, by: string): Promise<boolean>;
}

/** What a screen is handed: who is signed in, the request's values, and the office's tools. */
export interface OfficeRequest {
  user: OfficeUser;
  /** The CSRF token every form of the screen must send back as `_csrf`. */
  csrf: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** A posted form's fields (string values only); empty for a GET. */
  form: Record<string, string>;
  now: Date;
  clientAddress: string;
  store: OfficeStore;
  booking: OfficeBookingTools;
  /** The site's public address (SITE_URL), for URLs shown to copy, like the calendar feed's. */
  siteUrl: string;
  /** Writes a line to the activity log in the signed-in user's name. */
  log: (action: string, detail?: string) => Promise<void>;
  /**
   * Runs `work` in one transaction and writes, in that same transaction, the activity line its result carries
   * (in the signed-in user's name): the action pipeline's step (action.ts).
   */
  transact<R extends { activity?: ActivityLine | undefined }>(
    work: (trx: Transaction<Tables>) => Promise<R>,
  ): Promise<R>;
  /** The file of an upload form (routes with `readUpload`), when one was chosen. */
  upload?: UploadedFile;
  /** The team's photos (server/features/team/). */
  photos: TeamOffers['photos'];
  /** Texts to customers (server/features/texts/), when they are on. */
  texts?: OfficeTexts | undefined;
  /** Shows a change of what the public pages show (a review published) on this server at once. */
  refreshSite?: (() => Promise<void>) | undefined;
  /** The queues, storage and version (server/features/system/), for the System screen. */
  system?: SystemTools | undefined;
}

/**
 * A screen's answer: a page, a redirect after a change (303), a file to download (whole, or written to the
 * response as it is read, for an export of every row), or nothing there.
 */
export type OfficeAnswer =
  | { page: OfficePage }
  | { redirect: string }
  | { file: { type: string; name: string; body: string } }
  | { stream: { type: string; name: string; write: (out: Writable) => Promise<unknown> } }
  | { notFound: true };

/**
 * A screen: one office route's answer, as a function of the request. It never sees Express, so it reads the same
 * whether it answers a GET or a refused POST.
 */
export type OfficeScreen = (request: OfficeRequest) => Promise<OfficeAnswer>;
