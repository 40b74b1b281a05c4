import { describe, expect, it } from 'vitest';
import { bookingRules, windowStartsOn } from '../../data/booking';
import { isoInZone, localDate, offsetMinutes, zonedInstant } from '../../server/kernel/time-zone';
import { availability } from '../../server/features/booking/availability/schedule';

const NY = 'America/New_York';
const none = new Map<number, number>();
/** A moment given as New York wall-clock time with its offset, the way a homeowner would read a clock. */
const at = (iso: string) => new Date(iso);
const dayOf = (now: string, date: string) => availability({ now: at(now), booked: none }).find((d) => d.date === date);
const startsOf = (now: string, date: string) => dayOf(now, date)?.windows.map((w) => w.start.slice(11, 16)) ?? [];

describe('arrival windows', () => {
  it('are two hours long, every two hours from opening, the last starting two hours before closing', () => {
    // Monday to Saturday 8 AM to 8 PM; Sunday 9 AM to 6 PM.
    expect(windowStartsOn('Monday').map((m) => m / 60)).toEqual([8, 10, 12, 14, 16, 18]);
    expect(windowStartsOn('Saturday').map((m) => m / 60)).toEqual([8, 10, 12, 14, 16, 18]);
    expect(windowStartsOn('Sunday').map((m) => m / 60)).toEqual([9, 11, 13, 15]);
  });

  it('on an ordinary weekday offer six windows with two places each, in New York time', () => {
    const tuesday = dayOf('2026-11-23T21:00:00-05:00', '2026-11-24')!;
    expect(tuesday.windows.map(({ start, end, remaining }) => ({ start, end, remaining }))).toEqual(
      [8, 10, 12, 14, 16, 18].map((hour) => ({
        start: `2026-11-24T${String(hour).padStart(2, '0')}:00:00-05:00`,
        end: `2026-11-24T${String(hour + 2).padStart(2, '0')}:00:00-05:00`,
        remaining: bookingRules.capacity,
      })),
    );
  });

  it('on a Sunday follow Sunday hours', () => {
    expect(startsOf('2026-11-27T12:00:00-05:00', '2026-11-29')).toEqual(['09:00', '11:00', '13:00', '15:00']);
  });

  it('skip a closed day and say why', () => {
    const thanksgiving = dayOf('2026-11-23T12:00:00-05:00', '2026-11-26')!;
    expect(thanksgiving).toEqual({ date: '2026-11-26', closed: 'Closed for Thanksgiving', windows: [] });
  });

  it('can be booked until two hours before they start: 7:59 yes, 8:01 no for the 10 AM window', () => {
    expect(startsOf('2026-11-24T07:59:00-05:00', '2026-11-24')[0]).toBe('10:00');
    expect(startsOf('2026-11-24T08:01:00-05:00', '2026-11-24')[0]).toBe('12:00');
    expect(startsOf('2026-11-24T08:00:00-05:00', '2026-11-24')[0]).toBe('10:00');
  });

  it('run to the end of the horizon, today included, and turn over at midnight in New York, not UTC', () => {
    // 11:30 PM in New York is already the next day in UTC.
    const days = availability({ now: at('2026-11-24T23:30:00-05:00'), booked: none });
    expect(days).toHaveLength(bookingRules.horizonDays);
    expect(days[0]!.date).toBe('2026-11-24');
    expect(days[0]!.windows).toEqual([]);
    expect(days.at(-1)!.date).toBe('2026-12-07');
    const justAfterMidnight = availability({ now: at('2026-11-25T00:01:00-05:00'), booked: none });
    expect(justAfterMidnight[0]!.date).toBe('2026-11-25');
    expect(justAfterMidnight[0]!.windows[0]!.start).toBe('2026-11-25T08:00:00-05:00');
  });

  it('show what is left, and a full window with 0 left rather than hiding it', () => {
    const start = zonedInstant('2026-11-24', 10 * 60, NY);
    const booked = new Map([
      [start, 2],
      [zonedInstant('2026-11-24', 12 * 60, NY), 1],
    ]);
    const tuesday = availability({ now: at('2026-11-23T12:00:00-05:00'), booked }).find(
      (d) => d.date === '2026-11-24',
    )!;
    expect(tuesday.windows.map((w) => w.remaining)).toEqual([2, 0, 1, 2, 2, 2]);
  });

  it('take the capacity the office sets per day and window', () => {
    const days = availability({
      now: at('2026-11-23T12:00:00-05:00'),
      booked: none,
      capacity: (date, minutes) => (date === '2026-11-24' && minutes === 8 * 60 ? 5 : 1),
    });
    expect(days.find((d) => d.date === '2026-11-24')!.windows.map((w) => w.remaining)).toEqual([5, 1, 1, 1, 1, 1]);
  });
});

describe('daylight saving time', () => {
  it('on 8 March 2026 (clocks forward) windows start at the same wall-clock times, now at -04:00', () => {
    const saturday = dayOf('2026-03-06T12:00:00-05:00', '2026-03-07')!;
    const sunday = dayOf('2026-03-06T12:00:00-05:00', '2026-03-08')!;
    expect(saturday.windows[0]!.start).toBe('2026-03-07T08:00:00-05:00');
    expect(sunday.windows.map((w) => w.start)).toEqual([
      '2026-03-08T09:00:00-04:00',
      '2026-03-08T11:00:00-04:00',
      '2026-03-08T13:00:00-04:00',
      '2026-03-08T15:00:00-04:00',
    ]);
    // 9 AM EDT is 13:00 UTC; the day before, 8 AM EST was 13:00 UTC as well.
    expect(new Date(sunday.windows[0]!.start).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(new Date(saturday.windows[0]!.start).toISOString()).toBe('2026-03-07T13:00:00.000Z');
  });

  it('on 1 November 2026 (clocks back) windows start at the same wall-clock times, back at -05:00', () => {
    const saturday = dayOf('2026-10-30T12:00:00-04:00', '2026-10-31')!;
    const sunday = dayOf('2026-10-30T12:00:00-04:00', '2026-11-01')!;
    expect(saturday.windows[0]!.start).toBe('2026-10-31T08:00:00-04:00');
    expect(sunday.windows.map((w) => w.start.slice(11))).toEqual([
      '09:00:00-05:00',
      '11:00:00-05:00',
      '13:00:00-05:00',
      '15:00:00-05:00',
    ]);
    expect(new Date(sunday.windows[0]!.start).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('converts wall-clock times around the changes both ways', () => {
    expect(offsetMinutes(Date.parse('2026-03-08T06:59:00Z'), NY)).toBe(-300);
    expect(offsetMinutes(Date.parse('2026-03-08T07:00:00Z'), NY)).toBe(-240);
    expect(offsetMinutes(Date.parse('2026-11-01T05:59:00Z'), NY)).toBe(-240);
    expect(offsetMinutes(Date.parse('2026-11-01T06:00:00Z'), NY)).toBe(-300);
    expect(isoInZone(zonedInstant('2026-11-01', 8 * 60, NY), NY)).toBe('2026-11-01T08:00:00-05:00');
    expect(isoInZone(zonedInstant('2026-03-08', 8 * 60, NY), NY)).toBe('2026-03-08T08:00:00-04:00');
    expect(localDate(Date.parse('2026-11-25T04:59:00Z'), NY)).toBe('2026-11-24');
    expect(localDate(Date.parse('2026-11-25T05:00:00Z'), NY)).toBe('2026-11-25');
  });
});
