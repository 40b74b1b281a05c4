import { oneLine } from '../../../data/text';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import type { EstimateSummary } from '../../../views/estimates/EstimatesSection';
import type { StoredBooking } from '../booking';
import { estimateInWords, type EstimateVisit } from './document';
import { estimatesOfBooking } from './estimate-store';
import { estimateName } from './rules';

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

/** An estimate Today points at: an answer just in, or one sent two days ago with none. */
export interface EstimateWaiting {
  name: string;
  customer: string;
  state: string;
  href: string;
  /** When it was answered, or sent. */
  at: string;
}

const WAIT_MS = 48 * 3_600_000;

/**
 * What Today shows of the estimates: the answers of the last 48 hours, and the estimates sent 48 hours ago or more
 * that are still unanswered and not expired, oldest first.
 */
export function estimatesWaiting(database: AppDatabase) {
  return async (now: Date): Promise<{ answered: EstimateWaiting[]; unanswered: EstimateWaiting[] }> => {
    await database.ready();
    const since = new Date(now.getTime() - WAIT_MS).toISOString();
    const rows = await database.db
      .selectFrom('estimates')
      .innerJoin('bookings', 'bookings.id', 'estimates.booking_id')
      .select([
        'estimates.number',
        'estimates.status',
        'estimates.sent_at',
        'estimates.decided_at',
        'estimates.expires_at',
        'bookings.reference',
        'bookings.name',
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('estimates.status', 'in', ['approved', 'declined']), eb('estimates.decided_at', '>=', since)]),
          eb.and([
            eb('estimates.status', 'in', ['sent', 'viewed']),
            eb('estimates.sent_at', '<=', since),
            eb('estimates.expires_at', '>', now.toISOString()),
          ]),
        ]),
      )
      .orderBy('estimates.sent_at')
      .limit(100)
      .execute();
    const view = (row: (typeof rows)[number], at: unknown): EstimateWaiting => ({
      name: estimateName(row.reference, Number(row.number)),
      customer: oneLine(row.name),
      state: row.status === 'approved' ? 'Approved' : row.status === 'declined' ? 'Declined' : 'No answer yet',
      href: `${visitPath(row.reference)}/${Number(row.number)}`,
      at: instant(at),
    });
    return {
      answered: rows.filter((row) => row.decided_at != null).map((row) => view(row, row.decided_at)),
      unanswered: rows.filter((row) => row.decided_at == null).map((row) => view(row, row.sent_at)),
    };
  };
}

export type EstimatesWaiting = ReturnType<typeof estimatesWaiting>;
