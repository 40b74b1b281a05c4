import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import { cut, readFields, text } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { bookingPage } from './booking-page';
import { actorOf } from './dispatch-page';

const TECHNICIAN_FORM = v.object({ technician: v.pipe(text, cut(64)) });

/** POST /office/bookings/:reference/technician: assigns the visit to a technician, or to nobody (''). */
export const bookingTechnicianScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const reference = request.params.reference ?? '';
  const { technician } = readFields(TECHNICIAN_FORM, request.form);
  const booking = await tools.bookings.bookingByReference(reference);
  if (!booking) return { notFound: true };
  const outcome = await tools.dispatch.assign(
    booking.reference,
    technician === '' ? null : technician,
    actorOf(request),
    request.now,
  );
  switch (outcome.kind) {
    case 'not-found':
      return { notFound: true };
    case 'not-a-technician':
      return bookingPage(request, tools, { status: 400, technicianError: 'Please choose one of the technicians.' });
    case 'cancelled':
      return bookingPage(request, tools, { status: 409, saved: 'This visit was cancelled, so it cannot be assigned.' });
    case 'changed':
      if (outcome.from !== outcome.to)
        await request.log(
          'Technician assigned',
          `${oneLine(booking.name)} (${booking.reference}): ${outcome.from} → ${outcome.to}`,
        );
      return { redirect: `${bookingHref(booking.reference)}?saved=assigned` };
  }
};
