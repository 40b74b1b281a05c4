import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { calendarDay, cut, readFields, text, ticked } from '../../../kernel/http/schemas';
import {
  officeAction,
  type ActivityLine,
  type FeatureScreen,
  type OfficeAnswer,
  drawnAfter,
  RefusedChange,
} from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { windowWords, type OfficeBooking, type OfficeChangeOutcome, type OfficeMove } from '../../booking';
import { schedulePage, type ScheduleSaved } from './dispatch-page';
import { displayStatus } from '../../../../data/visit-status';
import { actorOf, notStarted } from '../dispatch';

const MOVE_FORM = v.object({
  reference: v.pipe(text, cut(40)),
  technician: v.pipe(text, cut(64)),
  windowStart: v.pipe(text, cut(40)),
  date: v.pipe(text, cut(10)),
  force: ticked,
  /** The board the form was on: the day's (the default) or the week's. */
  view: v.pipe(text, cut(8)),
});

/** What the screen reads before the move's transaction: the visit, its board, and the window's move if any. */
interface MoveStep {
  booking: OfficeBooking;
  /** The board's day, to go back to. */
  date: string;
  /** The move checked against the schedule, when the window changes. */
  ready: Extract<OfficeMove, { kind: 'ready' }> | undefined;
  /** The board shown again, as chosen, with the reason a move was refused. */
  refuse: (status: number, error: string) => Promise<OfficeAnswer>;
}

/**
 * The window (with the customer's e-mails) and the technician in one transaction with the activity line; a
 * refusal of either rolls both back, so the board comes back as chosen with nothing changed.
 */
const moveOnBoard = officeAction<typeof MOVE_FORM, VisitsOfficeTools & MoveStep>({
  form: MOVE_FORM,
  // Every field falls back to a default, so the form itself is never refused.
  refused: () => ({ notFound: true }),
  async apply({ trx, values: form, request, tools }) {
    const { booking, date, ready, refuse } = tools;
    // Thrown, not answered: whatever was written before the refusal goes back too.
    const refused = (status: number, error: string) => new RefusedChange(() => refuse(status, error));
    const lines: ActivityLine[] = [];
    if (ready) {
      const outcome = await ready.move(trx);
      if (outcome.kind !== 'changed') {
        const refusal = moveRefusal(outcome);
        if (!refusal) return { answer: { notFound: true } };
        throw refused(...refusal);
      }
      lines.push({
        action: 'Booking moved',
        detail: `${oneLine(booking.name)} (${booking.reference}) from ${windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd))} to ${windowWords(Date.parse(outcome.booking.windowStart), Date.parse(outcome.booking.windowEnd))}${form.force ? ', over capacity allowed' : ''}`,
      });
    }
    const technicianId = form.technician === '' ? null : form.technician;
    const reassigned = technicianId !== booking.technicianId;
    if (reassigned) {
      const assigned = await tools.dispatch.assign(booking.reference, technicianId, actorOf(request), request.now, trx);
      if (assigned.kind === 'not-found') throw new RefusedChange(async () => ({ notFound: true }));
      if (assigned.kind === 'not-a-technician') throw refused(400, 'Please choose one of the technicians.');
      if (assigned.kind === 'cancelled') throw refused(409, 'This visit was cancelled, so it cannot be assigned.');
      lines.push({
        action: 'Technician assigned',
        detail: `${oneLine(booking.name)} (${booking.reference}): ${assigned.from} → ${assigned.to}`,
      });
    }
    const saved: ScheduleSaved = ready
      ? reassigned
        ? 'moved-technician'
        : 'moved'
      : reassigned
        ? 'technician'
        : 'unchanged';
    return {
      answer: { redirect: boardHref(form.view, date, saved, booking.reference) },
      ...(lines.length > 0 && { activity: oneActivityLine(lines) }),
      ...(ready && { after: tools.bookings.afterChange }),
    };
  },
});

/** Back to the board the change was made on (the day's or the week's), scrolled to the visit's card. */
function boardHref(view: string, date: string, saved: ScheduleSaved, reference: string): string {
  const board = view === 'week' ? '/office/schedule/week' : '/office/schedule';
  const visit = encodeURIComponent(reference);
  return `${board}?date=${date}&saved=${saved}&visit=${visit}#visit-${visit}`;
}

/** How the board answers a window the office's move refused: its status and reason, or none for the 404. */
function moveRefusal(outcome: Exclude<OfficeChangeOutcome, { kind: 'changed' }>): [number, string] | undefined {
  switch (outcome.kind) {
    case 'not-found':
      return undefined;
    case 'invalid':
      return [400, 'Please choose one of the arrival windows.'];
    case 'cancelled':
      return [409, 'This visit was cancelled or has ended, so it cannot be moved.'];
    case 'refused':
      return [422, outcome.error];
    case 'full':
      return [409, outcome.error];
  }
}

/** A change's one activity line: both of a move that changed the window and the technician, in one. */
function oneActivityLine(lines: ActivityLine[]): ActivityLine {
  if (lines.length === 1) return lines[0]!;
  return {
    action: lines.map((line) => line.action).join(', '),
    detail: lines.map((line) => line.detail).join('; '),
  };
}

/**
 * POST /office/schedule/move: a visit to another window and/or technician in one step. The window goes through
 * the office's own move (capacity, closed days, "over capacity on purpose", the customer's e-mail); the
 * technician changes in the same transaction, so a refused move changes nothing and comes back as chosen.
 */
export const scheduleMoveScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const form = readFields(MOVE_FORM, request.form);
  const booking = await tools.bookings.bookingByReference(form.reference);
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
  let ready: MoveStep['ready'];
  if (form.windowStart !== '' && Date.parse(form.windowStart) !== Date.parse(booking.windowStart)) {
    // The board offers Move only before the visit starts; a form sent anyway (an old page) is refused the same.
    if (!notStarted(booking))
      return refuse(
        409,
        `This visit is ${displayStatus(booking.status, booking.visitStatus).label}, so it cannot be moved.`,
      );
    const checked = await tools.bookings.officeMove(booking.reference, form.windowStart, {
      force: form.force,
      by: request.user.email,
    });
    if (checked.kind !== 'ready') {
      const refusal = moveRefusal(checked);
      return refusal ? refuse(...refusal) : { notFound: true };
    }
    ready = checked;
  }
  return drawnAfter(moveOnBoard(request, { ...tools, booking, date, ready, refuse }));
};
