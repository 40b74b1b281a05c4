import { formatCents } from '../../../data/charges';
import { messagesFor } from '../../../data/messages';
import { oneLine } from '../../../data/text';
import type { AppDatabase } from '../../kernel/db/database';
import { manageUrl, mintManageLink } from '../booking';
import type { ReceiptPaymentProvider } from '../charges';
import type { TextsOffers } from '../texts';
import { MIN_CHARGE_CENTS } from './manage-section';
import { jobDepositPayment, paymentsOfBooking, visitBalance } from './store';

/** How long a receipt's link to the manage page opens it: long enough to pay a bill that waited. */
const RECEIPT_LINK_DAYS = 180;

/**
 * The receipt's payment (charges' slot), read as its e-mail is written: Pay $X online with a new link to the
 * customer's manage page while a balance is owed (the same balance Pay charges there), else Paid with the day and
 * the card. With a balance, the text that goes with the receipt carries the amount and a link to the same page,
 * where the customer agreed to texts: queued once per receipt (its id is the receipt's), however often the e-mail
 * is tried.
 */
export function paymentOnReceipt(
  database: AppDatabase,
  texts: TextsOffers | undefined,
  siteUrl: string,
  now: () => Date,
): ReceiptPaymentProvider {
  return async (booking, charge) => {
    await database.ready();
    const { db } = database;
    const balance = await visitBalance(db, booking.id);
    if (!balance) return undefined;
    const { depositCents } = balance;
    if (balance.payment === 'unpaid' && depositCents > 0 && balance.balanceCents <= 0) {
      // The job's deposit covered its whole price: paid, on the day and with the card the deposit was paid.
      const deposit = await jobDepositPayment(db, booking.id);
      return {
        kind: 'paid',
        paidAt: deposit?.paidAt ?? charge.updatedAt,
        cardLast4: deposit?.cardLast4 ?? null,
        depositCents,
      };
    }
    if (balance.payment === 'unpaid') {
      if (balance.balanceCents < MIN_CHARGE_CENTS) return undefined;
      const at = now();
      const amount = formatCents(balance.balanceCents);
      const { url, texted } = await db.transaction().execute(async (trx) => {
        const until = new Date(at.getTime() + RECEIPT_LINK_DAYS * 86_400_000);
        const url = `${siteUrl}${manageUrl(await mintManageLink(trx, booking.id, 'receipt', at, until))}#payment`;
        if (!texts?.enabled) return { url, texted: false };
        const queued = await texts.queueText(trx, {
          id: `receipt-${booking.id}-${Date.parse(charge.updatedAt)}`,
          to: booking.phone,
          body: messagesFor(booking.language).texts.receipt(
            oneLine(booking.reference),
            formatCents(charge.totalCents),
            amount,
            url,
          ),
          language: booking.language,
          bookingId: booking.id,
          kind: 'receipt',
        });
        return { url, texted: queued.status === 'pending' };
      });
      if (texted) texts?.nudge();
      return { kind: 'owed', balanceCents: balance.balanceCents, url, depositCents };
    }
    const online = (await paymentsOfBooking(db, booking.id)).filter((payment) => payment.estimateId === null).at(-1);
    return {
      kind: 'paid',
      paidAt: online?.paidAt ?? charge.updatedAt,
      cardLast4: online?.cardLast4 ?? null,
      depositCents,
    };
  };
}
