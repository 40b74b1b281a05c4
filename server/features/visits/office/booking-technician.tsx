import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/office/links';
import { cut, text } from '../../../kernel/http/schemas';
import { officeAction, type FeatureScreen, drawnAfter, RefusedChange } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import type { OfficeBooking } from '../../booking';
import { bookingPage } from './booking-page';
import { actorOf } from '../dispatch';

const TECHNICIAN_FORM = v.object({ technician: v.pipe(text, cut(64)) });

/** The assignment and its activity line in one transaction; the booking it is on is read before it. */
const assignVisit = officeAction<typeof TECHNICIAN_FORM, VisitsOfficeTools & { booking: OfficeBooking }>({
  form: TECHNICIAN_FORM,
  // The one field falls back to '' (nobody), so the form itself is never refused.
  refused: () => ({ notFound: true }),
  async apply({ trx, values: { technician }, request, tools }) {
    const { booking } = tools;
    const outcome = await tools.dispatch.assign(
      booking.reference,
      technician === '' ? null : technician,
      actorOf(request),
      request.now,
      trx,
    );
    switch (outcome.kind) {
      case 'not-found':
        return { answer: { notFound: true } };
      case 'not-a-technician':
        throw new RefusedChange(() =>
          bookingPage(request, tools, { status: 400, technicianError: 'Please choose one of the technicians.' }),
        );
      case 'cancelled':
        throw new RefusedChange(() =>
          bookingPage(request, tools, { status: 409, saved: 'This visit was cancelled, so it cannot be assigned.' }),
        );
      case 'changed':
        return {
          answer: { redirect: `${bookingHref(booking.reference)}?saved=assigned` },
          // The same technician again changes nothing, so nothing is logged.
          ...(outcome.from !== outcome.to && {
            activity: {
              action: 'Technician assigned',
              detail: `${oneLine(booking.name)} (${booking.reference}): ${outcome.from} → ${outcome.to}`,
            },
          }),
        };
    }
  },
});

/** POST /office/bookings/:reference/technician: assigns the visit to a technician, or to nobody (''). */
export const bookingTechnicianScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking) return { notFound: true };
  return drawnAfter(assignVisit(request, { ...tools, booking }));
};
