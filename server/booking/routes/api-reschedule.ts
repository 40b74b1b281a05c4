import { changeAnswer, jsonRoute, tokenOf } from '../api-answers';
import { bookingContext } from '../context';
import { bookingMessages } from '../service';
import { parseInstant, WINDOW_START_ERROR } from '../validation';

/** POST /api/bookings/:token/reschedule {windowStart}: the booking in its new window, or why not. */
export const rescheduleBookingApi = jsonRoute(async (req, res) => {
  const { service, now } = bookingContext(res);
  const token = tokenOf(req);
  const booking = await service.find(token);
  if (!booking) {
    changeAnswer(res, token, { kind: 'not-found' });
    return;
  }
  const start = parseInstant((req.body as { windowStart?: unknown } | undefined)?.windowStart);
  // A cancelled or started booking says so even when the new window is missing.
  if (start === undefined && booking.status === 'booked' && Date.parse(booking.windowStart) > now().getTime()) {
    res.status(400).json({ error: bookingMessages.invalid, errors: { windowStart: WINDOW_START_ERROR } });
    return;
  }
  changeAnswer(res, token, await service.reschedule(token, start ?? Number.NaN));
});
