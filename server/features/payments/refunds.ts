import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { RefundStatus, Tables } from '../../kernel/db/schema';

/** What a Stripe refund says, whichever way it was read (its own answer, a webhook, the reconciler's list). */
export interface RefundFacts {
  refundId: string;
  paymentIntentId: string | null;
  amountCents: number;
  /** Stripe's `pending` and `requires_action` are pending here; `canceled` is failed: nothing was given back. */
  status: RefundStatus;
  /** The office's reason and who asked, as our request put them in the refund's metadata. */
  reason: string | null;
  requestedBy: string | null;
  /** Our refund row's id, as our request named it: ties a refund learnt first from a webhook to the office's ask. */
  rowId: string | null;
}

export function refundFacts(refund: Stripe.Refund): RefundFacts {
  const intent = refund.payment_intent;
  const status: RefundStatus =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    refundId: refund.id,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: refund.amount,
    status,
    reason: refund.metadata?.reason ?? null,
    requestedBy: refund.metadata?.requested_by ?? null,
    rowId: refund.metadata?.refund_id ?? null,
  };
}

export type RefundOutcome = 'recorded' | 'confirmed' | 'already' | 'not-ours';

/**
 * THE way a refund is recorded, whichever way it was learnt (the office's request and Stripe's answer to it, the
 * webhook, the reconciler): once per Stripe refund, on every server. Under the booking's payments lock (the one
 * recordPaymentIn takes), the unique Stripe refund id refuses a second row; a pending row becomes succeeded or
 * failed once, when Stripe says so, and never goes back. Only a succeeded refund is counted anywhere.
 */
export async function recordRefundIn(
  trx: Kysely<Tables>,
  engine: Engine,
  facts: RefundFacts,
  now: Date,
): Promise<RefundOutcome> {
  if (!facts.paymentIntentId) return 'not-ours';
  const payment = await trx
    .selectFrom('payments')
    .select(['id', 'booking_id'])
    .where('payment_intent_id', '=', facts.paymentIntentId)
    .executeTakeFirst();
  if (!payment) return 'not-ours';
  await serializeOnKeys(trx, engine, [`payments:${payment.booking_id}`]);
  const at = now.toISOString();
  const settled = facts.status !== 'pending';
  const known = await trx
    .selectFrom('refunds')
    .select(['id', 'status'])
    .where('stripe_refund_id', '=', facts.refundId)
    .executeTakeFirst();
  if (known) {
    if (known.status !== 'pending' || !settled) return 'already';
    const changed = await trx
      .updateTable('refunds')
      .set({ status: facts.status, confirmed_at: at })
      .where('id', '=', known.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0 ? 'confirmed' : 'already';
  }
  const inserted = await trx
    .insertInto('refunds')
    .values({
      id: facts.rowId ?? randomUUID(),
      payment_id: payment.id,
      stripe_refund_id: facts.refundId,
      amount_cents: facts.amountCents,
      reason: facts.reason ?? 'Refunded on Stripe',
      status: facts.status,
      requested_by: facts.requestedBy ?? 'stripe',
      requested_at: at,
      confirmed_at: settled ? at : null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? 'recorded' : 'already';
}

/** recordRefundIn in a transaction of its own. */
export async function recordRefund(database: AppDatabase, facts: RefundFacts, now: Date): Promise<RefundOutcome> {
  await database.ready();
  return database.db.transaction().execute((trx) => recordRefundIn(trx, database.engine, facts, now));
}

/** An online payment with what was refunded of it, as the refund form and the visit's page show it. */
export interface PaymentWithRefunds {
  id: string;
  bookingId: string;
  reference: string;
  name: string;
  checkoutSessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
  cardLast4: string | null;
  paidAt: string;
  /** Confirmed by Stripe. */
  refundedCents: number;
  /** Asked for, not confirmed yet. */
  pendingCents: number;
  /** What may still be refunded: the amount less every refund succeeded or pending. */
  leftCents: number;
  refunds: {
    id: string;
    amountCents: number;
    reason: string;
    status: RefundStatus;
    requestedBy: string;
    requestedAt: string;
    confirmedAt: string | null;
  }[];
}

/** The booking's online payments (or the one named), each with its refunds, oldest first. */
export async function paymentsWithRefunds(
  db: Kysely<Tables>,
  where: { bookingId: string } | { paymentId: string },
): Promise<PaymentWithRefunds[]> {
  const payments = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .select([
      'payments.id',
      'payments.booking_id',
      'bookings.reference',
      'bookings.name',
      'payments.checkout_session_id',
      'payments.payment_intent_id',
      'payments.amount_cents',
      'payments.card_last4',
      'payments.paid_at',
    ])
    .where(
      'bookingId' in where ? 'payments.booking_id' : 'payments.id',
      '=',
      'bookingId' in where ? where.bookingId : where.paymentId,
    )
    .orderBy('payments.paid_at')
    .orderBy('payments.id')
    .execute();
  if (payments.length === 0) return [];
  const refunds = await db
    .selectFrom('refunds')
    .selectAll()
    .where(
      'payment_id',
      'in',
      payments.map((payment) => payment.id),
    )
    .orderBy('requested_at')
    .orderBy('id')
    .execute();
  return payments.map((payment) => {
    const own = refunds.filter((refund) => refund.payment_id === payment.id);
    const sum = (status: RefundStatus) =>
      own.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amount_cents, 0);
    const refundedCents = sum('succeeded');
    const pendingCents = sum('pending');
    return {
      id: payment.id,
      bookingId: payment.booking_id,
      reference: payment.reference,
      name: payment.name,
      checkoutSessionId: payment.checkout_session_id,
      paymentIntentId: payment.payment_intent_id,
      amountCents: payment.amount_cents,
      cardLast4: payment.card_last4,
      paidAt: instant(payment.paid_at),
      refundedCents,
      pendingCents,
      leftCents: payment.amount_cents - refundedCents - pendingCents,
      refunds: own.map((refund) => ({
        id: refund.id,
        amountCents: refund.amount_cents,
        reason: refund.reason,
        status: refund.status,
        requestedBy: refund.requested_by,
        requestedAt: instant(refund.requested_at),
        confirmedAt: refund.confirmed_at === null ? null : instant(refund.confirmed_at),
      })),
    };
  });
}

/** The refunds still pending at Stripe, oldest first: the reconciler asks Stripe about each. */
export async function pendingRefunds(db: Kysely<Tables>): Promise<string[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('stripe_refund_id')
    .where('status', '=', 'pending')
    .orderBy('requested_at')
    .limit(100)
    .execute();
  return rows.map((row) => row.stripe_refund_id);
}
