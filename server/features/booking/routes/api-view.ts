import { bookingView, jsonRoute, tokenOf } from '../api-answers';
import { bookingMessages } from '../service';
import { bookingContext, phone } from '../flows';

/** GET /api/bookings/:token: the customer's booking, for the manage link's holder only. */
export const viewBooking = jsonRoute(async (req, res) => {
  const { service } = bookingContext(res);
  const booking = await service.find(tokenOf(req));
  if (!booking) res.status(404).json({ error: bookingMessages.notFound, phone });
  else res.json(bookingView(booking, tokenOf(req)));
});
