import { EVERY_ROLE, OFFICE_DESK, OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { bookingNewScreen } from './booking-new';
import { bookingNewBookScreen } from './booking-new-book';
import { bookingNewLookupScreen } from './booking-new-lookup';
import { bookingPhotoFile } from './booking-photo';
import { bookingsScreen } from './bookings';
import { customerLookupJson } from './customer-lookup-json';
import { settingsScreen } from './settings';
import { settingsCapacityScreen } from './settings-capacity';
import { settingsCloseScreen } from './settings-close';
import { settingsReopenScreen } from './settings-reopen';
import type { BookingOfficeTools } from './tools';

/**
 * The desk's bookings (the list, phone-in bookings, the customers' photos) and the owner's capacity settings. One
 * booking's page and its changes are the visits feature's (it shows the job: technician, status, price).
 */
export function bookingOfficeLines(tools: BookingOfficeTools): OfficeLine[] {
  const { page, change, file } = officeLines(tools);
  return [
    page('/office/bookings', OFFICE_DESK, bookingsScreen, { nav: { label: 'Bookings', order: 30 } }),
    // Before the booking's page: "new" is no reference.
    page('/office/bookings/new', OFFICE_DESK, bookingNewScreen),
    change('/office/bookings/new', OFFICE_DESK, bookingNewBookScreen),
    // New Visit's lookup by phone: the step without JavaScript (the form again with the matches), and its JSON.
    change('/office/bookings/new/lookup', OFFICE_DESK, bookingNewLookupScreen),
    {
      ...file('/office/api/customers', OFFICE_DESK, (req, res, next) => customerLookupJson(tools, req, res, next)),
      answeredBy: customerLookupJson,
    },
    // The customer's photos: image bytes, not a screen, behind the guard (never cached, never public); a
    // technician sees only their own visit's (anyone else's is the 404 an unknown one is).
    // `npm run routes` names the handler itself, not the binding to the tools.
    {
      ...file(
        '/office/bookings/:reference/photos/:id',
        EVERY_ROLE,
        (req, res, next) => bookingPhotoFile(tools, req, res, next),
        { policy: tools.ownVisit, refuseAsNotFound: true },
      ),
      answeredBy: bookingPhotoFile,
    },
    page('/office/settings', OWNER_ONLY, settingsScreen, { nav: { label: 'Settings', order: 90 } }),
    change('/office/settings/capacity', OWNER_ONLY, settingsCapacityScreen),
    change('/office/settings/close', OWNER_ONLY, settingsCloseScreen),
    change('/office/settings/reopen', OWNER_ONLY, settingsReopenScreen),
  ];
}
