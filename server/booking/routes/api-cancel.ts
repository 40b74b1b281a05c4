import { changeAnswer, jsonRoute, tokenOf } from '../api-answers';
import { bookingContext } from '../context';

/** POST /api/bookings/:token/cancel: the booking cancelled, or why not. */
export const cancelBookingApi = jsonRoute(async (req, res) => {
  const { service } = bookingContext(res);
  const token = tokenOf(req);
  changeAnswer(res, token, await service.cancel(token));
});
