import { tokenOf } from '../api-answers';
import { notFoundPage } from '../booking-pages';
import { bookingInvite } from '../emails/emails';
import { bookingContext, guarded, sendManage } from '../flows';

/**
 * GET /booking/:token/invite.ics: the confirmation page's "Add to calendar", the same invite the confirmation
 * e-mail attaches, for the booking this token opens and no other. Private (no-store, like every booking answer):
 * it names the customer's address. A token that opens no booking, or a cancelled visit, is the booking's 404.
 */
export const bookingInviteFile = guarded(async (req, res) => {
  const token = tokenOf(req);
  const context = bookingContext(res);
  const booking = await context.service.find(token);
  if (!booking || booking.status !== 'booked') return sendManage(res, notFoundPage());
  res
    .set({
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `attachment; filename="visit-${booking.reference}.ics"`,
    })
    .type('text/calendar; charset=utf-8')
    .send(bookingInvite(booking, token, { siteUrl: context.siteUrl, to: context.officeEmail }));
});
