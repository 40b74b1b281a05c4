import type { Request, Response } from 'express';
import { bookingContext, notFoundPage, sendManage, sendManagePage, tokenOf } from '../../booking';
import { checkoutFor, paymentsContext } from '../context';
import { MIN_CHARGE_CENTS } from '../manage-section';
import { depositsOfBooking } from '../store';
import { messagesFor } from '../../../../data/messages';

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
  const { database } = paymentsContext(res);
  await database.ready();
  const deposit = (await depositsOfBooking(database.db, booking.id)).find((d) => d.paidCents === 0);
  if (!deposit || deposit.askedCents < MIN_CHARGE_CENTS)
    return sendManagePage(res, token, booking, { error: messagesFor('en').payCard.noDeposit, status: 409 });
  return checkoutFor(res, token, booking, {
    cents: deposit.askedCents,
    name: messagesFor(booking.language).payCard.checkoutDeposit(booking.reference),
    estimateId: deposit.estimateId,
    anchor: 'deposit',
  });
}
