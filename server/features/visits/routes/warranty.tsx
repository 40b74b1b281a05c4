import {
  bookingContext,
  bookingMessages,
  guarded,
  notFoundPage,
  parseInstant,
  sendManage,
  text,
  tokenOf,
} from '../../booking';
import { warrantyOf } from './context';
import { sendWarrantyPage, warrantyStop } from '../warranty-pages';

/**
 * GET /booking/:token/warranty: the warranty visit's steps without a form post, from a Done visit's link. Step 1
 * is the picker; choosing a window (`?window=…`, a GET form) is step 2, check and confirm, which posts to the same
 * address (warranty-book.tsx). `?change=1` goes back to the picker with that window checked. An ended warranty,
 * a visit not done or a warranty visit already booked says so instead, with the phone number.
 */
export const warrantySteps = guarded(async (req, res) => {
  const { service } = bookingContext(res);
  const warranty = warrantyOf(res);
  const token = tokenOf(req);
  const booking = await service.find(token);
  if (!booking) return sendManage(res, notFoundPage());
  const state = await warranty.state(booking);
  const stop = warrantyStop(state, booking.language);
  if (stop) return sendWarrantyPage(res, token, booking, state, { step: 'stop', error: stop.error }, stop.status);
  const query = req.query as Record<string, unknown>;
  const wanted = text(query.window);
  if (!wanted || query.change === '1')
    return sendWarrantyPage(res, token, booking, state, { step: 'window', chosen: wanted });
  const start = parseInstant(wanted);
  const window = (await service.windows()).find((free) => Date.parse(free.start) === start);
  if (!window || window.remaining === 0) {
    const error = window ? bookingMessages.full : bookingMessages.notAWindow;
    return sendWarrantyPage(res, token, booking, state, { step: 'window', error }, window ? 409 : 422);
  }
  await sendWarrantyPage(res, token, booking, state, { step: 'confirm', chosen: window });
});
