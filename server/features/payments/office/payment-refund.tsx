import * as v from 'valibot';
import { notice, readQuery } from '../../../kernel/http/schemas';
import type { OfficeAnswer, OfficeRequest } from '../../../office';
import { paymentsWithRefunds } from '../refunds';
import type { RefundOfficeTools } from './tools';
import { refundPage } from './refund-page';

const REFUND_QUERY = v.object({
  saved: notice({
    succeeded: 'Refunded: Stripe confirmed it, and it counts in the reports.',
    pending: 'Refund asked for: Stripe has not confirmed it yet. It counts once Stripe does.',
  }),
});

/** GET /office/payments/:paymentId/refund: the payment, its refunds so far, and the form while anything is left. */
export async function paymentRefundScreen(request: OfficeRequest, tools: RefundOfficeTools): Promise<OfficeAnswer> {
  await tools.database.ready();
  const [payment] = await paymentsWithRefunds(tools.database.db, { paymentId: request.params.paymentId ?? '' });
  if (!payment) return { notFound: true };
  return refundPage(request, tools, payment, { saved: readQuery(REFUND_QUERY, request.query).saved });
}
