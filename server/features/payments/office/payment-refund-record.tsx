import * as v from 'valibot';
import { formatCents } from '../../../../data/charges';
import { MAX_REFUND_REASON, REFUND_REASONS, stripeRefundReason } from '../../../../data/refunds';
import { oneLine } from '../../../../data/text';
import { serializeOnKeys } from '../../../kernel/db/engine';
import { dollarsField, oneLineText, text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { paymentsWithRefunds, recordRefundIn, refundFacts } from '../refunds';
import { refundPage, UUID } from './refund-page';
import type { RefundOfficeTools } from './tools';

const REFUND_FORM = v.object({
  attempt: v.pipe(text, v.regex(UUID, 'Please open the Refund form again.')),
  amount: v.pipe(
    dollarsField,
    v.check((cents) => cents > 0, 'Please type the amount to refund, like 50 or 189.50.'),
  ),
  reason: v.pipe(text, v.picklist(REFUND_REASONS, 'Please choose a reason.')),
  other: v.pipe(
    oneLineText,
    v.check(
      (typed) => [...typed].length <= MAX_REFUND_REASON,
      `Please keep this under ${MAX_REFUND_REASON} characters.`,
    ),
  ),
});

const typedOf = (form: Record<string, string>) => ({
  amount: form.amount ?? '',
  reason: form.reason ?? '',
  other: form.other ?? '',
});

/**
 * POST /office/payments/:paymentId/refund (the owner's): all or part of an online payment given back through
 * Stripe's Refunds API, at most what is left (succeeded and pending refunds counted), with a reason. Under the
 * booking's payments lock, in one transaction with its activity line: Stripe is asked with the form's attempt as
 * the idempotency key (pressing Refund twice refunds once), and the refund recorded as Stripe answered, pending
 * or succeeded; it counts only once succeeded (here, by the webhook or by the reconciler). More than is left: the
 * form again (400), Stripe never asked. Stripe down or refusing: the form again (503/502), nothing recorded.
 */
export const paymentRefundRecordScreen = officeAction({
  form: REFUND_FORM,
  async refused(read, request, tools: RefundOfficeTools) {
    await tools.database.ready();
    const [payment] = await paymentsWithRefunds(tools.database.db, { paymentId: request.params.paymentId ?? '' });
    if (!payment) return { notFound: true };
    return refundPage(request, tools, payment, { status: 400, values: typedOf(request.form), errors: read.errors });
  },
  async apply({ trx, values, request, tools }) {
    const paymentId = request.params.paymentId ?? '';
    const owner = await trx.selectFrom('payments').select('booking_id').where('id', '=', paymentId).executeTakeFirst();
    if (!owner) return { answer: { notFound: true } };
    await serializeOnKeys(trx, tools.database.engine, [`payments:${owner.booking_id}`]);
    const done = `/office/payments/${encodeURIComponent(paymentId)}/refund`;
    const already = await trx
      .selectFrom('refunds')
      .select('status')
      .where('id', '=', values.attempt)
      .executeTakeFirst();
    if (already)
      return { answer: { redirect: `${done}?saved=${already.status === 'succeeded' ? 'succeeded' : 'pending'}` } };
    const [payment] = await paymentsWithRefunds(trx, { paymentId });
    if (!payment) return { answer: { notFound: true } };
    const again = (status: number, shown: { errors?: Record<string, string>; problem?: string }) => ({
      answer: refundPage(request, tools, payment, { status, values: typedOf(request.form), ...shown }),
    });
    if (values.reason === 'Other' && !values.other) return again(400, { errors: { other: 'Please say why.' } });
    if (values.amount > payment.leftCents) {
      return again(400, {
        errors: {
          amount:
            payment.leftCents > 0
              ? `That is more than is left to refund: at most ${formatCents(payment.leftCents)}.`
              : 'Nothing is left to refund on this payment.',
        },
      });
    }
    if (!tools.stripe) {
      return again(409, {
        problem: "Online payment is off (no STRIPE_SECRET_KEY): refund this payment on Stripe's Dashboard.",
      });
    }
    if (!payment.paymentIntentId) {
      return again(409, {
        problem: 'Stripe has not told us of this payment in full yet: please try in a few minutes.',
      });
    }
    const reason = values.reason === 'Other' ? values.other : values.reason;
    const by = oneLine(request.user.email);
    let refund;
    try {
      refund = await (
        await tools.stripe()
      ).refunds.create(
        {
          payment_intent: payment.paymentIntentId,
          amount: values.amount,
          reason: stripeRefundReason(values.reason),
          metadata: { refund_id: values.attempt, booking_id: payment.bookingId, reason, requested_by: by },
        },
        { idempotencyKey: `refund-${values.attempt}` },
      );
    } catch (error) {
      const kind = (error as { type?: string } | null)?.type ?? 'unknown';
      tools.logger.warn({ stripeError: kind, message: (error as Error | null)?.message }, 'Stripe refund failed');
      return kind === 'StripeConnectionError'
        ? again(503, {
            problem: 'Stripe could not be reached, and nothing was refunded. Please try again in a few minutes.',
          })
        : again(502, {
            problem: `Stripe refused the refund, and nothing was refunded: ${oneLine((error as Error).message).slice(0, 300)}`,
          });
    }
    const facts = { ...refundFacts(refund), reason, requestedBy: by, rowId: values.attempt };
    await recordRefundIn(trx, tools.database.engine, facts, request.now);
    const confirmed = facts.status === 'succeeded';
    return {
      answer: { redirect: `${done}?saved=${confirmed ? 'succeeded' : 'pending'}` },
      activity: {
        action: confirmed ? 'Refunded' : 'Refund asked for',
        detail: `${oneLine(payment.name)} (${payment.reference}): ${formatCents(values.amount)} of ${formatCents(payment.amountCents)} paid online, ${reason}`,
      },
    };
  },
});
