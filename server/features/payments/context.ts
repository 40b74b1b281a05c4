import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { messagesFor } from '../../../data/messages';
import type { AppDatabase } from '../../kernel/db/database';
import { manageUrl, seeOther, sendManagePage, type StoredBooking } from '../booking';
import type { StripeClient } from './stripe-api';

/** What the payment handlers need of the feature, handed to each request as booking hands its own. */
export interface PaymentsContext {
  database: AppDatabase;
  stripe: Stripe;
  webhookSecret: string;
  siteUrl: string;
  logger: Logger;
}

interface Locals {
  payments?: PaymentsContext;
}

/** The client is made on the first payment request (stripe-api.ts); every later one finds it made. */
export function providePayments(context: Omit<PaymentsContext, 'stripe'> & { stripe: StripeClient }): RequestHandler {
  return async (_req, res, next) => {
    (res.locals as Locals).payments = { ...context, stripe: await context.stripe() };
    next();
  };
}

export function paymentsContext(res: Response): PaymentsContext {
  const context = (res.locals as Locals).payments;
  if (!context) throw new Error('a payments handler ran without providePayments before it');
  return context;
}

/**
 * Stripe could not be reached (503) or refused the request (502): the customer's manage page says so, with the
 * phone number, and nothing is recorded. The error is logged by its kind, never with the request's key.
 */
export async function stripeUnavailable(
  res: Response,
  token: string,
  booking: StoredBooking,
  error: unknown,
  doing: 'pay' | 'confirm',
) {
  const { logger } = paymentsContext(res);
  const kind = (error as { type?: string } | null)?.type ?? 'unknown';
  const unreachable = kind === 'StripeConnectionError';
  logger.warn({ stripeError: kind, message: (error as Error | null)?.message }, `Stripe request failed (${doing})`);
  // In English; the manage page says it in the booking's language (booking's spokenOnLink).
  const message = doing === 'pay' ? messagesFor('en').payCard.unreachable : messagesFor('en').payCard.unconfirmed;
  await sendManagePage(res, token, booking, { error: message, status: unreachable ? 503 : 502 });
}

/**
 * Pay and Pay Deposit: a Checkout Session for exactly `cents` (worked out on the server by the caller), naming the
 * visit (and the estimate, for a deposit) so the payment is recorded once however it is learnt, then a 303 to
 * Stripe's page. Stripe down or refusing: the manage page with the phone number (503/502), nothing recorded.
 */
export async function checkoutFor(
  res: Response,
  token: string,
  booking: StoredBooking,
  charge: { cents: number; name: string; estimateId?: string; anchor: 'payment' | 'deposit' },
) {
  const { stripe, siteUrl } = paymentsContext(res);
  const metadata = {
    booking_id: booking.id,
    reference: booking.reference,
    ...(charge.estimateId ? { estimate_id: charge.estimateId } : {}),
  };
  let url: string | null;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: charge.cents, product_data: { name: charge.name } },
        },
      ],
      client_reference_id: booking.id,
      metadata,
      payment_intent_data: { metadata },
      ...(booking.email ? { customer_email: booking.email } : {}),
      // Stripe's page in the customer's language: its Latin American Spanish for a booking made in Spanish.
      locale: booking.language === 'es' ? 'es-419' : 'en',
      success_url: `${siteUrl}${manageUrl(token)}/paid?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}${manageUrl(token)}#${charge.anchor}`,
    });
    url = session.url;
  } catch (error) {
    return stripeUnavailable(res, token, booking, error, 'pay');
  }
  if (!url) return stripeUnavailable(res, token, booking, new Error('the session has no url'), 'pay');
  seeOther(res, url);
}
