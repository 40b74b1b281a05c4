import { bookingRules, weekdayOf, windowStartsOn, type ClosedDay } from '../../../../data/booking';
import { isoInZone, localDate, nextDate, zonedInstant } from '../../../kernel/time-zone';

/** One arrival window as the API and the pages show it: ISO times with the business's offset on that day. */
export interface ArrivalWindow {
  start: string;
  end: string;
  /** Visits still free in it; 0 when full. */
  remaining: number;
}

/** The rules of the calendar that may change while the site runs: capacity per window and the closed days. */
export interface ScheduleRules {
  /** Visits the window starting `startMinutes` after midnight on `date` (YYYY-MM-DD, business zone) can take. */
  capacityOf(date: string, startMinutes: number): number;
  closedDays: readonly ClosedDay[];
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

interface DayWindow {
  startMinutes: number;
  startsAt: number;
  start: string;
  end: string;
}

const dayWindows = new Map<string, DayWindow[]>();

/**
 * The arrival windows of one day, as instants and ISO text. Each costs a handful of Intl look-ups (about 35 µs
 * apiece on Node 20), some 17 ms for the horizon's 80 windows, and a day's windows never change, so they are
 * worked out once per day and kept; the cache holds a few weeks of days at most.
 */
function windowsOfDay(date: string): DayWindow[] {
  const { timeZone, windowMinutes } = bookingRules;
  let windows = dayWindows.get(date);
  if (windows) return windows;
  windows = windowStartsOn(weekdayOf(date)).map((startMinutes) => {
    const startsAt = zonedInstant(date, startMinutes, timeZone);
    const endsAt = zonedInstant(date, Math.min(startMinutes + windowMinutes, DAY_MINUTES), timeZone);
    return { startMinutes, startsAt, start: isoInZone(startsAt, timeZone), end: isoInZone(endsAt, timeZone) };
  });
  if (dayWindows.size >= 64) dayWindows.delete(dayWindows.keys().next().value!);
  dayWindows.set(date, windows);
  return windows;
}

let horizon: { today: string; days: number; dates: string[] } | undefined;

/** The days of the horizon from today, kept until the day changes (date arithmetic is not free either). */
function horizonDates(today: string, days: number): string[] {
  if (horizon?.today !== today || horizon.days !== days)
    horizon = { today, days, dates: Array.from({ length: days }, (_, offset) => nextDate(today, offset)) };
  return horizon.dates;
}

export interface AvailabilityInput {
  now: Date;
  /** Visits already booked per window, keyed by the window's start instant (ms since the epoch). */
  booked: ReadonlyMap<number, number>;
  /** Visits a window can take; the office may change it per weekday and window. */
  capacity?: (date: string, startMinutes: number) => number;
  closedDays?: readonly ClosedDay[];
}

/** One day of the horizon: its windows, or why there are none. */
export interface AvailabilityDay {
  date: string;
  closed?: string;
  windows: (ArrivalWindow & { startsAt: number })[];
}

/**
 * Every arrival window from now to the end of the horizon that can still be booked (not past its notice), day
 * by day in the business's time zone, with what is left in each. Full windows stay in the list with 0 left.
 */
export function availability({
  now,
  booked,
  capacity = () => bookingRules.capacity,
  closedDays = bookingRules.closedDays,
}: AvailabilityInput): AvailabilityDay[] {
  const { timeZone, noticeMinutes, horizonDays } = bookingRules;
  const bookableFrom = now.getTime() + noticeMinutes * MINUTE;
  const today = localDate(now.getTime(), timeZone);
  const days: AvailabilityDay[] = [];
  for (const date of horizonDates(today, horizonDays)) {
    const closed = closedDays.find((day) => day.date === date);
    if (closed) {
      days.push({ date, closed: closed.reason, windows: [] });
      continue;
    }
    const windows = windowsOfDay(date).flatMap((window) => {
      if (window.startsAt < bookableFrom) return [];
      const remaining = Math.max(0, capacity(date, window.startMinutes) - (booked.get(window.startsAt) ?? 0));
      return [{ start: window.start, end: window.end, remaining, startsAt: window.startsAt }];
    });
    days.push({ date, windows });
  }
  return days;
}
