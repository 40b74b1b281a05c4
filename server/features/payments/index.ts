import express from 'express';
import { get, post, type Feature, type FeatureContext } from '../../kernel/feature';
import type { BookingOffers } from '../booking';
import { providePayments } from './context';
import type { RefundOfficeTools } from './office/tools';
import { paymentsWithRefunds, type PaymentWithRefunds } from './refunds';
import { paymentOnManagePage } from './manage-section';
import { startReconciler, type ReconcilerOptions } from './reconciler';
import { paidReturn } from './routes/paid';
import { payVisit } from './routes/pay';
import { stripeWebhook } from './routes/webhook';
import { stripeClient } from './stripe-api';

export interface PaymentsTuning {
  /** How often the reconciler runs and how far back it looks; tests shorten it. */
  reconciler?: ReconcilerOptions;
}

/** What payments offers the features after it: the Refund screens' tools, and a visit's online payments. */
export interface PaymentsOffers {
  /** The Refund screens' (without Stripe: past payments shown, no refund asked). */
  refunds: RefundOfficeTools;
  /** A visit's online payments with their refunds, for its office page. */
  visitPayments: (bookingId: string) => Promise<PaymentWithRefunds[]>;
}

/** A webhook event's body: Stripe's events are a few kilobytes; a generous bound, read raw for the signature. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Online payment (docs/payments.md, decision 0051): Pay $X on the customer's manage page for a visit priced and
 * unpaid, on Stripe's hosted Checkout; the payment recorded once, by whichever comes first of the customer's
 * return, the signed webhook and the reconciler. Off, with no route and no button, unless STRIPE_SECRET_KEY is set.
 */
export function paymentsFeature(
  context: FeatureContext,
  uses: { booking: BookingOffers },
  tuning: PaymentsTuning = {},
): Feature<PaymentsOffers> {
  const { config, database, logger, now } = context;
  const visitPayments = async (bookingId: string) => {
    await database.ready();
    return paymentsWithRefunds(database.db, { bookingId });
  };
  if (!config.stripe) {
    return {
      name: 'payments',
      routes: [],
      workers: {},
      offers: { refunds: { database, stripe: undefined, logger }, visitPayments },
    };
  }
  const stripe = stripeClient(config.stripe);
  logger.info(`Online payment is on: Stripe${config.stripe.api ? ` at ${config.stripe.api.host}` : ''}`);
  uses.booking.addManageSection(paymentOnManagePage(database));
  const provide = providePayments({
    database,
    stripe,
    webhookSecret: config.stripe.webhookSecret,
    siteUrl: config.siteUrl,
    logger,
  });
  const { form, provide: provideBooking } = uses.booking.routeChains;
  const reconciler = startReconciler({ database, stripe, logger, now }, tuning.reconciler);
  return {
    name: 'payments',
    routes: [
      post('/booking/:token/pay', ...form, provide, payVisit),
      get('/booking/:token/paid', provideBooking, provide, paidReturn),
      // Posted by Stripe, not by a page of ours: no same-site check, Stripe's signature instead (routes/webhook.ts).
      {
        ...post(
          '/payments/stripe/webhook',
          provide,
          express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }),
          stripeWebhook,
        ),
        maxBodyBytes: MAX_WEBHOOK_BYTES,
      },
    ],
    workers: { reconciler },
    offers: {
      refunds: { database, stripe, logger },
      visitPayments,
    },
  };
}

export { refundOfficeLines } from './office/refund-routes';
export type { PaymentWithRefunds } from './refunds';
