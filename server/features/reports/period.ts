import { business } from '../../../data/business';
import { localDate, nextDate, zonedInstant } from '../booking';
import { calendarDay } from '../../kernel/http/schemas';
import type { ReportPeriod } from './callbacks';

export type { ReportPeriod } from './callbacks';

/** The longest period one report covers: two years and a day, so any two calendar years fit. */
export const MAX_PERIOD_DAYS = 731;

export const periodMessages = {
  date: 'Please enter a real date, like 2026-11-01.',
  order: 'The end date must be on or after the start date.',
  tooLong: `A report covers at most ${MAX_PERIOD_DAYS} days; please choose a shorter period.`,
} as const;

export type PeriodRead =
  { ok: true; period: ReportPeriod } | { ok: false; from: string; to: string; errors: { from?: string; to?: string } };

/** A YYYY-MM-DD day that exists (no 2026-02-30) within the calendar's range; undefined for anything else. */
export const realDay = (value: string): string | undefined => calendarDay(value);

/** The period of two business-zone days, both included. */
export function periodOf(from: string, to: string): ReportPeriod {
  const zone = business.timeZone;
  return {
    from,
    to,
    start: new Date(zonedInstant(from, 0, zone)).toISOString(),
    end: new Date(zonedInstant(nextDate(to), 0, zone)).toISOString(),
  };
}

/** Days from `from` to `to`, both counted. */
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * Reads ?from=&to= as typed (already cleaned to one line): both empty is this month; anything else must be two
 * real days in order, at most MAX_PERIOD_DAYS long. A refusal keeps what was typed, to show it again.
 */
export function readPeriod(typed: { from: string; to: string }, now: Date): PeriodRead {
  if (typed.from === '' && typed.to === '') {
    const month = periodPresets(now)[0]!;
    return { ok: true, period: periodOf(month.from, month.to) };
  }
  const from = realDay(typed.from);
  const to = realDay(typed.to);
  const errors: { from?: string; to?: string } = {};
  if (!from) errors.from = periodMessages.date;
  if (!to) errors.to = periodMessages.date;
  else if (from && to < from) errors.to = periodMessages.order;
  else if (from && daysIn(from, to) > MAX_PERIOD_DAYS) errors.to = periodMessages.tooLong;
  if (!from || !to || errors.to) return { ok: false, from: typed.from, to: typed.to, errors };
  return { ok: true, period: periodOf(from, to) };
}

export interface PeriodPreset {
  label: string;
  from: string;
  to: string;
}

/** The last day of a YYYY-MM month. */
const monthEnd = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/**
 * The presets, from today in the business's zone: this month and last month (whole calendar months), this year
 * (the whole calendar year), and the last 12 months (the 365 or 366 days up to and including today).
 */
export function periodPresets(now: Date): PeriodPreset[] {
  const today = localDate(now.getTime(), business.timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastMonth = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return [
    { label: 'This month', from: day(year, month, 1), to: monthEnd(year, month) },
    {
      label: 'Last month',
      from: day(lastMonth.year, lastMonth.month, 1),
      to: monthEnd(lastMonth.year, lastMonth.month),
    },
    { label: 'This year', from: `${year}-01-01`, to: `${year}-12-31` },
    { label: 'Last 12 months', from: nextDate(yearBefore(today)), to: today },
  ];
}

/** The same day a year earlier (Feb 29 becomes Feb 28). */
function yearBefore(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const candidate = day(year - 1, month, dayOfMonth);
  return candidate.slice(5, 7) === date.slice(5, 7) ? candidate : monthEnd(year - 1, month);
}

/** The period as the query string of its links and CSV files. */
export const periodQuery = (period: { from: string; to: string }) =>
  `from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;
