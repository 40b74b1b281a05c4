/**
 * Arrival windows in words. The API writes each window in the business's wall-clock time with its offset
 * (2026-11-24T14:00:00-05:00), so the day and the hours are read straight from the text: the words are New York
 * time wherever the visitor's browser is, and server and browser render the same thing.
 */

import { intlLocale, type Locale } from '../../data/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { plainSpaces } from '../../data/messages/when';

/**
 * Intl's words as every browser writes them: Node's ICU puts a narrow no-break space before "a.m." where
 * Chromium's puts a plain one, and React rebuilds a hydrated tree whose text differs. So the spaces are made plain,
 * then the one before "a.m." or "p.m." a no-break space, which keeps "1 p.m." on one line of a window's tile.
 */
const sameInEveryBrowser = (words: string) => plainSpaces(words).replace(/ (?=[ap]\.m\.)/g, '\u00a0');

/** One window as the pages and the island pass it around (the API's shape). */
export interface WindowChoice {
  start: string;
  end: string;
  remaining: number;
}

/** A day of the picker: its windows, or why there are none. */
export interface DayChoice {
  date: string;
  closed?: string;
  windows: WindowChoice[];
}

const hourOf = (iso: string) => Number(iso.slice(11, 13));
const dateOf = (iso: string) => iso.slice(0, 10);

function clock(hour: number, minutes = '00'): { text: string; half: 'am' | 'pm' } {
  const half = hour < 12 || hour === 24 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return { text: minutes === '00' ? String(twelve) : `${twelve}:${minutes}`, half };
}

/** The clock of an instant written with its offset; the end of a window at midnight reads 12 am. */
const clockAt = (iso: string, end = false) => {
  const hour = hourOf(iso);
  return clock(end && hour === 0 ? 24 : hour, iso.slice(14, 16));
};

/**
 * "2–4 pm", "10 am–12 pm", "9:30–11:30 am": the hours of a window. This and the two below are the one way the
 * site, the e-mails and the texts write a time (lower-case am/pm, minutes only when there are some).
 */
export function windowHours(window: Pick<WindowChoice, 'start' | 'end'>, locale: Locale = 'en'): string {
  if (locale !== 'en')
    return sameInEveryBrowser(
      spokenFormat(locale, window.start, window.end).formatRange(wallClock(window.start), wallClock(window.end)),
    );
  const from = clockAt(window.start);
  const to = clockAt(window.end, true);
  return from.half === to.half
    ? `${from.text}–${to.text} ${to.half}`
    : `${from.text} ${from.half}–${to.text} ${to.half}`;
}

/** "between 10 am and 12 pm": a window's hours in a sentence, as the On the Way message restates them. */
export function windowBetween(window: Pick<WindowChoice, 'start' | 'end'>): string {
  const from = clockAt(window.start);
  const to = clockAt(window.end, true);
  return `between ${from.text} ${from.half} and ${to.text} ${to.half}`;
}

/** "10 am", "10:32 am": the wall-clock time of an instant written with its offset, as the API writes them. */
export function clockWords(iso: string, locale: Locale = 'en'): string {
  if (locale !== 'en') return sameInEveryBrowser(spokenFormat(locale, iso).format(wallClock(iso)));
  const { text, half } = clockAt(iso);
  return `${text} ${half}`;
}

/**
 * An instant's wall-clock time as a UTC date, so `Intl` (told the zone is UTC) writes New York's hours whatever the
 * zone of the machine.
 */
function wallClock(iso: string): Date {
  const [year, month, day] = dateOf(iso).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hourOf(iso), Number(iso.slice(14, 16))));
}

/** Hours as the language writes them ("10 a.m."), with minutes only when one of the times has some. */
const spokenFormat = (locale: Locale, ...instants: string[]) =>
  new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: 'UTC',
    hour: 'numeric',
    ...(instants.some((iso) => iso.slice(14, 16) !== '00') ? { minute: '2-digit' } : {}),
  });

/** The day after a YYYY-MM-DD day. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** English writes the month short ("Thursday, Nov 26"), Spanish in full ("jueves, 26 de noviembre"). */
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' }),
  es: new Intl.DateTimeFormat(intlLocale.es, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }),
};
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' });

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** "Thursday, Nov 26"; in Spanish "jueves, 26 de noviembre". */
export function fullDay(date: string, locale: Locale = 'en'): string {
  return sameInEveryBrowser(dayFormats[locale].format(utcDate(date)));
}

/** "Today", "Tomorrow" or "Thursday, Nov 26", counted from `today` (YYYY-MM-DD in the business's zone). */
export function dayLabel(date: string, today: string, locale: Locale = 'en'): string {
  const { booking } = screenMessagesFor(locale);
  if (date === today) return booking.today;
  if (date === nextDay(today)) return booking.tomorrow;
  return fullDay(date, locale);
}

/** "today 2–4 pm", "tomorrow 8–10 am", "Thursday 10 am–12 pm": the short line of "Next available". */
export function nextAvailableText(
  window: Pick<WindowChoice, 'start' | 'end'>,
  today: string,
  locale: Locale = 'en',
): string {
  const date = dateOf(window.start);
  if (locale !== 'en') {
    // "hoy", "mañana" from Intl, which knows each language's word for the day after today.
    const relative = new Intl.RelativeTimeFormat(intlLocale[locale], { numeric: 'auto' });
    const named = date === today ? relative.format(0, 'day') : date === nextDay(today) ? relative.format(1, 'day') : '';
    const day =
      named || new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'UTC', weekday: 'long' }).format(utcDate(date));
    return `${day} ${windowHours(window, locale)}`;
  }
  const day = date === today ? 'today' : date === nextDay(today) ? 'tomorrow' : weekdayFormat.format(utcDate(date));
  return `${day} ${windowHours(window)}`;
}

/** "Tuesday, Nov 24, 8–10 am": a window in full, as the review and the confirmation say it. */
export function windowInWords(window: Pick<WindowChoice, 'start' | 'end'>, locale: Locale = 'en'): string {
  return `${fullDay(dateOf(window.start), locale)}, ${windowHours(window, locale)}`;
}

/** Today's date in a time zone, YYYY-MM-DD: what the browser uses for "Today" once it fetched the windows. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Windows grouped by day, in time order; days without a window are left out unless `closed` names them. */
export function groupByDay(windows: readonly WindowChoice[], closed: readonly { date: string; reason: string }[] = []) {
  const days = new Map<string, DayChoice>();
  for (const day of closed) days.set(day.date, { date: day.date, closed: day.reason, windows: [] });
  for (const window of windows) {
    const date = dateOf(window.start);
    const day = days.get(date) ?? { date, windows: [] };
    day.windows.push(window);
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The earliest window with a place left. */
export const firstFree = (days: readonly DayChoice[]) =>
  days.flatMap((day) => day.windows).find((window) => window.remaining > 0);

/** A window from its start alone (the end is the window's length later, same day, same offset). */
export function windowFrom(start: string, minutes: number): Pick<WindowChoice, 'start' | 'end'> {
  const startHour = hourOf(start);
  const endMinutes = startHour * 60 + Number(start.slice(14, 16)) + minutes;
  const hh = String(Math.floor(endMinutes / 60)).padStart(2, '0');
  const mm = String(endMinutes % 60).padStart(2, '0');
  return { start, end: `${start.slice(0, 11)}${hh}:${mm}${start.slice(16)}` };
}

const longDayOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};
// Made once per language, as the English ones are: a picker writes a day per row, and Intl's formatters are costly to build.
const longDayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', longDayOptions),
  es: new Intl.DateTimeFormat(intlLocale.es, longDayOptions),
};

/** "Friday, February 26, 2027": a business day (YYYY-MM-DD) in full, as the warranty's last day is said. */
export function longDate(date: string, locale: Locale = 'en'): string {
  return longDayFormats[locale].format(utcDate(date));
}
