import * as v from 'valibot';
import { dayName } from '../../../views/office/format';
import { cut, readFields, text } from '../../http/schemas';
import type { OfficeScreen } from '../http';
import { settingsPage } from '../pages/settings';

/** The date and the reason are judged by the schedule, which keeps the rules visitors' bookings follow too. */
const CLOSE_DAY_FORM = v.object({ date: v.pipe(text, v.trim(), cut(10)), reason: v.pipe(text, cut(200)) });

/** POST /office/settings/close: date and reason ("Closed for Thanksgiving"); visits booked that day stay. */
export const settingsCloseScreen: OfficeScreen = async (request) => {
  const { date, reason } = readFields(CLOSE_DAY_FORM, request.form);
  const result = await request.booking.schedule.closeDay(date, reason, request.user.email);
  if (result.kind === 'invalid') {
    return settingsPage(request, {
      status: 400,
      close: {
        date,
        reason,
        errors: {
          ...(result.errors.date ? { date: result.errors.date } : {}),
          ...(result.errors.reason ? { reason: result.errors.reason } : {}),
        },
      },
    });
  }
  await request.log(
    'Day closed',
    `${dayName(result.day.date)}: ${result.day.reason}${result.bookedVisits > 0 ? ` (${result.bookedVisits} visits still booked)` : ''}`,
  );
  return { redirect: `/office/settings?saved=closed&closed=${result.day.date}` };
};
