/**
 * Spanish says "antes de la 1 p.m." but "antes de las 3 p.m." (issue 41 item 6: natural Spanish): the hold's page,
 * the held booking's answer and the Book a Visit card name the hour with its article. And the pages write a
 * window's hours with the same bytes on the server as in the browser, whose ICU spaces them otherwise.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../data/messages';
import { clockWords, fullDay, windowHours, windowInWords } from '../../views/components/window-words';

const { hold, booking, common } = messagesFor('es');

describe('an hour after "antes de" in Spanish', () => {
  it('takes "la" for one o’clock and "las" for every other hour', () => {
    expect(hold.pressAfter('1 p.m.')).toContain(' antes de la 1 p.m. (hora de Nueva York)');
    expect(hold.pressAfter('1:30 p.m.')).toContain(' antes de la 1:30 p.m. ');
    expect(hold.pressAfter('11 a.m.')).toContain(' antes de las 11 a.m. ');
    expect(booking.heldOpenAfter('1:15 p.m.', 'martes')).toContain('(antes de la 1:15 p.m., hora de Nueva York)');
    expect(booking.heldOpenAfter('12 p.m.', 'martes')).toContain('(antes de las 12 p.m., hora de Nueva York)');
    expect(common.bookVisitFeeRest('2 p.m.')).toContain('si reserva antes de las 2 p.m.');
  });
});

describe('a window’s hours in Spanish on a page', () => {
  // Node's ICU writes "9–11 a.m." with a narrow no-break space before "a.m.", Chromium's with a plain one; a page
  // rendered with the first and hydrated with the second was rebuilt by React, with an error, on /es/book's step 2.
  const unusualSpaces = /[\u2009\u202f]/;
  const nbsp = '\u00a0';

  it('writes plain spaces, and a no-break space before a.m. and p.m. alone, whatever the ICU', () => {
    const windows = [
      { start: '2026-11-24T09:00:00-05:00', end: '2026-11-24T11:00:00-05:00' },
      { start: '2026-11-24T11:00:00-05:00', end: '2026-11-24T13:00:00-05:00' },
      { start: '2026-11-24T09:30:00-05:00', end: '2026-11-24T11:30:00-05:00' },
    ];
    const written = windows.flatMap((window) => [
      windowHours(window, 'es'),
      windowInWords(window, 'es'),
      clockWords(window.start, 'es'),
      fullDay('2026-11-24', 'es'),
    ]);
    expect(written.filter((words) => unusualSpaces.test(words))).toEqual([]);
    expect(windowHours(windows[0]!, 'es')).toBe(`9–11${nbsp}a.m.`);
    expect(windowInWords(windows[1]!, 'es')).toBe(`martes, 24 de noviembre, 11${nbsp}a.m. – 1${nbsp}p.m.`);
    expect(clockWords(windows[2]!.start, 'es')).toBe(`9:30${nbsp}a.m.`);
  });
});
