import type { OfficeScreen } from '../http';
import { bookingPage } from '../pages/booking';

/** /office/bookings/:reference: everything the customer sent, a move and a cancel. */
export const bookingScreen: OfficeScreen = (request) => bookingPage(request);
