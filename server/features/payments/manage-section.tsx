import { formatCents } from '../../../data/charges';
import { business } from '../../../data/business';
import { intlLocale, type Locale } from '../../../data/locale';
import type { AppDatabase } from '../../kernel/db/database';
import { PayCard } from '../../../views/payments/PayCard';
import type { ManageSection } from '../booking';
import { paymentsWithRefunds } from './refunds';
import { depositsOfBooking, paymentsOfBooking, visitBalance } from './store';

/** Stripe's minimum charge in dollars: a smaller balance is left to the office. */
export const MIN_CHARGE_CENTS = 50;

const dayOptions: Intl.DateTimeFormatOptions = {
  timeZone: business.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};
// One per language, made once: "November 24, 2026", "24 de noviembre de 2026" in the booking's language.
const days: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, dayOptions),
  es: new Intl.DateTimeFormat(intlLocale.es, dayOptions),
};

/**
 * The visit's payment on the customer's manage page (booking's slot): Pay $X while a price recorded as unpaid has
 * a balance, and every payment made online. Nothing for a visit without a price, or paid by other means.
 */
export function paymentOnManagePage(database: AppDatabase): ManageSection {
  return async (booking, token) => {
    await database.ready();
    const day = days[booking.language];
    const payments = await paymentsOfBooking(database.db, booking.id);
    const lines = (deposits: boolean) =>
      payments
        .filter((payment) => (payment.estimateId !== null) === deposits)
        .map((payment) => ({
          amount: formatCents(payment.amountCents),
          date: day.format(new Date(payment.paidAt)),
          cardLast4: payment.cardLast4,
        }));
    // An approved estimate's deposit: Pay Deposit $X until it is paid, then when it was (the approval is kept
    // whatever happens with the payment).
    const deposit = (await depositsOfBooking(database.db, booking.id)).find((d) => d.paidCents === 0);
    const depositPaid = lines(true);
    const depositCard =
      (deposit && deposit.askedCents >= MIN_CHARGE_CENTS) || depositPaid.length > 0 ? (
        <PayCard
          id="deposit"
          what="deposit"
          paid={depositPaid}
          balance={
            deposit && deposit.askedCents >= MIN_CHARGE_CENTS
              ? { amount: formatCents(deposit.askedCents), action: `/booking/${token}/deposit` }
              : undefined
          }
        />
      ) : null;
    const balance = await visitBalance(database.db, booking.id);
    const paid = lines(false);
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
    const owed = balance && balance.payment === 'unpaid' && balance.balanceCents >= MIN_CHARGE_CENTS;
    const refundedCents = refunds.reduce((sum, refund) => sum + refund.cents, 0);
    const visitCard =
      balance && (owed || paid.length > 0) ? (
        <PayCard
          paid={paid}
          refunded={refunds.map(({ amount, date }) => ({ amount, date }))}
          fullyRefunded={balance.paidCents > 0 && refundedCents >= balance.paidCents}
          balance={owed ? { amount: formatCents(balance.balanceCents), action: `/booking/${token}/pay` } : undefined}
        />
      ) : null;
    if (!depositCard && !visitCard) return null;
    return (
      <>
        {depositCard}
        {visitCard}
      </>
    );
  };
}
