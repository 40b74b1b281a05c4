import { changeAnswer, jsonRoute, tokenOf } from '../api-answers';
import { bookingContext } from '../context';
import { decideReschedule } from '../flows';
import { bookingMessages } from '../service';
import { parseInstant, WINDOW_START_ERROR } from '../validation';

/** POST /api/bookings/:token/reschedule {windowStart}: the booking in its new window, or why not. */
export const rescheduleBookingApi = jsonRoute(async (req, res) => {
  const { service, now } = bookingContext(res);
  const token = tokenOf(req);
  const start = parseInstant((req.body as { windowStart?: unknown } | undefined)?.windowStart);
  const decision = await decideReschedule(service, now, token, start);
  if (decision.kind === 'no-window') {
    res.status(400).json({ error: bookingMessages.invalid, errors: { windowStart: WINDOW_START_ERROR } });
    return;
  }
  changeAnswer(res, token, decision);
});
