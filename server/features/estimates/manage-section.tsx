import type { AppDatabase } from '../../kernel/db/database';
import { CustomerEstimate } from '../../../views/estimates/CustomerEstimate';
import type { ManageSection } from '../booking';
import { estimateInWords } from './document';
import { estimatesOfBooking, markViewed } from './estimate-store';

/**
 * The estimates on the customer's manage page (booking's slot): every one sent, newest first, drafts never. The
 * first showing of a sent estimate marks it viewed, which the office sees.
 */
export function estimatesOnManagePage(database: AppDatabase): ManageSection {
  return async (booking, token, now) => {
    await database.ready();
    const estimates = (await estimatesOfBooking(database.db, booking.id)).filter((e) => e.status !== 'draft');
    if (estimates.length === 0) return null;
    await Promise.all(estimates.map((estimate) => markViewed(database.db, estimate, now)));
    return estimates.map((estimate) => (
      <CustomerEstimate
        key={estimate.id}
        estimate={estimateInWords(booking, estimate, now, booking.language)}
        action={`/booking/${token}/estimates/${estimate.id}`}
      />
    ));
  };
}
