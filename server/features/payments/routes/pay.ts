import type { Request, Response } from 'express';
import { bookingContext, notFoundPage, sendManage, sendManagePage, tokenOf } from '../../booking';
import { checkoutFor, paymentsContext } from '../context';
import { MIN_CHARGE_CENTS } from '../manage-section';
import { visitBalance } from '../store';
import { messagesFor } from '../../../../data/messages';

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
  const { database } = paymentsContext(res);
  await database.ready();
  const balance = await visitBalance(database.db, booking.id);
  if (!balance || balance.payment !== 'unpaid' || balance.balanceCents < MIN_CHARGE_CENTS) {
    return sendManagePage(res, token, booking, { error: messagesFor('en').payCard.nothingToPay, status: 409 });
  }
  return checkoutFor(res, token, booking, {
    cents: balance.balanceCents,
    name: messagesFor(booking.language).payCard.checkoutVisit(booking.reference),
    anchor: 'payment',
  });
}
