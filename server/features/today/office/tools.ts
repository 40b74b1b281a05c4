import type { BookingOffers } from '../../booking';
import type { EstimatesWaiting } from '../../estimates';
import type { JobsWaiting } from '../../jobs';
import type { LeadsOfficeTools } from '../../leads';
import type { PaymentsOffers } from '../../payments';
import type { ReviewOfficeStore } from '../../reviews';
import type { VisitsOffers } from '../../visits';

/** What Today reads: the days' visits and who goes, the surge defence, waiting leads and asked-for call-backs. */
export interface TodayOfficeTools {
  bookings: Pick<BookingOffers['bookings'], 'windowsForOffice'>;
  surge: Pick<BookingOffers['surge'], 'status'>;
  dispatch: Pick<VisitsOffers['dispatch'], 'technicians'>;
  warranty: VisitsOffers['warranty'];
  leads: Pick<LeadsOfficeTools['leads'], 'waitingLeads'>;
  reviews: Pick<ReviewOfficeStore, 'callbacksWaiting'>;
  /** The estimates' answers just in, and those unanswered after 48 hours. */
  estimates: EstimatesWaiting;
  /** The parts past their expected day, and the jobs whose parts are in with no return visit booked. */
  jobs: JobsWaiting;
  /** How many priced visits are not paid yet, and how much they owe altogether. */
  owed: PaymentsOffers['owed'];
  /** The texts feature's answer for a number ('yes' when it may be texted); undefined while texts are off. */
  textPermission(phone: string): Promise<string | undefined>;
}
