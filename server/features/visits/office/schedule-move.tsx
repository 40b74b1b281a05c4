import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { calendarDay, cut, readFields, text, ticked } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { windowWords } from '../../booking';
import { actorOf, schedulePage } from './dispatch-page';

const MOVE_FORM = v.object({
  reference: v.pipe(text, cut(40)),
  technician: v.pipe(text, cut(64)),
  windowStart: v.pipe(text, cut(40)),
  date: v.pipe(text, cut(10)),
  force: ticked,
});

/**
 * POST /office/schedule/move: a visit to another window and/or technician in one step. The window goes through
 * the office's own move (capacity, closed days, "over capacity on purpose", the customer's e-mail); only when
 * that is done does the technician change, so a refused move changes nothing and comes back as chosen.
 */
export const scheduleMoveScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const form = readFields(MOVE_FORM, request.form);
  const { bookings, dispatch } = tools;
  const booking = await bookings.bookingByReference(form.reference);
  if (!booking) return { notFound: true };
  const date = calendarDay(form.date) ?? booking.start.slice(0, 10);
  const refuse = (status: number, error: string) =>
    schedulePage(request, tools, {
      status,
      date,
      reference: booking.reference,
      error,
      technician: form.technician,
      windowStart: form.windowStart,
    });
  const technicianId = form.technician === '' ? null : form.technician;
  let changed = false;
  if (form.windowStart !== '' && Date.parse(form.windowStart) !== Date.parse(booking.windowStart)) {
    const outcome = await bookings.officeReschedule(booking.reference, form.windowStart, {
      force: form.force,
      by: request.user.email,
    });
    switch (outcome.kind) {
      case 'not-found':
        return { notFound: true };
      case 'invalid':
        return refuse(400, 'Please choose one of the arrival windows.');
      case 'cancelled':
        return refuse(409, 'This visit was cancelled or has ended, so it cannot be moved.');
      case 'refused':
        return refuse(422, outcome.error);
      case 'full':
        return refuse(409, outcome.error);
      case 'changed':
        changed = true;
        await request.log(
          'Booking moved',
          `${oneLine(booking.name)} (${booking.reference}) from ${windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd))} to ${windowWords(Date.parse(outcome.booking.windowStart), Date.parse(outcome.booking.windowEnd))}${form.force ? ', over capacity allowed' : ''}`,
        );
    }
  }
  if (technicianId !== booking.technicianId) {
    const assigned = await dispatch.assign(booking.reference, technicianId, actorOf(request), request.now);
    if (assigned.kind === 'not-found') return { notFound: true };
    if (assigned.kind === 'not-a-technician') return refuse(400, 'Please choose one of the technicians.');
    if (assigned.kind === 'cancelled') return refuse(409, 'This visit was cancelled, so it cannot be assigned.');
    changed = true;
    await request.log(
      'Technician assigned',
      `${oneLine(booking.name)} (${booking.reference}): ${assigned.from} → ${assigned.to}`,
    );
  }
  return { redirect: `/office/schedule?date=${date}&saved=${changed ? 'moved' : 'unchanged'}` };
};
