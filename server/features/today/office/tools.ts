import type { BookingOffers } from '../../booking';
import type { LeadsOfficeTools } from '../../leads';
import type { ReviewOfficeStore } from '../../reviews';

/** What Today reads: the days' visits and who goes, the surge defence, waiting leads and asked-for call-backs. */
export interface TodayOfficeTools {
  bookings: Pick<BookingOffers['bookings'], 'windowsForOffice'>;
  surge: Pick<BookingOffers['surge'], 'status'>;
  dispatch: Pick<BookingOffers['dispatch'], 'technicians'>;
  warranty: BookingOffers['warranty'];
  leads: Pick<LeadsOfficeTools['leads'], 'waitingLeads'>;
  reviews: Pick<ReviewOfficeStore, 'callbacksWaiting'>;
}
