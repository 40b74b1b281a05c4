import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, type CalendarVisit } from '../../server/kernel/calendar';

/** Unfolds and splits an iCalendar file into [name with parameters, value] pairs, as a calendar app reads it. */
function properties(ics: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter.
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted;
        if (line[i] === ':' && !quoted) return [line.slice(0, i), line.slice(i + 1)] as [string, string];
      }
      throw new Error(`no value in ${line}`);
    });
}

const visit: CalendarVisit = {
  uid: 'booking-7f3a@capitalappliancerepair.com',
  sequence: 0,
  start: new Date('2026-11-24T08:00:00-05:00'),
  end: new Date('2026-11-24T10:00:00-05:00'),
  summary: 'Washer repair visit',
  description: 'Reference CAR-7F3A.\nThe technician calls 30 minutes ahead.',
  location: '1 Main St, Silver Spring, MD 20901',
  organizer: { name: 'Capital Appliance Repair', email: 'service@capitalappliancerepair.com' },
  attendee: { name: 'Pat Doe', email: 'pat@example.com' },
  stamp: new Date('2026-11-23T17:00:00Z'),
};

describe('calendar invites', () => {
  it('give the window in UTC with a stable UID and the sequence', () => {
    const props = properties(calendarFile('REQUEST', [visit]));
    const value = (name: string) => props.find(([key]) => key === name)?.[1];
    expect(value('METHOD')).toBe('REQUEST');
    expect(value('DTSTART')).toBe('20261124T130000Z');
    expect(value('DTEND')).toBe('20261124T150000Z');
    expect(value('UID')).toBe('booking-7f3a@capitalappliancerepair.com');
    expect(value('SEQUENCE')).toBe('0');
    expect(value('STATUS')).toBe('CONFIRMED');
    expect(value('DESCRIPTION')).toBe('Reference CAR-7F3A.\\nThe technician calls 30 minutes ahead.');
  });

  it('cancel with the same UID and CANCELLED status', () => {
    const props = properties(calendarFile('CANCEL', [{ ...visit, sequence: 2 }]));
    expect(props).toContainEqual(['METHOD', 'CANCEL']);
    expect(props).toContainEqual(['UID', visit.uid]);
    expect(props).toContainEqual(['SEQUENCE', '2']);
    expect(props).toContainEqual(['STATUS', 'CANCELLED']);
  });

  it('keep what a visitor typed as text: no new property, line or parameter can come from it', () => {
    const hostile = {
      ...visit,
      location: 'x\r\nATTENDEE:mailto:boss@evil.example\r\nEND:VEVENT',
      description: 'a;b,c\\d\u0000\u2028e',
      attendee: { name: 'Pat"; ROLE=CHAIR:mailto:evil@example.com\n', email: 'pat@example.com' },
    };
    const ics = calendarFile('REQUEST', [hostile]);
    const props = properties(ics);
    expect(props.filter(([key]) => key.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(props.filter(([key]) => key === 'END')).toEqual([
      ['END', 'VEVENT'],
      ['END', 'VCALENDAR'],
    ]);
    expect(props).toContainEqual(['LOCATION', 'x\\nATTENDEE:mailto:boss@evil.example\\nEND:VEVENT']);
    expect(props).toContainEqual(['DESCRIPTION', 'a\\;b\\,c\\\\d\\ne']);
    expect(ics.includes('\u0000') || ics.includes('\u2028')).toBe(false);
    expect(props.find(([key]) => key.startsWith('ATTENDEE'))![0]).toBe(
      'ATTENDEE;CN="Pat; ROLE=CHAIR:mailto:evil@example.com";ROLE=REQ-PARTICIPANT',
    );
  });

  it('fold long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(escapeText('plain')).toBe('plain');
  });
});
