import { randomUUID } from 'node:crypto';
import { centsAsTyped } from '../../../../data/charges';
import { bookingHref } from '../../../../views/office/links';
import { RefundPage, type RefundFormValues } from '../../../../views/payments/RefundPage';
import type { OfficeAnswer, OfficeRequest } from '../../../office';
import type { PaymentWithRefunds } from '../refunds';
import type { RefundOfficeTools } from './tools';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Refund form of a payment: as first shown (the amount left filled in), or again with what went wrong. */
export function refundPage(
  request: OfficeRequest,
  refunds: Pick<RefundOfficeTools, 'stripe'>,
  payment: PaymentWithRefunds,
  shown: {
    status?: number;
    values?: RefundFormValues;
    errors?: Partial<Record<keyof RefundFormValues, string>>;
    problem?: string | undefined;
    saved?: string | undefined;
  } = {},
): OfficeAnswer {
  return {
    page: {
      title: `Refund · ${payment.reference}`,
      status: shown.status ?? 200,
      body: (
        <RefundPage
          payment={payment}
          visitHref={`${bookingHref(payment.reference)}#online-payments`}
          csrf={request.csrf}
          // A refused form keeps its attempt: pressing Refund again after a blip is still the same refund.
          attempt={shown.values && UUID.test(request.form.attempt ?? '') ? request.form.attempt! : randomUUID()}
          values={shown.values ?? { amount: centsAsTyped(payment.leftCents), reason: '', other: '' }}
          errors={shown.errors ?? {}}
          problem={shown.problem}
          off={!refunds.stripe}
          saved={shown.saved}
        />
      ),
    },
  };
}
