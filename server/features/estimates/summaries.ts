import type { AppDatabase } from '../../kernel/db/database';
import type { EstimateSummary } from '../../../views/estimates/EstimatesSection';
import type { StoredBooking } from '../booking';
import { estimateInWords, type EstimateVisit } from './document';
import { estimatesOfBooking } from './estimate-store';

const visitPath = (reference: string) => `/office/visits/${encodeURIComponent(reference)}/estimates`;

/**
 * A visit's estimates as its pages list them, and where New Estimate leads: none for a cancelled visit, whose
 * estimates are still listed.
 */
export function estimateSummaries(database: AppDatabase) {
  return async (
    booking: EstimateVisit & Pick<StoredBooking, 'id' | 'status'>,
    now: Date,
  ): Promise<{ estimates: EstimateSummary[]; newHref?: string }> => {
    await database.ready();
    const estimates = (await estimatesOfBooking(database.db, booking.id)).map((estimate) => {
      const words = estimateInWords(booking, estimate, now);
      const approved = words.answer?.kind === 'approved' ? words.answer.option : undefined;
      const option = words.options.find((o) => o.title === approved);
      return {
        name: words.name,
        state: words.stateLabel,
        summary: option
          ? `${option.title}, ${option.total}`
          : words.options.map((o) => `${o.title}: ${o.total}`).join(' · '),
        href: `${visitPath(booking.reference)}/${estimate.number}`,
      };
    });
    return { estimates, ...(booking.status === 'booked' ? { newHref: `${visitPath(booking.reference)}/new` } : {}) };
  };
}

export type EstimateSummaries = ReturnType<typeof estimateSummaries>;
