import type Stripe from 'stripe';
import type { StripeConfig } from '../../kernel/config';

/** The one Stripe client, made on first use (see stripeClient). */
export type StripeClient = () => Promise<Stripe>;

/**
 * The one Stripe client (decision 0051: the official SDK): Stripe's API, or the host STRIPE_API_URL names (the
 * stand-in). One retry of a failed request, with the idempotency key the SDK adds, so a blip does not fail a
 * customer's Pay; ten seconds at most, so a page never hangs on Stripe.
 *
 * The SDK is loaded on the first payment request or reconciler run, not at start-up: it was the heaviest import of
 * the app (about 0.2 s of CPU, docs/testing.md "CI time, fifth pass"), paid by every process, every server without
 * STRIPE_SECRET_KEY and every test file included.
 */
export function stripeClient(config: StripeConfig): StripeClient {
  let client: Promise<Stripe> | undefined;
  return () =>
    (client ??= import('stripe').then(
      ({ default: Stripe }) =>
        new Stripe(config.secretKey, {
          ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
          maxNetworkRetries: 1,
          timeout: 10_000,
          telemetry: false,
          appInfo: { name: 'capital-appliance-repair' },
        }),
    ));
}

/** What a Checkout Session says of a payment, whichever way it was read (the API, a webhook's payload). */
export interface SessionFacts {
  sessionId: string;
  /** Ours: the booking its client_reference_id (and metadata) names; null for a session some other app made. */
  bookingId: string | null;
  /** A deposit's session names the approved estimate it pays (metadata); null for a visit's own balance. */
  estimateId: string | null;
  paid: boolean;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** Known when the session was read with its intent and charge expanded. */
  cardLast4: string | null;
  paidAt: Date;
}

export function sessionFacts(session: Stripe.Checkout.Session, now: Date): SessionFacts {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    sessionId: session.id,
    bookingId: session.client_reference_id ?? session.metadata?.booking_id ?? null,
    estimateId: session.metadata?.estimate_id || null,
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentIntentId: intent ? intent.id : typeof session.payment_intent === 'string' ? session.payment_intent : null,
    cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
    paidAt: intent ? new Date(intent.created * 1000) : now,
  };
}

/** The expansion that brings the card's last four with a session. */
export const WITH_CARD = ['payment_intent.latest_charge'];
