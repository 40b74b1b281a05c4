import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bookingRules } from '../../../data/booking';
import { centsAsTyped } from '../../../data/charges';
import { findService } from '../../../data/site/services';
import { formulaSafe, multiLine, oneLine } from '../../../data/text';
import { displayStatus } from '../../../data/visit-status';
import { localeName } from '../../../data/locale';
import type { StoredBooking } from './store';
import { isoInZone } from '../../kernel/time-zone';

const CSV_COLUMNS = [
  { key: 'reference', header: 'Reference' },
  { key: 'day', header: 'Day (ET)' },
  { key: 'window', header: 'Window (ET)' },
  { key: 'status', header: 'Status' },
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'E-mail' },
  { key: 'address', header: 'Address' },
  { key: 'unit', header: 'Unit' },
  { key: 'town', header: 'Town' },
  { key: 'zip', header: 'Zip' },
  { key: 'service', header: 'Service' },
  { key: 'brand', header: 'Brand' },
  { key: 'problem', header: 'What is happening' },
  { key: 'coupon', header: 'Coupon' },
  { key: 'booked', header: 'Booked (ET)' },
  { key: 'changedBy', header: 'Last changed by (office)' },
  { key: 'windowStart', header: 'Window start (UTC)' },
  { key: 'id', header: 'Booking ID' },
  { key: 'price', header: 'Price ($)' },
  { key: 'payment', header: 'Payment' },
  // Added last, so a spreadsheet built on the earlier columns keeps them where they were.
  { key: 'technician', header: 'Technician' },
  { key: 'language', header: 'Language' },
];

/** 2026-11-24T08:00 in the business's zone, from an ISO instant; an unreadable value is kept as it is. */
function local(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : isoInZone(ms, bookingRules.timeZone).slice(0, 16);
}

const CSV_OPTIONS = {
  header: true,
  columns: CSV_COLUMNS,
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  escape_formulas: true,
  bom: true,
} as const;

/**
 * A booking as the CSV has it: with its recorded Total in cents and payment once it is Done and priced, and its
 * technician's name (commission is worked out from it).
 */
export type BookingCsvRow = StoredBooking & {
  price?: { totalCents: number; payment: string } | undefined;
  /** The assigned technician's name (their e-mail when they gave none); '' or absent when unassigned. */
  technician?: string | undefined;
};

/** One CSV record of a booking, its visitor text cleaned and made formula-safe. */
function bookingRecord(booking: BookingCsvRow): Record<string, string> {
  const safe = (value: string) => formulaSafe(oneLine(value));
  const start = local(booking.windowStart);
  return {
    reference: safe(booking.reference),
    day: start.slice(0, 10),
    window: `${start.slice(11)}–${local(booking.windowEnd).slice(11)}`,
    status: displayStatus(booking.status, booking.visitStatus).label,
    name: safe(booking.name),
    phone: safe(booking.phone),
    email: safe(booking.email),
    address: safe(booking.address),
    unit: safe(booking.unit),
    town: safe(booking.town),
    zip: safe(booking.zip),
    service: safe(findService(booking.service)?.name ?? booking.service),
    brand: safe(booking.brand),
    problem: formulaSafe(multiLine(booking.problem)),
    coupon: safe(booking.coupon),
    booked: local(booking.createdAt).replace('T', ' '),
    changedBy: safe(booking.changedBy ?? ''),
    windowStart: booking.windowStart,
    id: booking.id,
    price: booking.price ? centsAsTyped(booking.price.totalCents) : '',
    payment: booking.price?.payment ?? '',
    technician: safe(booking.technician ?? ''),
    language: localeName[booking.language],
  };
}

/** The same CSV as bookingsCsv, written to `out` as the batches arrive: one batch in memory at a time. */
export async function writeBookingsCsv(
  batches: AsyncIterable<readonly BookingCsvRow[]>,
  out: Writable,
): Promise<number> {
  let count = 0;
  async function* records() {
    for await (const batch of batches) {
      count += batch.length;
      yield* batch.map(bookingRecord);
    }
  }
  await pipeline(Readable.from(records()), stringifyStream(CSV_OPTIONS), out);
  return count;
}

/**
 * The bookings as RFC 4180 CSV for a spreadsheet, the same safe CSV as `npm run leads -- --csv`: CRLF between
 * records, a byte order mark so Excel reads UTF-8 names, visitor text cleaned as the forms clean it, and any
 * cell whose first visible character starts a formula (= + - @, past leading controls and spaces) prefixed with
 * an apostrophe so the spreadsheet shows it instead of running it.
 */
export function bookingsCsv(bookings: readonly BookingCsvRow[]): string {
  return stringify(bookings.map(bookingRecord), CSV_OPTIONS);
}
