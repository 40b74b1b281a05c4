import * as v from 'valibot';
import { dayName } from '../../../../views/office/format';
import { cut, readFields, text } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { settingsPage } from './settings-page';

const REOPEN_DAY_FORM = v.object({ date: v.pipe(text, v.trim(), cut(10)) });

/** POST /office/settings/reopen: date; opens a day the office or the defaults closed. */
export const settingsReopenScreen: FeatureScreen<BookingOfficeTools> = async (request, tools) => {
  const { date } = readFields(REOPEN_DAY_FORM, request.form);
  const result = await tools.schedule.reopenDay(date, request.user.email);
  if (result.kind === 'invalid')
    return settingsPage(request, tools, {
      status: 400,
      reopenError: result.errors.date ?? 'That day could not be reopened.',
    });
  if (result.wasClosed) await request.log('Day reopened', dayName(date));
  return { redirect: '/office/settings?saved=reopened' };
};
