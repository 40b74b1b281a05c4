import type { Request, Response } from 'express';
import { bookingContext, manageUrl, notFoundPage, seeOther, sendManage, sendManagePage, tokenOf } from '../../booking';
import { paymentsContext, stripeUnavailable } from '../context';
import { MIN_CHARGE_CENTS } from '../manage-section';
import { depositsOfBooking } from '../store';

/**
 * Pay Deposit $X on the manage page, after the customer approved an estimate: the deposit the approval asked for
 * (kept on the estimate, worked out on the server), through the same Checkout as Pay, the session naming the
 * estimate so the payment is recorded as its deposit, once, however it is learnt.
 */
export async function payDeposit(req: Request, res: Response) {
  const token = tokenOf(req);
  const { service } = bookingContext(res);
  const booking = await service.find(token);
  if (!booking) return sendManage(res, notFoundPage());
  const { database, stripe, siteUrl } = paymentsContext(res);
  await database.ready();
  const deposit = (await depositsOfBooking(database.db, booking.id)).find((d) => d.paidCents === 0);
  if (!deposit || deposit.askedCents < MIN_CHARGE_CENTS)
    return sendManagePage(res, token, booking, { error: 'There is no deposit to pay on this visit.', status: 409 });
  const metadata = { booking_id: booking.id, reference: booking.reference, estimate_id: deposit.estimateId };
  let url: string | null;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: deposit.askedCents,
            product_data: { name: `Deposit on the repair, visit ${booking.reference}` },
          },
        },
      ],
      client_reference_id: booking.id,
      metadata,
      payment_intent_data: { metadata },
      ...(booking.email ? { customer_email: booking.email } : {}),
      success_url: `${siteUrl}${manageUrl(token)}/paid?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}${manageUrl(token)}#deposit`,
    });
    url = session.url;
  } catch (error) {
    return stripeUnavailable(res, token, booking, error, 'pay');
  }
  if (!url) return stripeUnavailable(res, token, booking, new Error('the session has no url'), 'pay');
  seeOther(res, url);
}
