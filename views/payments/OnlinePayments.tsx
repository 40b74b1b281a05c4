import { formatCents } from '../../data/charges';
import type { RefundStatus } from '../../data/refunds';
import { line, when } from '../office/format';

export interface RefundView {
  amountCents: number;
  reason: string;
  status: RefundStatus;
  requestedBy: string;
  requestedAt: string;
  confirmedAt: string | null;
}

export interface OnlinePaymentView {
  id: string;
  amountCents: number;
  cardLast4: string | null;
  paidAt: string;
  refundedCents: number;
  pendingCents: number;
  leftCents: number;
  refunds: readonly RefundView[];
}

export interface OnlinePaymentsProps {
  payments: readonly OnlinePaymentView[];
  /** The owner's: each payment with something left to refund links to its Refund form. */
  canRefund: boolean;
}

export const refundHref = (paymentId: string) => `/office/payments/${encodeURIComponent(paymentId)}/refund`;

const STATUS_WORDS: Record<RefundStatus, string> = {
  pending: 'pending at Stripe (not counted yet)',
  succeeded: 'refunded',
  failed: 'failed at Stripe (nothing given back)',
};

/** One refund, as the visit's page and the Refund form list it. */
export function RefundLine({ refund }: { refund: RefundView }) {
  return (
    <li>
      {formatCents(refund.amountCents)} {STATUS_WORDS[refund.status]}
      {refund.confirmedAt && refund.status === 'succeeded' ? ` on ${when(refund.confirmedAt)}` : ''} ·{' '}
      {line(refund.reason)} · asked by {line(refund.requestedBy)} on {when(refund.requestedAt)}
    </li>
  );
}

/** Whether every cent paid online was refunded, as Stripe confirmed. */
export const fullyRefunded = (payments: readonly OnlinePaymentView[]) =>
  payments.length > 0 && payments.every((payment) => payment.refundedCents >= payment.amountCents);

/**
 * The visit's card payments taken online, each with its refunds, on the office's page of the visit: what was
 * paid, what was given back (counted once Stripe confirmed it), and Refund for the owner while anything is left.
 */
export function OnlinePayments({ payments, canRefund }: OnlinePaymentsProps) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="online-payments-heading" className="office-block" id="online-payments">
      <h2 id="online-payments-heading">Paid online</h2>
      {fullyRefunded(payments) && (
        <p className="office-notice" role="status">
          <strong>Fully refunded.</strong> Everything paid online for this visit was given back.
        </p>
      )}
      <ul>
        {payments.map((payment) => (
          <li key={payment.id}>
            {formatCents(payment.amountCents)} on {when(payment.paidAt)}
            {payment.cardLast4 ? `, card ending in ${payment.cardLast4}` : ''}
            {payment.refundedCents > 0 ? ` · ${formatCents(payment.refundedCents)} refunded` : ''}
            {payment.pendingCents > 0 ? ` · ${formatCents(payment.pendingCents)} refund pending` : ''}
            {canRefund && payment.leftCents > 0 ? (
              <>
                {' '}
                · <a href={refundHref(payment.id)}>Refund</a>
              </>
            ) : null}
            {payment.refunds.length > 0 && (
              <ul>
                {payment.refunds.map((refund, index) => (
                  <RefundLine key={index} refund={refund} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
