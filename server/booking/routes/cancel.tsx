import { tokenOf } from '../api-answers';
import { notFoundPage, sendManagePage } from '../booking-pages';
import { bookingContext } from '../context';
import { guarded, seeOther, sendManage } from '../page-send';
import { bookingMessages, manageUrl } from '../service';

/** POST /booking/:token/cancel: 303 to the manage page cancelled (twice is harmless), or why not. */
export const cancelBooking = guarded(async (req, res) => {
  const token = tokenOf(req);
  const outcome = await bookingContext(res).service.cancel(token);
  switch (outcome.kind) {
    case 'changed':
    case 'cancelled':
      return seeOther(res, `${manageUrl(token)}?cancelled=1`);
    case 'not-found':
      return sendManage(res, notFoundPage());
    case 'started':
      return sendManagePage(res, token, outcome.booking, { error: bookingMessages.started, status: 422 });
    case 'refused':
    case 'full':
      return sendManagePage(res, token, outcome.booking, { error: outcome.error, status: 409 });
  }
});
