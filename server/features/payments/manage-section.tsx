import { formatCents } from '../../../data/charges';
import { business } from '../../../data/business';
import type { AppDatabase } from '../../kernel/db/database';
import { PayCard } from '../../../views/payments/PayCard';
import type { ManageSection } from '../booking';
import { paymentsWithRefunds } from './refunds';
import { paymentsOfBooking, visitBalance } from './store';

/** Stripe's minimum charge in dollars: a smaller balance is left to the office. */
export const MIN_CHARGE_CENTS = 50;

const day = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The visit's payment on the customer's manage page (booking's slot): Pay $X while a price recorded as unpaid has
 * a balance, and every payment made online. Nothing for a visit without a price, or paid by other means.
 */
export function paymentOnManagePage(database: AppDatabase): ManageSection {
  return async (booking, token) => {
    await database.ready();
    const balance = await visitBalance(database.db, booking.id);
    if (!balance) return null;
    const paid = (await paymentsOfBooking(database.db, booking.id)).map((payment) => ({
      amount: formatCents(payment.amountCents),
      date: day.format(new Date(payment.paidAt)),
      cardLast4: payment.cardLast4,
    }));
    // Only what Stripe confirmed: a refund still pending is not yet money back.
    const refunds = (await paymentsWithRefunds(database.db, { bookingId: booking.id })).flatMap((payment) =>
      payment.refunds
        .filter((refund) => refund.status === 'succeeded')
        .map((refund) => ({
          amount: formatCents(refund.amountCents),
          date: day.format(new Date(refund.confirmedAt ?? refund.requestedAt)),
          cents: refund.amountCents,
        })),
    );
    const paidCents = balance.paidCents;
    const owed = balance.payment === 'unpaid' && balance.balanceCents >= MIN_CHARGE_CENTS;
    if (!owed && paid.length === 0) return null;
    return (
      <PayCard
        paid={paid}
        refunded={refunds.map(({ amount, date }) => ({ amount, date }))}
        fullyRefunded={paidCents > 0 && refunds.reduce((sum, refund) => sum + refund.cents, 0) >= paidCents}
        balance={owed ? { amount: formatCents(balance.balanceCents), action: `/booking/${token}/pay` } : undefined}
      />
    );
  };
}
