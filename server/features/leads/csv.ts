import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { business } from '../../../data/business';
import { formulaSafe, multiLine, oneLine } from '../../../data/text';
import { serviceLabel } from '../../kernel/mail/mailer';
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

/** The office's leads.csv: the same columns, and where the office is with each lead and its notes. */
const OFFICE_CSV_COLUMNS = [
  ...CSV_COLUMNS.slice(0, 6),
  { key: 'status', header: 'Status' },
  { key: 'notes', header: 'Notes' },
  ...CSV_COLUMNS.slice(6),
];

/** A lead as the office's file has it: with its status and notes (oldest first). */
export interface CsvLead extends StoredLead {
  status: string;
  notes: readonly { at: string; authorEmail: string; body: string }[];
}

/** One CSV record of a lead, its visitor text cleaned and made formula-safe. */
function leadRecord(lead: StoredLead): Record<string, string> {
  return {
    received: businessTime(lead.receivedAt),
    name: formulaSafe(oneLine(lead.name)),
    phone: formulaSafe(oneLine(lead.phone)),
    email: formulaSafe(oneLine(lead.email)),
    service: formulaSafe(oneLine(serviceLabel(lead.service))),
    message: formulaSafe(multiLine(lead.message)),
    receivedAt: lead.receivedAt,
    id: lead.id,
  };
}

const CSV_OPTIONS = {
  header: true,
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  escape_formulas: true,
  bom: true,
} as const;

/**
 * The office's leads.csv, written to `out` as the batches arrive (the same safe CSV as leadsCsv, plus each
 * lead's status and its notes, one paragraph per note: when, who, what), so no more than a batch is in memory.
 */
export async function writeLeadsCsv(batches: AsyncIterable<readonly CsvLead[]>, out: Writable): Promise<number> {
  let count = 0;
  async function* records() {
    for await (const batch of batches) {
      for (const lead of batch) {
        count += 1;
        yield {
          ...leadRecord(lead),
          status: lead.status,
          notes: formulaSafe(
            lead.notes
              .map((note) => `${businessTime(note.at)} ${oneLine(note.authorEmail)}: ${multiLine(note.body)}`)
              .join('\n\n'),
          ),
        };
      }
    }
  }
  await pipeline(Readable.from(records()), stringifyStream({ ...CSV_OPTIONS, columns: OFFICE_CSV_COLUMNS }), out);
  return count;
}

/**
 * RFC 4180 CSV: CRLF between records, fields with commas, quotes or line breaks quoted, quotes doubled.
 * Visitor text is cleaned as the form cleans it (older leads may predate that), and a cell whose first
 * visible character is = + - @ (past any leading controls and spaces) gets a leading ' so a spreadsheet shows
 * it instead of running it as a formula. A byte order mark lets Excel read the UTF-8 names correctly.
 */
export function leadsCsv(leads: StoredLead[]): string {
  return stringify(leads.map(leadRecord), { ...CSV_OPTIONS, columns: CSV_COLUMNS });
}
