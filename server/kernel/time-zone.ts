/**
 * Wall-clock time in a named zone (the business runs in America/New_York; rows are stored in UTC): the calendar
 * day an instant falls on, the instant a local time happens, and ISO text with the zone's offset on that day.
 * Intl does the daylight-saving rules; nothing here knows a feature.
 */

const MINUTE = 60_000;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
/** The zone's wall clock minus UTC at an instant, in ms, as Intl reads it (a few µs each: formatToParts). */
function readOffset(instant: number, timeZone: string): number {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((t) =>
    Number(part[t]),
  ) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

const QUARTER_HOUR = 15 * MINUTE;
/** Enough quarter hours for every window and timestamp of a busy screen; past it the cache starts again. */
const OFFSETS_KEPT = 20_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * The offset at an instant, remembered by quarter hour: a week's Schedule asks it a few thousand times for a few
 * dozen windows, and Intl's answer cost more than drawing the page. Zones change their offset on a quarter hour
 * (Lord Howe Island's on the half hour), so a quarter whose first and last ms agree has one offset throughout; one
 * that does not (an odd historical change) is read each time.
 */
function offsetMs(instant: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const quarter = Math.floor(instant / QUARTER_HOUR);
  const known = zone.get(quarter);
  if (known !== undefined) return known;
  const offset = readOffset(instant, timeZone);
  const first = quarter * QUARTER_HOUR;
  if (readOffset(first, timeZone) === offset && readOffset(first + QUARTER_HOUR - 1, timeZone) === offset) {
    if (zone.size >= OFFSETS_KEPT) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

/** The zone's offset from UTC at an instant, in minutes (-300 for New York in winter, -240 in summer). */
export function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round(offsetMs(instant, timeZone) / MINUTE);
}

/** The calendar day an instant falls on in the zone, YYYY-MM-DD. */
export function localDate(instant: number, timeZone: string): string {
  return new Date(Math.floor(instant / 1000) * 1000 + offsetMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant a wall-clock time (minutes after midnight) on a day happens in the zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  // The offset at the wall-clock time read as UTC is at most one change away from the real one; a second look
  // settles it on daylight-saving days.
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * MINUTE;
  instant = asUtc - offsetMinutes(instant, timeZone) * MINUTE;
  return instant;
}

/** 2026-11-24T08:00:00-05:00: the instant written in the zone's wall-clock time with its offset. */
export function isoInZone(instant: number, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The day after a YYYY-MM-DD day. */
export function nextDate(date: string, days = 1): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
