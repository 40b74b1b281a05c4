import { stringify } from 'csv-stringify/sync';
import { business } from '../../data/business';
import { formulaSafe, multiLine, oneLine } from '../../data/text';
import { serviceLabel } from './mailer';
import type { StoredLead } from './store';

const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: business.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-07-04 12:30": when the lead came in, on the office's clock; sorts and reads well in a spreadsheet. */
export function businessTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const CSV_COLUMNS = [
  { key: 'received', header: 'Received (ET)' },
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'E-mail' },
  { key: 'service', header: 'Service' },
  { key: 'message', header: 'Message' },
  { key: 'receivedAt', header: 'Received (UTC)' },
  { key: 'id', header: 'Lead ID' },
];

/**
 * RFC 4180 CSV: CRLF between records, fields with commas, quotes or line breaks quoted, quotes doubled.
 * Visitor text is cleaned as the form cleans it (older leads may predate that), and a cell whose first
 * visible character is = + - @ (past any leading controls and spaces) gets a leading ' so a spreadsheet shows
 * it instead of running it as a formula. A byte order mark lets Excel read the UTF-8 names correctly.
 */
export function leadsCsv(leads: StoredLead[]): string {
  const records = leads.map((lead) => ({
    received: businessTime(lead.receivedAt),
    name: formulaSafe(oneLine(lead.name)),
    phone: formulaSafe(oneLine(lead.phone)),
    email: formulaSafe(oneLine(lead.email)),
    service: formulaSafe(oneLine(serviceLabel(lead.service))),
    message: formulaSafe(multiLine(lead.message)),
    receivedAt: lead.receivedAt,
    id: lead.id,
  }));
  return stringify(records, {
    header: true,
    columns: CSV_COLUMNS,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    bom: true,
  });
}
