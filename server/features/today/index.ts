import type { Feature, FeatureContext } from '../../kernel/feature';
import type { BookingOffers } from '../booking';
import type { EstimatesOffers } from '../estimates';
import type { JobsOffers } from '../jobs';
import type { LeadsOffers } from '../leads';
import type { PaymentsOffers } from '../payments';
import type { VisitsOffers } from '../visits';
import { reviewOfficeStore } from '../reviews';
import type { TodayOfficeTools } from './office/tools';

/** What Today reads of the features before it. */
export interface TodayUses {
  booking: BookingOffers;
  visits: VisitsOffers;
  leads: LeadsOffers;
  estimates: EstimatesOffers;
  jobs: JobsOffers;
  payments: PaymentsOffers;
}

export interface TodayOffers {
  office: TodayOfficeTools;
}

/** The desk's Today: the day's visits, new leads, held bookings and call-backs on one screen. No public routes. */
export function todayFeature(context: FeatureContext, uses: TodayUses): Feature<TodayOffers> {
  const { booking, visits, leads, estimates, jobs, payments } = uses;
  return {
    name: 'today',
    routes: [],
    workers: {},
    offers: {
      office: {
        bookings: booking.bookings,
        surge: booking.surge,
        dispatch: visits.dispatch,
        warranty: visits.warranty,
        leads: leads.office.leads,
        reviews: reviewOfficeStore(context.database),
        estimates: estimates.waiting,
        jobs: jobs.waiting,
        owed: payments.owed,
        // The texts booking was handed: a visit without an e-mail is confirmed by text only where they agreed.
        textPermission: async (phone) =>
          booking.job.texts?.enabled ? booking.job.texts.permission(context.database.db, phone) : undefined,
      },
    },
  };
}

export { todayOfficeLines } from './office/routes';
