import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { displayStatus } from '../../../../data/visit-status';
import { bookingHref } from '../../../../views/office/links';
import { cut, readFields, text, ticked } from '../../../kernel/http/schemas';
import {
  officeAction,
  type FeatureScreen,
  type OfficeAnswer,
  type OfficeRequest,
  drawnAfter,
  RefusedChange,
} from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { windowWords, type OfficeBooking, type OfficeChangeOutcome, type OfficeMove } from '../../booking';
import { bookingPage } from './booking-page';
import { notStarted } from '../dispatch';

/** Whether the window can be booked is the booking store's to say: it refuses with the reason and alternatives. */
const RESCHEDULE_FORM = v.object({ windowStart: v.pipe(text, cut(40)), force: ticked });

/** A move the booking store refused, before its transaction or inside it, answered on the booking's page. */
function refusedMove(
  request: OfficeRequest,
  tools: VisitsOfficeTools,
  chosen: string,
  outcome: Exclude<OfficeChangeOutcome, { kind: 'changed' }>,
): Promise<OfficeAnswer> | OfficeAnswer {
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
  }
}

/** The move checked before its transaction, the visit as it was, and the window chosen. */
interface MoveStep {
  ready: Extract<OfficeMove, { kind: 'ready' }>;
  before: OfficeBooking | undefined;
  chosen: string;
}

/** The move, its activity line and the customer's e-mails in one transaction; a refusal inside it writes nothing. */
const moveVisit = officeAction<typeof RESCHEDULE_FORM, VisitsOfficeTools & MoveStep>({
  form: RESCHEDULE_FORM,
  // Every field falls back to a default, so the form itself is never refused.
  refused: () => ({ notFound: true }),
  async apply({ trx, values: { force }, request, tools }) {
    const { ready, before, chosen } = tools;
    const outcome = await ready.move(trx);
    if (outcome.kind !== 'changed') throw new RefusedChange(async () => refusedMove(request, tools, chosen, outcome));
    const { booking } = outcome;
    return {
      answer: { redirect: `${bookingHref(booking.reference)}?saved=moved` },
      activity: {
        action: 'Booking moved',
        detail: `${oneLine(booking.name)} (${booking.reference}) from ${before ? windowWords(Date.parse(before.windowStart), Date.parse(before.windowEnd)) : '?'} to ${windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd))}${force ? ', over capacity allowed' : ''}`,
      },
      after: tools.bookings.afterChange,
    };
  },
});

/**
 * POST /office/bookings/:reference/reschedule: windowStart, and force=yes to book over capacity (a full window
 * or a closed day) on purpose. The move goes through the booking store, which e-mails the customer.
 */
export const bookingRescheduleScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const reference = request.params.reference ?? '';
  const { windowStart: chosen, force } = readFields(RESCHEDULE_FORM, request.form);
  const before = await tools.bookings.bookingByReference(reference);
  // As on the Schedule board: a visit On the Way, Arrived or after is not moved (the page offers no Move then).
  if (before && before.status === 'booked' && !notStarted(before))
    return bookingPage(request, tools, {
      status: 409,
      saved: `This visit is ${displayStatus(before.status, before.visitStatus).label}, so it cannot be moved.`,
    });
  const ready = await tools.bookings.officeMove(reference, chosen, { force, by: request.user.email });
  if (ready.kind !== 'ready') return refusedMove(request, tools, chosen, ready);
  return drawnAfter(moveVisit(request, { ...tools, ready, before, chosen }));
};
