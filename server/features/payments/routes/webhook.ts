import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import { paymentsContext } from '../context';
import { recordRefundIn, refundFacts, type RefundFacts } from '../refunds';
import { recordPaymentIn } from '../store';
import { sessionFacts, WITH_CARD, type SessionFacts } from '../stripe-api';

/** The events acted on (docs/payments.md lists them for the webhook endpoint's settings). */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'payment_intent.succeeded',
  'charge.refunded',
  'refund.updated',
] as const;

/**
 * Stripe's webhook, posted by Stripe, not by a page of ours: the signature checked by the SDK on the raw body
 * (default tolerance: a forged, stale or replayed delivery is 400 and nothing is recorded), then the event acted on
 * once by its id, in any order. The session is read again from the API where it can be, so the payment is recorded
 * as it stands now (with the card), whatever order the events came in; the event's own payload otherwise. Answers
 * 2xx only once the payment is committed: anything else, Stripe delivers again.
 */
export async function stripeWebhook(req: Request, res: Response) {
  const { database, stripe, webhookSecret, logger } = paymentsContext(res);
  const signature = req.get('stripe-signature');
  if (!signature || !Buffer.isBuffer(req.body)) return res.status(400).json({ error: 'unsigned' });
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, webhookSecret);
  } catch {
    return res.status(400).json({ error: 'bad signature' });
  }
  if (!(WEBHOOK_EVENTS as readonly string[]).includes(event.type)) return res.json({ received: true });
  await database.ready();
  const seen = await database.db
    .selectFrom('payment_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen) return res.json({ received: true });
  const now = new Date();
  let facts: SessionFacts | undefined;
  let refunds: RefundFacts[] = [];
  try {
    facts = await factsOf(stripe, event, now);
    refunds = await refundsOf(stripe, event);
  } catch (error) {
    logger.warn({ stripeError: (error as { type?: string }).type, event: event.type }, 'webhook: Stripe unreachable');
    return res.status(503).json({ error: 'try again' });
  }
  await database.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, received_at: now.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return;
    if (facts) await recordPaymentIn(trx, database.engine, facts, 'webhook', now);
    for (const refund of refunds) await recordRefundIn(trx, database.engine, refund, now);
  });
  res.json({ received: true });
}

async function factsOf(stripe: Stripe, event: Stripe.Event, now: Date): Promise<SessionFacts | undefined> {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    try {
      return sessionFacts(await stripe.checkout.sessions.retrieve(session.id, { expand: WITH_CARD }), now);
    } catch {
      // The payload says paid or not, and for how much: enough to record it; the card comes with a later read.
      return sessionFacts(session, now);
    }
  }
  // A refund's event also records its payment, if nothing has yet: the refund is of a payment, and may come first.
  const intent =
    event.type === 'payment_intent.succeeded'
      ? event.data.object.id
      : event.type === 'charge.refunded' || event.type === 'refund.updated'
        ? intentOf(event.data.object.payment_intent)
        : null;
  if (intent) {
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: intent,
      limit: 1,
      expand: ['data.payment_intent.latest_charge'],
    });
    const session = sessions.data[0];
    return session ? sessionFacts(session, now) : undefined;
  }
  return undefined;
}

const intentOf = (intent: string | { id: string } | null) =>
  typeof intent === 'string' ? intent : (intent?.id ?? null);

/**
 * A refund's event: every refund of its payment, as Stripe lists them now (a charge.refunded names none; a
 * refund.updated may be older than the refund's state), so whatever order the events come in, each refund is
 * recorded as it stands.
 */
async function refundsOf(stripe: Stripe, event: Stripe.Event): Promise<RefundFacts[]> {
  if (event.type !== 'charge.refunded' && event.type !== 'refund.updated') return [];
  const intent = intentOf(event.data.object.payment_intent);
  if (!intent) return [];
  const refunds = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
  return refunds.data.map(refundFacts);
}
