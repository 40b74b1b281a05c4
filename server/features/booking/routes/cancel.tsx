import type { Response } from 'express';
import { wantsJson } from '../../../kernel/http/negotiate';
import { changeAnswer, tokenOf } from '../api-answers';
import { notFoundPage, sendManagePage } from '../booking-pages';
import { manageUrl, startedMessage, type ChangeOutcome } from '../service';
import { bookingContext, guarded, seeOther, sendManage } from '../flows';

/**
 * POST /booking/:token/cancel and its API alias POST /api/bookings/:token/cancel: the booking cancelled, or why
 * not. As a page: 303 to the manage page cancelled (twice is harmless). In JSON: the booking, or the API's refusal.
 */
export const cancelBooking = guarded(async (req, res) => {
  const token = tokenOf(req);
  const outcome = await bookingContext(res).service.cancel(token);
  if (wantsJson(req)) changeAnswer(res, token, outcome);
  else await cancelPage(res, token, outcome);
});

async function cancelPage(res: Response, token: string, outcome: ChangeOutcome): Promise<void> {
  switch (outcome.kind) {
    case 'changed':
    case 'cancelled':
      return seeOther(res, `${manageUrl(token)}?cancelled=1`);
    case 'not-found':
      return sendManage(res, notFoundPage());
    case 'started':
      return sendManagePage(res, token, outcome.booking, { error: startedMessage(outcome.booking), status: 422 });
    case 'refused':
    case 'full':
      return sendManagePage(res, token, outcome.booking, { error: outcome.error, status: 409 });
  }
}
