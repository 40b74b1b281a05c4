/**
 * The site writes days and hours without `Intl` (views/components/window-words.ts), so that a page showing a window
 * does not load the browser's locale and time-zone data on arrival. These hold its words to what `Intl` writes in
 * Node, spaces made plain and a no-break space before "a.m."/"p.m.", for every day of three years and every window
 * the schedule can offer, in English and Spanish: the words a visitor reads did not change.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../data/locale';
import {
  clockWords,
  fullDay,
  longDate,
  nextAvailableText,
  todayOf,
  windowHours,
} from '../../views/components/window-words';

const intlTag: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
const asPagesWriteIt = (words: string) =>
  words.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/ (?=[ap]\.m\.)/g, '\u00a0');

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
const days = everyDay('2026-01-01', '2028-12-31');
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Every window of 1–3 hours starting on the hour or the half hour, ending by midnight, on a winter day. */
const windows = Array.from({ length: 48 }, (_, half) => half * 30).flatMap((startMinutes) =>
  [60, 120, 180]
    .filter((length) => startMinutes + length < 24 * 60)
    .map((length) => {
      const at = (minutes: number) =>
        `2026-01-02T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00-05:00`;
      return { start: at(startMinutes), end: at(startMinutes + length) };
    }),
);
/** An instant written with its offset, as the UTC date Intl is told to read in UTC. */
const wallClock = (iso: string) => new Date(`${iso.slice(0, 19)}Z`);

describe('days in words, without Intl', () => {
  it.for(['en', 'es'] as const)('names every day of 2026–2028 as Intl does (%s)', (locale) => {
    const short = new Intl.DateTimeFormat(intlTag[locale], {
      timeZone: 'UTC',
      weekday: 'long',
      month: locale === 'en' ? 'short' : 'long',
      day: 'numeric',
    });
    const long = new Intl.DateTimeFormat(intlTag[locale], {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const differ = days.filter(
      (day) =>
        fullDay(day, locale) !== asPagesWriteIt(short.format(utc(day))) ||
        longDate(day, locale) !== asPagesWriteIt(long.format(utc(day))),
    );
    expect(differ).toEqual([]);
    expect(fullDay('2026-09-03', locale)).toBe(locale === 'en' ? 'Thursday, Sep 3' : 'jueves, 3 de septiembre');
  });

  it.for(['en', 'es'] as const)('says today, tomorrow and then the weekday in "Next available" (%s)', (locale) => {
    const relative = new Intl.RelativeTimeFormat(intlTag[locale], { numeric: 'auto' });
    const weekday = new Intl.DateTimeFormat(intlTag[locale], { timeZone: 'UTC', weekday: 'long' });
    const window = (date: string) => ({ start: `${date}T10:00:00-05:00`, end: `${date}T12:00:00-05:00` });
    const hours = windowHours(window('2026-01-02'), locale);
    const [todayWord, tomorrowWord] =
      locale === 'en' ? ['today', 'tomorrow'] : [relative.format(0, 'day'), relative.format(1, 'day')];
    expect(nextAvailableText(window('2026-12-31'), '2026-12-31', locale)).toBe(`${todayWord} ${hours}`);
    expect(nextAvailableText(window('2027-01-01'), '2026-12-31', locale)).toBe(`${tomorrowWord} ${hours}`);
    for (const day of everyDay('2027-01-02', '2027-01-08'))
      expect(nextAvailableText(window(day), '2026-12-31', locale)).toBe(`${weekday.format(utc(day))} ${hours}`);
  });
});

describe('hours in Spanish, without Intl', () => {
  it('writes every window the schedule can offer as es-US does', () => {
    const differ = windows.filter((window) => {
      const minutes = [window.start, window.end].some((iso) => iso.slice(14, 16) !== '00');
      const format = new Intl.DateTimeFormat('es-US', {
        timeZone: 'UTC',
        hour: 'numeric',
        ...(minutes ? { minute: '2-digit' } : {}),
      });
      const expected = asPagesWriteIt(format.formatRange(wallClock(window.start), wallClock(window.end)));
      return windowHours(window, 'es') !== expected;
    });
    expect(differ).toEqual([]);
    expect(windows.length).toBeGreaterThan(130);
  });

  it('writes every clock time as es-US does', () => {
    const times = Array.from({ length: 24 * 4 }, (_, quarter) => {
      const minutes = quarter * 15;
      return `2026-01-02T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00-05:00`;
    });
    const differ = times.filter((iso) => {
      const format = new Intl.DateTimeFormat('es-US', {
        timeZone: 'UTC',
        hour: 'numeric',
        ...(iso.slice(14, 16) !== '00' ? { minute: '2-digit' } : {}),
      });
      return clockWords(iso, 'es') !== asPagesWriteIt(format.format(wallClock(iso)));
    });
    expect(differ).toEqual([]);
  });
});

describe("the business's today, from an availability answer", () => {
  it('is the day the answer was read on until its midnight in New York, then the next', () => {
    const answer = { today: '2026-03-07', todayEnds: '2026-03-08T05:00:00.000Z' };
    expect(todayOf(answer, Date.parse('2026-03-08T04:59:59.999Z'))).toBe('2026-03-07');
    expect(todayOf(answer, Date.parse('2026-03-08T05:00:00.000Z'))).toBe('2026-03-08');
  });
});
