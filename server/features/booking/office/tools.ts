import type { OfficePolicy } from '../../../office';
import type { CustomersOffers } from '../../customers';
import type { LeadDetail } from '../../leads';
import type { OfficeBookings } from '../office';
import type { OfficeNewVisits } from '../office-create';
import type { BookingPhotos } from '../photos';
import type { Schedule } from '../availability/schedule';

/**
 * What booking's office screens work with: the bookings and the schedule the public flow uses (so a change shows to
 * visitors at once), phone-in bookings, the customers' photos and the own-visit policy; from the features around
 * it, handed in by server/app/features.ts: the lead a phone-in booking starts from (leads), the customers New Visit
 * looks up and books again (customers), and the job's warranty links and calendar feed (visits, typed here by what
 * is used).
 */
export interface BookingOfficeTools {
  bookings: OfficeBookings;
  /** Phone-in bookings (the New Visit screen). */
  newVisits: OfficeNewVisits;
  schedule: Schedule;
  /** The visitors' photos of the appliance. */
  photos: BookingPhotos;
  /** "A technician's own visit", on the photo line. */
  ownVisit: OfficePolicy;
  /** The lead a New Visit is booked from (Book This Customer), by its id. */
  lead(id: string): Promise<LeadDetail | undefined>;
  /** New Visit's customers (the customers feature's): looked up by phone, and booked again from their last visit. */
  customers: Pick<CustomersOffers, 'search' | 'store'>;
  /** Which listed bookings are warranty visits, and of which original's reference (the visits feature's). */
  warranty: { links(ids: readonly string[]): Promise<{ originals: Map<string, string> }> };
  /** Whether the calendar feed has an address yet (the visits feature's), for the settings page. */
  feedSecret: { exists(): Promise<boolean> };
}

/** What the settings page reads: also drawn by the visits feature's feed rotation, with its own tools. */
export type SettingsPageTools = Pick<BookingOfficeTools, 'schedule' | 'bookings' | 'feedSecret'>;
