import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { SettingsPage, type SettingsPageProps } from '../../../../views/booking/office/SettingsPage';
import { localDate } from '../../../kernel/time-zone';
import { dayParam, notice, readQuery } from '../../../kernel/http/schemas';
import { windowWords } from '../office';
import type { OfficeAnswer, OfficeRequest } from '../../../office/http';
import type { SettingsPageTools } from './tools';

/** "Tuesday, November 24, 8:00 AM–10:00 AM" of a booking's window, for the activity log. */
export const windowWordsOf = (booking: { windowStart: string; windowEnd: string }) =>
  windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd));

export const cellName = (weekday: string, startMinutes: number) => `cap-${weekday}-${startMinutes}`;

export interface Refused {
  status: number;
  /** The capacity grid as typed, and the error of each refused cell. */
  typed?: Record<string, string>;
  cellErrors?: Partial<Record<string, string>>;
  close?: SettingsPageProps['close'];
  reopenError?: string;
  /** The feed's new address, shown once, on the answer to the rotation itself. */
  feedUrl?: string;
  saved?: string;
}

/** ?saved= after a change names the notice; ?closed= the day just closed, to count the visits still on it. */
const SETTINGS_QUERY = v.object({
  saved: notice({
    capacity: 'Capacity saved.',
    reopened: 'Day reopened.',
    closed: 'Day closed.',
    'closed-moved': 'Day closed. Its visits are moved; each customer is e-mailed the new window.',
    'closed-cancelled': 'Day closed. Its visits are cancelled; each customer is e-mailed your message.',
  }),
  closed: dayParam,
});

export async function settingsPage(
  request: OfficeRequest,
  tools: SettingsPageTools,
  refused: Refused = { status: 200 },
): Promise<OfficeAnswer> {
  const { schedule, feedSecret, bookings } = tools;
  const today = localDate(request.now.getTime(), bookingRules.timeZone);
  const [weekly, closedDays, reopenedDays, feedExists] = await Promise.all([
    schedule.weeklyCapacity(),
    schedule.closedDaysAhead(),
    schedule.reopenedDaysAhead(),
    feedSecret.exists(),
  ]);
  const query = readQuery(SETTINGS_QUERY, request.query);
  // After closing a day: how many visits are still booked on it, so the office calls those customers.
  const closedDate = query.closed;
  let closedWithVisits: SettingsPageProps['closedWithVisits'];
  if (refused.status === 200 && closedDate) {
    const day = await bookings.bookingsBetween(closedDate, closedDate);
    const visits = day.kind === 'ok' ? day.days[0]!.bookings.filter((b) => b.status === 'booked').length : 0;
    if (visits > 0) closedWithVisits = { date: closedDate, visits };
  }
  const saved = refused.saved ?? (refused.status === 200 ? query.saved : undefined);
  const cellErrors = refused.cellErrors ?? {};
  return {
    page: {
      title: 'Schedule settings',
      status: refused.status,
      body: (
        <SettingsPage
          csrf={request.csrf}
          defaultCapacity={weekly.defaultCapacity}
          capacity={weekly.days.map((day) => ({
            weekday: day.weekday,
            windows: day.windows.map((cell) => {
              const name = cellName(day.weekday, cell.startMinutes);
              return {
                name,
                start: cell.start,
                end: cell.end,
                value: refused.typed?.[name] ?? String(cell.capacity),
                overridden: cell.overridden,
                ...(cellErrors[name] ? { error: cellErrors[name] } : {}),
              };
            }),
          }))}
          {...(Object.keys(cellErrors).length > 0
            ? { capacityError: 'Nothing was saved. Please correct the highlighted windows.' }
            : {})}
          closedDays={closedDays}
          reopenedDays={reopenedDays}
          close={refused.close ?? { date: '', reason: '', errors: {} }}
          {...(refused.reopenError ? { reopenError: refused.reopenError } : {})}
          today={today}
          feed={{ exists: feedExists, ...(refused.feedUrl ? { url: refused.feedUrl } : {}) }}
          {...(saved ? { saved } : {})}
          {...(closedWithVisits ? { closedWithVisits } : {})}
        />
      ),
    },
  };
}
