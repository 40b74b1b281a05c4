import type { Request, Response } from 'express';
import Stripe from 'stripe';
import { paymentsContext } from '../context';
import { recordPaymentIn } from '../store';
import { sessionFacts, WITH_CARD, type SessionFacts } from '../stripe-api';

/** The events acted on (docs/payments.md lists them for the webhook endpoint's settings). */
export const WEBHOOK_EVENTS = ['checkout.session.completed', 'payment_intent.succeeded'] as const;

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
    event = Stripe.webhooks.constructEvent(req.body, signature, webhookSecret);
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
  try {
    facts = await factsOf(stripe, event, now);
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
    if (fresh && facts) await recordPaymentIn(trx, database.engine, facts, 'webhook', now);
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
  if (event.type === 'payment_intent.succeeded') {
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: event.data.object.id,
      limit: 1,
      expand: ['data.payment_intent.latest_charge'],
    });
    const session = sessions.data[0];
    return session ? sessionFacts(session, now) : undefined;
  }
  return undefined;
}
