import { instant } from '../../server/kernel/db/engine';

const nyDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The business day (YYYY-MM-DD in America/New_York) of an instant as either engine returns it, found by Intl: the
 * reports' tests count raw rows by it, independently of the periods and days the server computes.
 */
export const newYorkDayOf = (at: unknown): string => nyDay.format(new Date(instant(at)));
