import { EVERY_ROLE, OFFICE_DESK, OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { bookingScreen } from './booking';
import { bookingCancelScreen } from './booking-cancel';
import { bookingNewScreen } from './booking-new';
import { bookingNewBookScreen } from './booking-new-book';
import { bookingNotesScreen } from './booking-notes';
import { bookingPhotoFile } from './booking-photo';
import { bookingRescheduleScreen } from './booking-reschedule';
import { bookingsScreen } from './bookings';
import { settingsScreen } from './settings';
import { settingsCapacityScreen } from './settings-capacity';
import { settingsCloseScreen } from './settings-close';
import { settingsReopenScreen } from './settings-reopen';

/** The desk's bookings (the list, one booking, phone-in bookings, its changes) and the owner's capacity settings. */
export function bookingOfficeLines(): OfficeLine[] {
  const { page, change, file } = officeLines(undefined);
  return [
    page('/office/bookings', OFFICE_DESK, bookingsScreen, { nav: { label: 'Bookings', order: 30 } }),
    // Before the booking's page: "new" is no reference.
    page('/office/bookings/new', OFFICE_DESK, bookingNewScreen),
    change('/office/bookings/new', OFFICE_DESK, bookingNewBookScreen),
    page('/office/bookings/:reference', OFFICE_DESK, bookingScreen),
    change('/office/bookings/:reference/reschedule', OFFICE_DESK, bookingRescheduleScreen),
    change('/office/bookings/:reference/cancel', OFFICE_DESK, bookingCancelScreen),
    // The customer's photos: image bytes, not a screen, behind the guard (never cached, never public); a
    // technician sees only their own visit's.
    file('/office/bookings/:reference/photos/:id', EVERY_ROLE, bookingPhotoFile),
    change('/office/bookings/:reference/notes', OFFICE_DESK, bookingNotesScreen),
    page('/office/settings', OWNER_ONLY, settingsScreen, { nav: { label: 'Settings', order: 90 } }),
    change('/office/settings/capacity', OWNER_ONLY, settingsCapacityScreen),
    change('/office/settings/close', OWNER_ONLY, settingsCloseScreen),
    change('/office/settings/reopen', OWNER_ONLY, settingsReopenScreen),
  ];
}
