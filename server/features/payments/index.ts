import express from 'express';
import { get, post, type Feature, type FeatureContext } from '../../kernel/feature';
import { outboxHooks, type Outbox } from '../../kernel/queue/worker';
import type { BookingOffers } from '../booking';
import type { ChargesOffers } from '../charges';
import type { TextsOffers } from '../texts';
import { providePayments } from './context';
import type { PaymentsOfficeTools, RefundOfficeTools } from './office/tools';
import { paymentsWithRefunds, type PaymentWithRefunds } from './refunds';
import { paymentOnManagePage } from './manage-section';
import { owedSummary } from './office/money';
import { startPayLinkOutbox, type PayLinkOutboxOptions } from './pay-link-outbox';
import { startReconciler, type ReconcilerOptions } from './reconciler';
import { paidReturn } from './routes/paid';
import { payVisit } from './routes/pay';
import { payDeposit } from './routes/deposit';
import { paymentOnReceipt } from './receipt-payment';
import { stripeWebhook } from './routes/webhook';
import { stripeClient, type StripeClient } from './stripe-api';

export interface PaymentsTuning {
  /** How often the reconciler runs and how far back it looks; tests shorten it. */
  reconciler?: ReconcilerOptions;
  /** Retry timing, logging and clock of the pay-link e-mails' outbox (started with STRIPE_SECRET_KEY and SMTP_URL). */
  outbox?: PayLinkOutboxOptions;
}

/** What payments offers the features after it: the money screens' tools, Today's count, a visit's online payments. */
export interface PaymentsOffers {
  /** The Payments and Unpaid screens'. */
  office: PaymentsOfficeTools;
  /** What Today reads: how many visits owe, and how much. */
  owed(now: Date): Promise<{ count: number; totalCents: number }>;
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
 * return, the signed webhook and the reconciler. Off, with no route and no button, unless STRIPE_SECRET_KEY is set;
 * the office's Payments and Unpaid screens show either way (the office collects by hand), Send Pay Link only when on.
 */
export function paymentsFeature(
  context: FeatureContext,
  uses: { booking: BookingOffers; charges: ChargesOffers; texts?: TextsOffers | undefined },
  tuning: PaymentsTuning = {},
): Feature<PaymentsOffers> {
  const { config, database, logger, now } = context;
  const visitPayments = async (bookingId: string) => {
    await database.ready();
    return paymentsWithRefunds(database.db, { bookingId });
  };
  // Send Pay Link's e-mails, only while there is a pay link to send and a relay to send it through.
  const outbox: Outbox | undefined =
    config.stripe && config.mail
      ? startPayLinkOutbox(
          config.mail,
          database,
          { siteUrl: config.siteUrl },
          { ...outboxHooks(context), now, ...tuning.outbox },
        )
      : undefined;
  const offers = (stripe: StripeClient | undefined): PaymentsOffers => ({
    office: {
      database,
      online: config.stripe !== undefined,
      texts: uses.texts,
      mail: outbox !== undefined,
      nudgeMail: () => outbox?.nudge(),
    },
    owed: async () => {
      await database.ready();
      return owedSummary(database.db);
    },
    refunds: { database, stripe, logger },
    visitPayments,
  });
  if (!config.stripe) return { name: 'payments', routes: [], workers: {}, offers: offers(undefined) };
  const stripe = stripeClient(config.stripe);
  logger.info(`Online payment is on: Stripe${config.stripe.api ? ` at ${config.stripe.api.host}` : ''}`);
  uses.booking.addManageSection(paymentOnManagePage(database));
  // Pay $X online on an unpaid visit's receipt and its text, Paid on a paid one's (charges' slot).
  uses.charges.addReceiptPayment(paymentOnReceipt(database, uses.texts, config.siteUrl, now));
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
      post('/booking/:token/deposit', ...form, provide, payDeposit),
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
    workers: outbox ? { reconciler, outbox } : { reconciler },
    offers: offers(stripe),
  };
}

export { paymentsOfficeLines } from './office/routes';
export { refundOfficeLines } from './office/refund-routes';
export type { PaymentWithRefunds } from './refunds';
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { payEmailKind } from './pay-link-outbox';
