/**
 * Arrival windows in words. The API writes each window in the business's wall-clock time with its offset
 * (2026-11-24T14:00:00-05:00), so the day and the hours are read straight from the text: the words are New York
 * time wherever the visitor's browser is, and server and browser render the same thing.
 */

import type { Locale } from '../../data/locale';
import { screenMessagesFor } from '../../data/messages/screens';

/*
 * No `Intl` here, on purpose: this module runs in the browser on arrival ("Next available", booking's windows), and
 * a page's first `Intl.DateTimeFormat` loads the browser's locale and time-zone data, 90–400 ms of one task on this
 * machine's Chromium, most of a phone's blocking time on the pages that show a window. The names of two languages'
 * days and months are a few words, and server and browser then write the same bytes, where Node's and Chromium's
 * ICU disagree on spaces (React rebuilt the Spanish step over a narrow no-break space). test/i18n/window-words.test.ts
 * holds every day and hour written here to what Node's `Intl` writes, spaces made plain.
 */

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};
const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};
/** English's short month: "Nov", "Sep" (Intl's en-US), the first three letters of every month. */
const shortMonth = (month: number) => MONTHS.en[month]!.slice(0, 3);
/** Spanish's half of the day, as es-US writes it; the no-break space before it keeps "1 p.m." on one line. */
const spanishHalf = (half: 'am' | 'pm') => (half === 'am' ? '\u00a0a.m.' : '\u00a0p.m.');

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
  if (locale !== 'en') return spanishHours(window.start, window.end);
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
  if (locale !== 'en') {
    const { text, half } = spanishClock(iso, hasMinutes(iso));
    return `${text}${spanishHalf(half)}`;
  }
  const { text, half } = clockAt(iso);
  return `${text} ${half}`;
}

const hasMinutes = (...isos: string[]) => isos.some((iso) => iso.slice(14, 16) !== '00');

/** Spanish writes the minutes of both times when either has some ("9:00–11:30 a.m."), as es-US does. */
function spanishClock(iso: string, minutes: boolean, end = false) {
  const { text, half } = clockAt(iso, end);
  return { text: minutes && !text.includes(':') ? `${text}:00` : text, half };
}

/** "9–11 a.m.", "10 a.m. – 12 p.m.", "9:30–11:30 a.m.": a window's hours as es-US writes a range of them. */
function spanishHours(start: string, end: string): string {
  const minutes = hasMinutes(start, end);
  const from = spanishClock(start, minutes);
  const to = spanishClock(end, minutes, true);
  return from.half === to.half
    ? `${from.text}–${to.text}${spanishHalf(to.half)}`
    : `${from.text}${spanishHalf(from.half)} – ${to.text}${spanishHalf(to.half)}`;
}

/** The day after a YYYY-MM-DD day. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** "Thursday, Nov 26"; in Spanish, the month in full: "jueves, 26 de noviembre". */
export function fullDay(date: string, locale: Locale = 'en'): string {
  const day = utcDate(date);
  const weekday = WEEKDAYS[locale][day.getUTCDay()]!;
  return locale === 'en'
    ? `${weekday}, ${shortMonth(day.getUTCMonth())} ${day.getUTCDate()}`
    : `${weekday}, ${day.getUTCDate()} de ${MONTHS[locale][day.getUTCMonth()]!}`;
}

/** "Today", "Tomorrow" or "Thursday, Nov 26", counted from `today` (YYYY-MM-DD in the business's zone). */
export function dayLabel(date: string, today: string, locale: Locale = 'en'): string {
  const { booking } = screenMessagesFor(locale);
  if (date === today) return booking.today;
  if (date === nextDay(today)) return booking.tomorrow;
  return fullDay(date, locale);
}

/** The words for the business's today and tomorrow in a sentence. */
const NEAR_DAYS: Record<Locale, readonly [string, string]> = { en: ['today', 'tomorrow'], es: ['hoy', 'mañana'] };

/** "today 2–4 pm", "tomorrow 8–10 am", "Thursday 10 am–12 pm": the short line of "Next available". */
export function nextAvailableText(
  window: Pick<WindowChoice, 'start' | 'end'>,
  today: string,
  locale: Locale = 'en',
): string {
  const date = dateOf(window.start);
  const [todayWord, tomorrowWord] = NEAR_DAYS[locale];
  const day =
    date === today ? todayWord : date === nextDay(today) ? tomorrowWord : WEEKDAYS[locale][utcDate(date).getUTCDay()]!;
  return `${day} ${windowHours(window, locale)}`;
}

/** "Tuesday, Nov 24, 8–10 am": a window in full, as the review and the confirmation say it. */
export function windowInWords(window: Pick<WindowChoice, 'start' | 'end'>, locale: Locale = 'en'): string {
  return `${fullDay(dateOf(window.start), locale)}, ${windowHours(window, locale)}`;
}

/**
 * The business's date today, from an availability answer: the day it was read on (`today`), or the next once the
 * clock has passed that day's midnight in New York (`todayEnds`), for an answer kept in a cache across midnight.
 * The server works the day out, so the browser needs no time-zone data.
 */
export function todayOf(answer: { today: string; todayEnds: string }, now = Date.now()): string {
  return now >= Date.parse(answer.todayEnds) ? nextDay(answer.today) : answer.today;
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

/** "Friday, February 26, 2027": a business day (YYYY-MM-DD) in full, as the warranty's last day is said. */
export function longDate(date: string, locale: Locale = 'en'): string {
  const day = utcDate(date);
  const weekday = WEEKDAYS[locale][day.getUTCDay()]!;
  const month = MONTHS[locale][day.getUTCMonth()]!;
  return locale === 'en'
    ? `${weekday}, ${month} ${day.getUTCDate()}, ${day.getUTCFullYear()}`
    : `${weekday}, ${day.getUTCDate()} de ${month} de ${day.getUTCFullYear()}`;
}
