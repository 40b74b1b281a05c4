import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { bookingPage } from './booking-page';

/** /office/bookings/:reference: everything the customer sent, a move and a cancel. */
export const bookingScreen: FeatureScreen<VisitsOfficeTools> = (request, tools) => bookingPage(request, tools);
