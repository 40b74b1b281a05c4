import * as v from 'valibot';
import { bookingRules } from '../../../data/booking';
import { oneLine } from '../../../data/text';
import { dayName } from '../../../views/office/format';
import { SettingsPage, type SettingsPageProps } from '../../../views/office/SettingsPage';
import { MAX_CAPACITY, scheduleMessages } from '../../booking/schedule';
import { localDate } from '../../booking/windows';
import { cut, notice, readFields, readForm, readQuery, text } from '../../http/schemas';
import type { OfficeAnswer, OfficeRequest, OfficeScreen } from '../http';

const cellName = (weekday: string, startMinutes: number) => `cap-${weekday}-${startMinutes}`;

interface Refused {
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
  saved: notice({ capacity: 'Capacity saved.', reopened: 'Day reopened.', closed: 'Day closed.' }),
  closed: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});

/** One window's places in the capacity grid: a whole number from 0 to MAX_CAPACITY. */
const CAPACITY_CELL = v.pipe(
  text,
  v.trim(),
  cut(10),
  v.regex(/^\d{1,2}$/, scheduleMessages.capacity),
  v.transform(Number),
  v.maxValue(MAX_CAPACITY, scheduleMessages.capacity),
);

/** The date and the reason are judged by the schedule, which keeps the rules visitors' bookings follow too. */
const CLOSE_DAY_FORM = v.object({ date: v.pipe(text, v.trim(), cut(10)), reason: v.pipe(text, cut(200)) });
const REOPEN_DAY_FORM = v.object({ date: v.pipe(text, v.trim(), cut(10)) });

async function settingsPage(request: OfficeRequest, refused: Refused = { status: 200 }): Promise<OfficeAnswer> {
  const { schedule, feedSecret, bookings } = request.booking;
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

/** /office/settings: capacity per weekday and window, closed days, the calendar feed. */
export const settingsScreen: OfficeScreen = (request) => settingsPage(request);

/**
 * POST /office/settings/capacity: the whole grid, one field per window. Every cell is checked before any is
 * saved, so a typo saves nothing and comes back with what was typed; only the cells that changed are written.
 */
export const capacityScreen: OfficeScreen = async (request) => {
  const { schedule } = request.booking;
  const weekly = await schedule.weeklyCapacity();
  // The grid's fields are the week's windows, so its schema is made from them: one capacity cell each.
  const cells = weekly.days.flatMap((day) => day.windows.map((cell) => ({ ...cell, weekday: day.weekday })));
  const form = readForm(
    v.object(Object.fromEntries(cells.map((cell) => [cellName(cell.weekday, cell.startMinutes), CAPACITY_CELL]))),
    request.form,
  );
  if (!form.ok) {
    const typed = Object.fromEntries(Object.entries(form.values).map(([name, value]) => [name, String(value)]));
    return settingsPage(request, { status: 400, typed, cellErrors: form.errors });
  }
  const changes = cells
    .map((cell) => ({
      weekday: cell.weekday,
      startMinutes: cell.startMinutes,
      from: cell.capacity,
      to: form.values[cellName(cell.weekday, cell.startMinutes)]!,
      label: `${cell.weekday} ${cell.start}–${cell.end}`,
    }))
    .filter((change) => change.to !== change.from);
  for (const change of changes) {
    const result = await schedule.setCapacity(change.weekday, change.startMinutes, change.to, request.user.email);
    if (result.kind === 'invalid') throw new Error(`capacity refused after checking: ${JSON.stringify(result)}`);
  }
  if (changes.length > 0)
    await request.log('Capacity changed', changes.map((c) => `${c.label}: ${c.from} → ${c.to}`).join('; '));
  return { redirect: '/office/settings?saved=capacity' };
};

/** POST /office/settings/close: date and reason ("Closed for Thanksgiving"); visits booked that day stay. */
export const closeDayScreen: OfficeScreen = async (request) => {
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

/** POST /office/settings/reopen: date; opens a day the office or the defaults closed. */
export const reopenDayScreen: OfficeScreen = async (request) => {
  const { date } = readFields(REOPEN_DAY_FORM, request.form);
  const result = await request.booking.schedule.reopenDay(date, request.user.email);
  if (result.kind === 'invalid')
    return settingsPage(request, {
      status: 400,
      reopenError: result.errors.date ?? 'That day could not be reopened.',
    });
  if (result.wasClosed) await request.log('Day reopened', dayName(date));
  return { redirect: '/office/settings?saved=reopened' };
};

/**
 * POST /office/settings/feed: a new secret for the calendar feed. Its URL is in this answer only (the database
 * keeps a hash), and this answer is no-store like every office page.
 */
export const feedScreen: OfficeScreen = async (request) => {
  const secret = await request.booking.feedSecret.rotate(oneLine(request.user.email));
  await request.log('Calendar feed address made', 'the previous address, if any, stopped working');
  const site = request.siteUrl.replace(/(?<!\/)\/+$/, '');
  return settingsPage(request, {
    status: 200,
    feedUrl: `${site}/office/calendar/${secret}.ics`,
    saved: 'New calendar address made. Copy it now: it is not shown again.',
  });
};
