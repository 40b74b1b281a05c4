import type { Transaction } from 'kysely';
import type { Tables } from '../../../kernel/db/schema';
import { bookingEmailRow } from './email-queue';
import type { StoredBooking } from '../store';
import type { TechnicianCardInfo } from '../../team';
import { queueVisitText, type VisitTexts } from './visit-texts';

/** What the customer is told as the visit goes: the technician set out, or the visit is done. */
export type VisitNotice = 'on-the-way' | 'done';

/**
 * The one place a visit's progress reaches the customer, inside the transaction that recorded it, so the
 * message is committed with the change or not at all: an e-mail through the booking outbox, and beside it a text
 * (server/features/texts/) when texts are on and the customer agreed to them (queueText skips any other number).
 */
export async function notifyCustomer(
  trx: Transaction<Tables>,
  booking: StoredBooking,
  kind: VisitNotice,
  context: { now: Date; technician?: TechnicianCardInfo | undefined; texts?: VisitTexts | undefined },
): Promise<void> {
  await queueVisitText(context.texts, trx, kind, booking, context.technician);
  const at = context.now.toISOString();
  await trx
    .insertInto('booking_emails')
    .values(
      bookingEmailRow(booking, kind === 'on-the-way' ? 'customer-on-the-way' : 'customer-done', at, {
        // The card as it was when the technician set out: the e-mail describes that, whatever changes later.
        detail: context.technician ? JSON.stringify({ technician: context.technician }) : null,
      }),
    )
    .execute();
}
