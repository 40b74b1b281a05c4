import type { Request, Response } from 'express';
import { bookingContext, manageUrl, notFoundPage, seeOther, sendManage, sendManagePage, tokenOf } from '../../booking';
import { paymentsContext, stripeUnavailable } from '../context';
import { MIN_CHARGE_CENTS } from '../manage-section';
import { visitBalance } from '../store';

/**
 * Pay $X on the manage page: the balance is computed here from the visit's price and what was paid, never read
 * from the request; a Checkout Session for exactly it, then a 303 to Stripe's page. Stripe down or refusing: the
 * manage page with the phone number (503/502), nothing recorded.
 */
export async function payVisit(req: Request, res: Response) {
  const token = tokenOf(req);
  const { service } = bookingContext(res);
  const booking = await service.find(token);
  if (!booking) return sendManage(res, notFoundPage());
  const { database, stripe, siteUrl } = paymentsContext(res);
  await database.ready();
  const balance = await visitBalance(database.db, booking.id);
  if (!balance || balance.payment !== 'unpaid' || balance.balanceCents < MIN_CHARGE_CENTS) {
    return sendManagePage(res, token, booking, { error: 'There is nothing to pay on this visit.', status: 409 });
  }
  let url: string | null;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: balance.balanceCents,
            product_data: { name: `Repair visit ${booking.reference}` },
          },
        },
      ],
      client_reference_id: booking.id,
      metadata: { booking_id: booking.id, reference: booking.reference },
      payment_intent_data: { metadata: { booking_id: booking.id, reference: booking.reference } },
      ...(booking.email ? { customer_email: booking.email } : {}),
      success_url: `${siteUrl}${manageUrl(token)}/paid?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}${manageUrl(token)}#payment`,
    });
    url = session.url;
  } catch (error) {
    return stripeUnavailable(res, token, booking, error, 'pay');
  }
  if (!url) return stripeUnavailable(res, token, booking, new Error('the session has no url'), 'pay');
  seeOther(res, url);
}
