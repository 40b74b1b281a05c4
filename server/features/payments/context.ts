import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { business } from '../../../data/business';
import type { AppDatabase } from '../../kernel/db/database';
import { sendManagePage, type StoredBooking } from '../booking';

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

export function providePayments(context: PaymentsContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as Locals).payments = context;
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
  const message =
    doing === 'pay'
      ? `Online payment is not available right now, and nothing was charged. Please try again in a few minutes, or call us at ${business.phone.display}.`
      : `We could not confirm your payment just now. If you paid, it will show here shortly; if not, call us at ${business.phone.display}.`;
  await sendManagePage(res, token, booking, { error: message, status: unreachable ? 503 : 502 });
}
