import { formatCents } from '../../data/charges';
import { MAX_REFUND_REASON, REFUND_REASONS } from '../../data/refunds';
import { Field } from '../components/forms/Field';
import { line, when } from '../office/format';
import { RefundLine, refundHref, type OnlinePaymentView } from './OnlinePayments';

export interface RefundFormValues {
  amount: string;
  reason: string;
  other: string;
}

export interface RefundPageProps {
  payment: OnlinePaymentView & { reference: string; name: string };
  visitHref: string;
  csrf: string;
  /** A fresh id for this refund: Stripe's idempotency key, so pressing Refund twice refunds once. */
  attempt: string;
  values: RefundFormValues;
  errors: Partial<Record<keyof RefundFormValues, string>>;
  /** Why nothing was refunded (Stripe down, or refused), shown above the form. */
  problem?: string | undefined;
  saved?: string | undefined;
  /** Online payment is off: the payments still show; a refund is made on Stripe's Dashboard. */
  off?: boolean;
}

/**
 * Refund an online payment, the owner's: all of it or part, at most what is left, with a reason. Stripe gives the
 * money back; the refund counts once Stripe confirms it.
 */
export function RefundPage(props: RefundPageProps) {
  const { payment, values, errors } = props;
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <>
      <p>
        <a href={props.visitHref}>Back to the visit</a>
      </p>
      <h1>
        Refund<span className="visually-hidden">, visit {line(payment.reference)}</span>
      </h1>
      <p className="office-muted">
        {line(payment.name) || 'No name given'} · {line(payment.reference)} · paid {formatCents(payment.amountCents)}{' '}
        online on {when(payment.paidAt)}
        {payment.cardLast4 ? `, card ending in ${payment.cardLast4}` : ''}
      </p>
      {props.saved && (
        <p className="office-notice" role="status">
          {props.saved}
        </p>
      )}
      {payment.refunds.length > 0 && (
        <section aria-labelledby="refunds-heading" className="office-block">
          <h2 id="refunds-heading">Refunds so far</h2>
          <ul>
            {payment.refunds.map((refund, index) => (
              <RefundLine key={index} refund={refund} />
            ))}
          </ul>
        </section>
      )}
      {props.off ? (
        <p>Online payment is off on this site (no Stripe key): refund this payment on Stripe&apos;s Dashboard.</p>
      ) : payment.leftCents > 0 ? (
        <section aria-labelledby="refund-form-heading" className="office-block">
          <h2 id="refund-form-heading">Refund up to {formatCents(payment.leftCents)}</h2>
          {props.problem && (
            <p className="office-full" role="alert">
              {props.problem}
            </p>
          )}
          {errorCount > 0 && (
            <p className="office-full" role="alert">
              {errorCount === 1 ? 'One thing to fix' : `${errorCount} things to fix`}: nothing was refunded.
            </p>
          )}
          <form method="post" action={refundHref(payment.id)} className="office-form" noValidate>
            <input type="hidden" name="_csrf" value={props.csrf} />
            <input type="hidden" name="attempt" value={props.attempt} />
            <Field id="refund-amount" label="Amount to refund, in dollars" required error={errors.amount}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  name="amount"
                  autoComplete="off"
                  required
                  defaultValue={values.amount}
                />
              )}
            </Field>
            <Field id="refund-reason" label="Reason" required error={errors.reason}>
              {(control) => (
                <select {...control} name="reason" required defaultValue={values.reason}>
                  <option value="">Choose a reason</option>
                  {REFUND_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {reason}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="refund-other" label="The reason, if Other" error={errors.other}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="other"
                  maxLength={MAX_REFUND_REASON}
                  defaultValue={values.other}
                />
              )}
            </Field>
            <p className="office-muted">
              The card is refunded through Stripe. The refund counts in the reports once Stripe confirms it.
            </p>
            <button type="submit" className="btn btn--primary">
              Refund
            </button>
          </form>
        </section>
      ) : (
        <p>Everything paid online was refunded or is being refunded: there is nothing left to refund.</p>
      )}
    </>
  );
}
