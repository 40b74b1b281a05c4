import type { OfficePolicy } from '../../office';
import { toStoredBooking, type StoredBooking } from '../booking';
import type { AppDatabase } from '../../kernel/db/database';
import type { JobPricingSlot } from './job-pricing';
import type { VisitCharges } from './store';

/** What the price screens work with: the prices, the visit they price, whose visit it is, the receipts' nudge. */
export interface ChargesOfficeTools {
  database: AppDatabase;
  charges: VisitCharges;
  /** The booked visit a price screen names, by reference. */
  visit(reference: string): Promise<StoredBooking | undefined>;
  /** "A technician's own visit" (booking's policy), on the price routes. */
  ownVisit: OfficePolicy;
  /** Wakes the receipt outbox after a price is committed. */
  nudge(): void;
  /** A job's return visit's price, from its approved estimate (the jobs feature fills it). */
  jobPricing: JobPricingSlot;
}

export function chargesOfficeTools(
  database: AppDatabase,
  charges: VisitCharges,
  ownVisit: OfficePolicy,
  nudge: () => void,
  jobPricing: JobPricingSlot,
): ChargesOfficeTools {
  return {
    database,
    jobPricing,
    charges,
    ownVisit,
    nudge,
    async visit(reference) {
      await database.ready();
      const row = await database.db
        .selectFrom('bookings')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row && toStoredBooking(row);
    },
  };
}
