import * as v from 'valibot';
import { dayName } from '../../../../views/office/format';
import { cut, text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { settingsPage } from './settings-page';

const REOPEN_DAY_FORM = v.object({ date: v.pipe(text, v.trim(), cut(10)) });

/**
 * POST /office/settings/reopen: date; opens a day the office or the defaults closed, in one transaction with its
 * activity line (none for a day that was open).
 */
export const settingsReopenScreen = officeAction({
  form: REOPEN_DAY_FORM,
  // The schema only cleans the date: the schedule judges it.
  refused: (_read, request, tools: BookingOfficeTools) =>
    settingsPage(request, tools, { status: 400, reopenError: 'That day could not be reopened.' }),
  async apply({ trx, values: { date }, request, tools }) {
    const result = await tools.schedule.reopenDayIn(trx, date, request.user.email);
    if (result.kind === 'invalid')
      return {
        // Drawn once the transaction is over: the settings page reads the database.
        answer: () =>
          settingsPage(request, tools, {
            status: 400,
            reopenError: result.errors.date ?? 'That day could not be reopened.',
          }),
      };
    return {
      answer: { redirect: '/office/settings?saved=reopened' },
      ...(result.wasClosed ? { activity: { action: 'Day reopened', detail: dayName(date) } } : {}),
      after: () => tools.schedule.changed(),
    };
  },
});
