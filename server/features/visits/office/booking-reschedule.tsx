import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import { cut, readFields, text, ticked } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { windowWords } from '../../booking';
import { bookingPage } from './booking-page';

/** Whether the window can be booked is the booking store's to say: it refuses with the reason and alternatives. */
const RESCHEDULE_FORM = v.object({ windowStart: v.pipe(text, cut(40)), force: ticked });

/**
 * POST /office/bookings/:reference/reschedule: windowStart, and force=yes to book over capacity (a full window
 * or a closed day) on purpose. The move goes through the booking store, which e-mails the customer.
 */
export const bookingRescheduleScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const reference = request.params.reference ?? '';
  const { windowStart: chosen, force } = readFields(RESCHEDULE_FORM, request.form);
  const before = await tools.bookings.bookingByReference(reference);
  const outcome = await tools.bookings.officeReschedule(reference, chosen, {
    force,
    by: request.user.email,
  });
  const refuse = (status: number, error: string, alternatives: { start: string; end: string }[] = []) =>
    bookingPage(request, tools, {
      status,
      move: {
        chosen,
        error,
        alternatives: alternatives.map((w) => windowWords(Date.parse(w.start), Date.parse(w.end))),
      },
    });
  switch (outcome.kind) {
    case 'not-found':
      return { notFound: true };
    case 'invalid':
      if (outcome.errors.reference) return { notFound: true };
      return refuse(400, 'Please choose one of the arrival windows.');
    case 'cancelled':
      return bookingPage(request, tools, { status: 409, saved: 'This visit was cancelled, so it cannot be moved.' });
    case 'refused':
      return refuse(422, outcome.error, outcome.alternatives);
    case 'full':
      return refuse(409, outcome.error, outcome.alternatives);
    case 'changed': {
      const { booking } = outcome;
      await request.log(
        'Booking moved',
        `${oneLine(booking.name)} (${booking.reference}) from ${before ? windowWords(Date.parse(before.windowStart), Date.parse(before.windowEnd)) : '?'} to ${windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd))}${force ? ', over capacity allowed' : ''}`,
      );
      return { redirect: `${bookingHref(booking.reference)}?saved=moved` };
    }
  }
};
