import type { Transaction } from 'kysely';
import { bookingLimits } from '../../../../data/booking';
import type { BookingEmailKind, Tables } from '../../../kernel/db/schema';
import { bookingEmailRow } from './email-queue';
import { mintManageLink, type StoredBooking } from '../store';
import { manageUrl } from '../service';
import type { TechnicianCardInfo } from '../../team';
import { queueVisitText, type VisitTexts } from './visit-texts';

/** What the customer is told as the visit goes: the technician set out, the visit is done, or we missed them. */
export type VisitNotice = 'on-the-way' | 'done' | 'no-show';

const emailKinds: Record<VisitNotice, BookingEmailKind> = {
  'on-the-way': 'customer-on-the-way',
  done: 'customer-done',
  'no-show': 'customer-missed',
};

const DAY = 24 * 60 * 60_000;

/**
 * A new link to the manage page for a missed visit's "we missed you" (the booking's own token is never stored, so
 * the confirmation's link cannot be sent again): minted beside it (mintManageLink), so the link the customer kept
 * still works too, and open for the usual days after today, however long ago the window was.
 */
async function freshManageLink(trx: Transaction<Tables>, booking: StoredBooking, now: Date): Promise<string> {
  const until = Math.max(
    Date.parse(booking.tokenExpiresAt),
    now.getTime() + bookingLimits.manageLinkDaysAfterVisit * DAY,
  );
  return mintManageLink(trx, booking.id, 'missed', now, new Date(until));
}

/**
 * The one place a visit's progress reaches the customer, inside the transaction that recorded it, so the
 * message is committed with the change or not at all: an e-mail through the booking outbox, and beside it a text
 * (server/features/texts/) when texts are on and the customer agreed to them (queueText skips any other number).
 * A No-Show's e-mail and text carry the customer's manage link, to book again.
 */
export async function notifyCustomer(
  trx: Transaction<Tables>,
  booking: StoredBooking,
  kind: VisitNotice,
  context: {
    now: Date;
    technician?: TechnicianCardInfo | undefined;
    texts?: VisitTexts | undefined;
    /** The site's origin, for the link a No-Show's text carries. */
    siteUrl?: string | undefined;
  },
): Promise<void> {
  const token = kind === 'no-show' ? await freshManageLink(trx, booking, context.now) : undefined;
  const link = token && context.siteUrl !== undefined ? `${context.siteUrl}${manageUrl(token)}` : undefined;
  await queueVisitText(context.texts, trx, kind === 'no-show' ? 'missed' : kind, booking, context.technician, link);
  const at = context.now.toISOString();
  await trx
    .insertInto('booking_emails')
    .values(
      bookingEmailRow(booking, emailKinds[kind], at, {
        // The card as it was when the technician set out: the e-mail describes that, whatever changes later.
        detail: context.technician ? JSON.stringify({ technician: context.technician }) : null,
        manage_token: token ?? null,
      }),
    )
    .execute();
}
