import { tokenOf } from '../api-answers';
import { notFoundPage } from '../booking-pages';
import { bookingContext, guarded, sendManage } from '../flows';

/**
 * GET /booking/:token/photos/:id: one of the customer's own photos of the appliance, as the confirmation page's
 * thumbnails show them, through the token of the booking they belong to. Never cached (guarded's no-store), not
 * indexed, shown inline; a photo of any other booking, or a token that opens none, is the booking's 404.
 */
export const bookingPhotoForCustomer = guarded(async (req, res) => {
  const context = bookingContext(res);
  const booking = await context.service.find(tokenOf(req));
  const photo = booking && (await context.photos.get(booking.id, String(req.params.id ?? '')));
  if (!photo) return sendManage(res, notFoundPage());
  res
    .set({ 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' })
    .type(photo.contentType)
    .send(photo.bytes);
});
