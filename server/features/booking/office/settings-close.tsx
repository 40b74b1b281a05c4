import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { dayName } from '../../../../views/office/format';
import type { OfficeBooking } from '../office';
import { cut, oneLineText, oneOf, readFields, text, ticked } from '../../../kernel/http/schemas';
import type { Transaction } from 'kysely';
import type { Tables } from '../../../kernel/db/schema';
import { officeAction, type ActivityLine, type Applied, type FeatureScreen } from '../../../office';
import type { OfficeRequest } from '../../../office/http';
import type { BookingOfficeTools } from './tools';
import { closeDayPage, planMoves, visitsOn } from './close-day-page';
import { settingsPage, windowWordsOf } from './settings-page';

const MAX_MESSAGE_LENGTH = 300;

/**
 * The date and the reason are judged by the schedule, which keeps the rules visitors' bookings follow too; what
 * to do with the day's visits (visits=move with moveTo, or visits=cancel with a message) is judged here.
 */
const CLOSE_DAY_FORM = v.object({
  date: v.pipe(text, v.trim(), cut(10)),
  reason: v.pipe(text, cut(200)),
  visits: oneOf(['move', 'cancel'] as const),
  moveTo: v.pipe(text, v.trim(), cut(10)),
  force: ticked,
  message: v.pipe(oneLineText, cut(MAX_MESSAGE_LENGTH * 2)),
});

type CloseDayForm = v.InferOutput<typeof CLOSE_DAY_FORM>;

/**
 * Moves or cancels the closed day's visits in the day's transaction, each e-mailed as any office move or cancel
 * is: the activity line of each that changed.
 */
async function settleVisits(
  trx: Transaction<Tables>,
  request: OfficeRequest,
  tools: BookingOfficeTools,
  form: CloseDayForm,
  moves: { reference: string; start: string }[],
  visits: OfficeBooking[],
): Promise<ActivityLine[]> {
  const by = request.user.email;
  const lines: ActivityLine[] = [];
  if (form.visits === 'move') {
    for (const move of moves) {
      const outcome = await tools.bookings.officeRescheduleIn(trx, move.reference, move.start, {
        force: form.force,
        by,
      });
      if (outcome.kind === 'changed') {
        const before = visits.find((visit) => visit.reference === move.reference)!;
        lines.push({
          action: 'Booking moved',
          detail: `${oneLine(outcome.booking.name)} (${outcome.booking.reference}) from ${windowWordsOf(before)} to ${windowWordsOf(outcome.booking)}, the day being closed`,
        });
      }
    }
    return lines;
  }
  for (const visit of visits) {
    const outcome = await tools.bookings.officeCancelIn(trx, visit.reference, by, form.message);
    if (outcome.kind === 'changed')
      lines.push({
        action: 'Booking cancelled',
        detail: `${oneLine(visit.name)} (${visit.reference}), ${windowWordsOf(visit)}, the day being closed: ${form.message}`,
      });
  }
  return lines;
}

/**
 * The day closed and its visits settled as planned, in one transaction with the activity lines of both; the
 * schedule and the outbox are told once it is committed.
 */
const closeDay = (visits: OfficeBooking[], moves: { reference: string; start: string }[]) =>
  officeAction({
    form: CLOSE_DAY_FORM,
    // Every field has a default: the schedule and the confirmation step judge them.
    refused: (_read, request, tools: BookingOfficeTools) => settingsPage(request, tools, { status: 400 }),
    async apply({ trx, values: form, request, tools }): Promise<Applied> {
      const { date, reason } = form;
      const result = await tools.schedule.closeDayIn(trx, date, reason, request.user.email);
      if (result.kind === 'invalid') {
        const errors = {
          ...(result.errors.date ? { date: result.errors.date } : {}),
          ...(result.errors.reason ? { reason: result.errors.reason } : {}),
        };
        // Drawn once the transaction is over: the settings page reads the database.
        return { answer: () => settingsPage(request, tools, { status: 400, close: { date, reason, errors } }) };
      }
      const settled =
        visits.length === 0
          ? ''
          : form.visits === 'move'
            ? `, its ${visits.length} visits moved to ${dayName(form.moveTo)}`
            : `, its ${visits.length} visits cancelled`;
      const saved = visits.length === 0 ? 'closed' : form.visits === 'move' ? 'closed-moved' : 'closed-cancelled';
      return {
        answer: { redirect: `/office/settings?saved=${saved}&closed=${result.day.date}` },
        activity: { action: 'Day closed', detail: `${dayName(result.day.date)}: ${result.day.reason}${settled}` },
        alsoActivity: visits.length > 0 ? await settleVisits(trx, request, tools, form, moves, visits) : [],
        after: () => {
          tools.schedule.changed();
          tools.bookings.afterChange();
        },
      };
    },
  });

/**
 * POST /office/settings/close: date and reason ("Closed for Thanksgiving"). A day with visits booked asks first
 * what to do with them (the confirmation step, pages/close-day.tsx): move them to another day's windows, or cancel
 * them with a message to each customer; the day is closed and the visits settled in one transaction, so no
 * reminder for the closed day stays queued (each move or cancel skips the visit's pending reminder). What the
 * confirmation asks and where the visits go are decided first, from what the office sees: a refusal writes nothing.
 */
export const settingsCloseScreen: FeatureScreen<BookingOfficeTools> = async (request, tools) => {
  const form = readFields(CLOSE_DAY_FORM, request.form);
  const { date, reason } = form;
  const visits = await visitsOn(tools, date);
  let moves: { reference: string; start: string }[] = [];
  if (visits.length > 0) {
    const shown = { date, reason, moveTo: form.moveTo, force: form.force, message: form.message, errors: {} };
    if (!form.visits) return closeDayPage(request, visits, { status: 200, ...shown });
    if (form.visits === 'cancel') {
      const error =
        form.message === ''
          ? 'Please write the message each customer gets.'
          : form.message.length > MAX_MESSAGE_LENGTH
            ? `Please keep the message under ${MAX_MESSAGE_LENGTH} characters.`
            : undefined;
      if (error) return closeDayPage(request, visits, { status: 400, ...shown, errors: { message: error } });
    } else {
      const plan = await planMoves(request, tools, visits, date, form.moveTo, form.force);
      if (plan.kind === 'refused')
        return closeDayPage(request, visits, { status: 409, ...shown, errors: { moveTo: plan.error } });
      moves = plan.moves;
    }
  }
  return closeDay(visits, moves)(request, tools);
};
