import { describe, expect, it } from 'vitest';
import { isoInZone, localDate, offsetMinutes } from '../../server/kernel/time-zone';

const MINUTE = 60_000;

/** The offset as Intl names it ("GMT-04:00", "GMT+10:30", "GMT"), read without the module's remembered answers. */
const namers = new Map<string, Intl.DateTimeFormat>();
function namedOffset(instant: number, timeZone: string): number {
  if (!namers.has(timeZone))
    namers.set(timeZone, new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }));
  const name = namers
    .get(timeZone)!
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Every minute of the three hours either side of an instant, in an order that visits each quarter hour twice. */
function minutesAround(iso: string): number[] {
  const centre = Date.parse(iso);
  const forward = Array.from({ length: 360 }, (_, i) => centre + (i - 180) * MINUTE);
  return [...forward.slice().reverse(), ...forward];
}

describe('the zone arithmetic, asked again and again as a week of visits asks it', () => {
  it('gives New York the same offset and calendar day as Intl at every minute around both 2026 clock changes', () => {
    for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2026-11-25T05:00:00Z'])
      for (const instant of minutesAround(change)) {
        const offset = namedOffset(instant, 'America/New_York');
        expect(offsetMinutes(instant, 'America/New_York')).toBe(offset);
        expect(localDate(instant, 'America/New_York')).toBe(
          new Date(instant + offset * MINUTE).toISOString().slice(0, 10),
        );
      }
  });

  it('keeps zones apart, a half-hour change (Lord Howe Island) and a quarter-hour offset (Kathmandu) included', () => {
    const cases: [string, string][] = [
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
      ['Asia/Kathmandu', '2026-06-01T18:15:00Z'],
      ['Europe/London', '2026-10-25T01:00:00Z'],
    ];
    for (const [zone, change] of cases)
      for (const instant of minutesAround(change))
        expect(offsetMinutes(instant, zone)).toBe(namedOffset(instant, zone));
    // Lord Howe Island's clocks go forward at 15:30 UTC, on the half hour.
    expect(isoInZone(Date.parse('2026-10-03T15:29:00Z'), 'Australia/Lord_Howe')).toBe('2026-10-04T01:59:00+10:30');
    expect(isoInZone(Date.parse('2026-10-03T15:30:00Z'), 'Australia/Lord_Howe')).toBe('2026-10-04T02:30:00+11:00');
    expect(isoInZone(Date.parse('2026-11-24T13:00:00Z'), 'America/New_York')).toBe('2026-11-24T08:00:00-05:00');
  });

  it('refuses an instant that is not one, as Intl does', () => {
    expect(() => localDate(Number.NaN, 'America/New_York')).toThrow(RangeError);
    expect(() => offsetMinutes(Number.NaN, 'America/New_York')).toThrow(RangeError);
  });
});
