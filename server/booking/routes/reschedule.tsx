import { tokenOf } from '../api-answers';
import { notFoundPage, sendManagePage } from '../booking-pages';
import { bookingContext } from '../context';
import { decideReschedule } from '../flows';
import { guarded, seeOther, sendManage, text } from '../page-send';
import { bookingMessages, manageUrl } from '../service';
import { withAlternatives } from '../step-answers';
import { parseInstant } from '../validation';

/** POST /booking/:token/reschedule windowStart=…: 303 to the manage page moved, or the picker with why not. */
export const rescheduleBooking = guarded(async (req, res) => {
  const { service, now } = bookingContext(res);
  const token = tokenOf(req);
  const start = parseInstant(text((req.body as Record<string, unknown> | undefined)?.windowStart));
  const outcome = await decideReschedule(service, now, token, start);
  switch (outcome.kind) {
    case 'changed':
      return seeOther(res, `${manageUrl(token)}?moved=1`);
    case 'not-found':
      return sendManage(res, notFoundPage());
    case 'no-window':
      return sendManagePage(res, token, outcome.booking, {
        reschedule: true,
        error: 'Please choose one of the arrival windows shown.',
        status: 400,
      });
    case 'started':
      return sendManagePage(res, token, outcome.booking, { error: bookingMessages.started, status: 422 });
    case 'cancelled':
      return sendManagePage(res, token, outcome.booking, { error: bookingMessages.cancelled, status: 409 });
    case 'full':
    case 'refused':
      return sendManagePage(res, token, outcome.booking, {
        reschedule: true,
        error: withAlternatives(outcome.error, outcome.alternatives),
        ...(outcome.alternatives[0] ? { chosen: outcome.alternatives[0].start } : {}),
        status: outcome.kind === 'full' ? 409 : 422,
      });
  }
});
