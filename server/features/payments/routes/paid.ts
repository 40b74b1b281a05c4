import type { Request, Response } from 'express';
import { bookingContext, manageUrl, notFoundPage, seeOther, sendManage, tokenOf } from '../../booking';
import { paymentsContext, stripeUnavailable } from '../context';
import { recordPayment } from '../store';
import { sessionFacts, WITH_CARD } from '../stripe-api';

const SESSION_ID = /^cs_\w{1,200}$/;

/**
 * The customer's return from Checkout: the session is read from Stripe's API (never believed from the URL) and a
 * paid one recorded at once, so the manage page shows Paid even when webhooks are late or lost. Another visit's
 * session is as unknown here as none.
 */
export async function paidReturn(req: Request, res: Response) {
  const token = tokenOf(req);
  const { service, now } = bookingContext(res);
  const booking = await service.find(token);
  if (!booking) return sendManage(res, notFoundPage());
  const sessionId = typeof req.query.session_id === 'string' ? req.query.session_id : '';
  if (!SESSION_ID.test(sessionId)) return seeOther(res, `${manageUrl(token)}#payment`);
  const { database, stripe } = paymentsContext(res);
  let session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: WITH_CARD });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return sendManage(res, notFoundPage());
    return stripeUnavailable(res, token, booking, error, 'confirm');
  }
  const facts = sessionFacts(session, now());
  if (facts.bookingId !== booking.id) return sendManage(res, notFoundPage());
  await recordPayment(database, facts, 'return', now());
  seeOther(res, `${manageUrl(token)}#payment`);
}
