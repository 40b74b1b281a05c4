import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { visitStatusLabels } from '../../../../data/visit-status';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import { readForm, ticked } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { windowWords } from '../../booking';
import { bookingPage } from './booking-page';
import { refusalPage } from './dispatch-page';

const CANCEL_FORM = v.object({
  confirm: v.pipe(ticked, v.value(true, 'Please tick the box to confirm the cancellation.')),
});

/** POST /office/bookings/:reference/cancel: confirm=yes; frees the place at once and e-mails the customer. */
export const bookingCancelScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const reference = request.params.reference ?? '';
  const form = readForm(CANCEL_FORM, request.form);
  if (!form.ok) {
    const found = await tools.bookings.bookingByReference(reference);
    if (!found) return { notFound: true };
    return bookingPage(request, tools, { status: 400, cancelError: form.errors.confirm });
  }
  const outcome = await tools.bookings.officeCancel(reference, request.user.email);
  switch (outcome.kind) {
    case 'not-found':
      return { notFound: true };
    case 'invalid':
      return { notFound: true };
    case 'cancelled':
      // Still booked means the visit ended (Done, No-Show): it keeps its record until the office reopens it.
      if (outcome.booking.status === 'booked')
        return refusalPage(
          409,
          'Not cancelled',
          `This visit is ${visitStatusLabels[outcome.booking.visitStatus]}, so it cannot be cancelled. Reopen it first if it did not happen.`,
          bookingHref(outcome.booking.reference),
        );
      return { redirect: bookingHref(outcome.booking.reference) };
    case 'changed':
      await request.log(
        'Booking cancelled',
        `${oneLine(outcome.booking.name)} (${outcome.booking.reference}), ${windowWords(Date.parse(outcome.booking.windowStart), Date.parse(outcome.booking.windowEnd))}`,
      );
      return { redirect: `${bookingHref(outcome.booking.reference)}?saved=cancelled` };
    default:
      return bookingPage(request, tools, { status: 409, cancelError: 'This visit could not be cancelled.' });
  }
};
