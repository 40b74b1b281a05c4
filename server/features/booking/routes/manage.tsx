import type { Response } from 'express';
import type { ManagePageProps } from '../../../../views/booking/ManagePage';
import type { Page } from '../../../kernel/pages/page';
import { tokenOf } from '../api-answers';
import { confirmPage, expiredPage, notFoundPage, sendManagePage } from '../booking-pages';
import { bookingContext, guarded, sendManage } from '../flows';

const noticeOf = (query: Record<string, unknown>): ManagePageProps['notice'] =>
  query.booked === '1' ? 'booked' : query.moved === '1' ? 'moved' : query.cancelled === '1' ? 'cancelled' : undefined;

/** A link that opens no booking may be a held booking's: its confirm page, or why it cannot be confirmed. */
async function holdOrNotFound(res: Response, token: string): Promise<Page> {
  const hold = await bookingContext(res).service.findHold(token);
  if (hold?.status === 'held') return confirmPage(res, token, hold);
  if (hold?.status === 'expired') return expiredPage(hold);
  return notFoundPage();
}

/** GET /booking/:token: the customer's private page, with its reschedule and cancel forms (?reschedule=1). */
export const manageBooking = guarded(async (req, res) => {
  const token = tokenOf(req);
  const booking = await bookingContext(res).service.find(token);
  if (!booking) return sendManage(res, await holdOrNotFound(res, token));
  const query = req.query as Record<string, unknown>;
  await sendManagePage(res, token, booking, { notice: noticeOf(query), reschedule: query.reschedule === '1' });
});
