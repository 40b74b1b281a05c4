import { bookingRules } from '../../../data/booking';
import { oneLine } from '../../../data/text';
import { dayName } from '../../../views/office/format';
import { SettingsPage, type SettingsPageProps } from '../../../views/office/SettingsPage';
import { MAX_CAPACITY, scheduleMessages } from '../../booking/schedule';
import { localDate } from '../../booking/windows';
import type { OfficeAnswer, OfficeRequest, OfficeScreen } from '../http';

const cellName = (weekday: string, startMinutes: number) => `cap-${weekday}-${startMinutes}`;

interface Refused {
  status: number;
  /** The capacity grid as typed, and the error of each refused cell. */
  typed?: Record<string, string>;
  cellErrors?: Record<string, string>;
  close?: SettingsPageProps['close'];
  reopenError?: string;
  /** The feed's new address, shown once, on the answer to the rotation itself. */
  feedUrl?: string;
  saved?: string;
}

const SAVED: Record<string, string> = {
  capacity: 'Capacity saved.',
  reopened: 'Day reopened.',
  closed: 'Day closed.',
};

async function settingsPage(request: OfficeRequest, refused: Refused = { status: 200 }): Promise<OfficeAnswer> {
  const { schedule, feedSecret, bookings } = request.booking;
  const today = localDate(request.now.getTime(), bookingRules.timeZone);
  const [weekly, closedDays, reopenedDays, feedExists] = await Promise.all([
    schedule.weeklyCapacity(),
    schedule.closedDaysAhead(),
    schedule.reopenedDaysAhead(),
    feedSecret.exists(),
  ]);
  // After closing a day: how many visits are still booked on it, so the office calls those customers.
  const closedDate = request.query.get('closed') ?? '';
  let closedWithVisits: SettingsPageProps['closedWithVisits'];
  if (refused.status === 200 && /^\d{4}-\d{2}-\d{2}$/.test(closedDate)) {
    const day = await bookings.bookingsBetween(closedDate, closedDate);
    const visits = day.kind === 'ok' ? day.days[0]!.bookings.filter((b) => b.status === 'booked').length : 0;
    if (visits > 0) closedWithVisits = { date: closedDate, visits };
  }
  const saved = refused.saved ?? (refused.status === 200 ? SAVED[request.query.get('saved') ?? ''] : undefined);
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
  const typed: Record<string, string> = {};
  const cellErrors: Record<string, string> = {};
  const changes: { weekday: string; startMinutes: number; from: number; to: number; label: string }[] = [];
  for (const day of weekly.days) {
    for (const cell of day.windows) {
      const name = cellName(day.weekday, cell.startMinutes);
      const value = (request.form[name] ?? '').trim().slice(0, 10);
      typed[name] = value;
      const number = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
      if (!(number >= 0 && number <= MAX_CAPACITY)) cellErrors[name] = scheduleMessages.capacity;
      else if (number !== cell.capacity)
        changes.push({
          weekday: day.weekday,
          startMinutes: cell.startMinutes,
          from: cell.capacity,
          to: number,
          label: `${day.weekday} ${cell.start}–${cell.end}`,
        });
    }
  }
  if (Object.keys(cellErrors).length > 0) return settingsPage(request, { status: 400, typed, cellErrors });
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
  const date = (request.form.date ?? '').trim().slice(0, 10);
  const reason = (request.form.reason ?? '').slice(0, 200);
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
  const date = (request.form.date ?? '').trim().slice(0, 10);
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
