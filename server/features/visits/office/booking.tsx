import type { OfficeScreen } from '../../../office/http';
import { bookingPage } from './booking-page';

/** /office/bookings/:reference: everything the customer sent, a move and a cancel. */
export const bookingScreen: OfficeScreen = (request) => bookingPage(request);
