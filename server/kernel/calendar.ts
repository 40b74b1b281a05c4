/**
 * iCalendar (RFC 5545) invites for a booked visit. Times are written in UTC (the Z form), so no calendar has
 * to know New York's daylight-saving rules to show the right hour. Every text value is escaped and every line
 * folded, so nothing a visitor typed can add a property or break the file.
 */

import { multiLine, oneLine } from '../../data/text';

export interface CalendarVisit {
  /** Stable for the life of the booking, so updates and cancellations replace the same event. */
  uid: string;
  /** Raised on every change; calendars ignore an update whose sequence is not higher. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  /** Left out of a PUBLISH invite: an attendee is what makes a calendar ask for an RSVP (decision 0024). */
  attendee?: { name: string; email: string } | undefined;
  /** The visit's own page (the manage link), as the event's URL. */
  url?: string | undefined;
  /** A reminder this many minutes before the start (a VALARM). */
  alarmMinutesBefore?: number | undefined;
  /** When this version of the invite was made. */
  stamp: Date;
  /** Shown as free time (TRANSP:TRANSPARENT): a visit that has ended no longer holds the technician's hour. */
  transparent?: boolean | undefined;
}

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** 20261124T130000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A TEXT value: cleaned as a multi-line field (data/text.ts: no control or invisible character, every kind of
 * line break an LF), then backslash, semicolon, comma and newline escaped.
 */
export function escapeText(value: string): string {
  return multiLine(value).replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

/** A quoted parameter value (a CN): one clean line (data/text.ts), without the quotes it cannot hold. */
function paramValue(value: string): string {
  return `"${oneLine(value).replace(/"/g, '')}"`;
}

/** Folds a content line at 75 octets, never inside a UTF-8 character, continuing with CRLF and a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A URI value (RFC 5545 3.3.13, not TEXT, so not backslash-escaped): one line, percent-encoded. */
function uriValue(url: string): string {
  return encodeURI(oneLine(url));
}

function mailto(email: string): string {
  return `mailto:${encodeURI(email).replace(/[?#;,]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * One VEVENT in a VCALENDAR. The customer's invites are PUBLISH (an event to add, no reply asked) and CANCEL
 * (withdraws it, no reply asked; RFC 5546 3.2.1 and 3.2.5); REQUEST, which asks each attendee to accept or
 * decline, is not sent, since nobody reads those answers (decision 0024). The office's feed is PUBLISH too.
 */
export function calendarFile(method: CalendarMethod, visits: readonly CalendarVisit[], name?: string): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Capital Appliance Repair//Booking//EN'];
  lines.push('CALSCALE:GREGORIAN', `METHOD:${method}`);
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const visit of visits) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(visit.uid)}`,
      `SEQUENCE:${visit.sequence}`,
      `DTSTAMP:${utcStamp(visit.stamp)}`,
      `DTSTART:${utcStamp(visit.start)}`,
      `DTEND:${utcStamp(visit.end)}`,
      `SUMMARY:${escapeText(visit.summary)}`,
      `DESCRIPTION:${escapeText(visit.description)}`,
      `LOCATION:${escapeText(visit.location)}`,
      ...(visit.url ? [`URL:${uriValue(visit.url)}`] : []),
      `ORGANIZER;CN=${paramValue(visit.organizer.name)}:${mailto(visit.organizer.email)}`,
      ...(visit.attendee
        ? [`ATTENDEE;CN=${paramValue(visit.attendee.name)};ROLE=REQ-PARTICIPANT:${mailto(visit.attendee.email)}`]
        : []),
      `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
      `TRANSP:${visit.transparent ? 'TRANSPARENT' : 'OPAQUE'}`,
    );
    if (visit.alarmMinutesBefore !== undefined && method !== 'CANCEL') {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(visit.summary)}`,
        `TRIGGER:-PT${Math.max(0, Math.round(visit.alarmMinutesBefore))}M`,
        'END:VALARM',
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
