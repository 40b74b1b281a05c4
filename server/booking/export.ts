import { stringify } from 'csv-stringify/sync';
import { bookingRules } from '../../data/booking';
import { centsAsTyped } from '../../data/charges';
import { findService } from '../../data/services';
import { formulaSafe, multiLine, oneLine } from '../../data/text';
import type { StoredBooking } from './store';
import { isoInZone } from './windows';

const CSV_COLUMNS = [
  { key: 'reference', header: 'Reference' },
  { key: 'day', header: 'Day (ET)' },
  { key: 'window', header: 'Window (ET)' },
  { key: 'status', header: 'Status' },
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'E-mail' },
  { key: 'address', header: 'Address' },
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
];

/** 2026-11-24T08:00 in the business's zone, from an ISO instant; an unreadable value is kept as it is. */
function local(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : isoInZone(ms, bookingRules.timeZone).slice(0, 16);
}

/**
 * The bookings as RFC 4180 CSV for a spreadsheet, the same safe CSV as `npm run leads -- --csv`: CRLF between
 * records, a byte order mark so Excel reads UTF-8 names, visitor text cleaned as the forms clean it, and any
 * cell whose first visible character starts a formula (= + - @, past leading controls and spaces) prefixed with
 * an apostrophe so the spreadsheet shows it instead of running it.
 */
export function bookingsCsv(
  bookings: readonly StoredBooking[],
  /** Each Done visit's recorded Total in cents and payment, by booking id (price and receipt). */
  prices: ReadonlyMap<string, { totalCents: number; payment: string }> = new Map(),
): string {
  const safe = (value: string) => formulaSafe(oneLine(value));
  const records = bookings.map((booking) => {
    const start = local(booking.windowStart);
    return {
      reference: safe(booking.reference),
      day: start.slice(0, 10),
      window: `${start.slice(11)}–${local(booking.windowEnd).slice(11)}`,
      status: booking.status,
      name: safe(booking.name),
      phone: safe(booking.phone),
      email: safe(booking.email),
      address: safe(booking.address),
      zip: safe(booking.zip),
      service: safe(findService(booking.service)?.name ?? booking.service),
      brand: safe(booking.brand),
      problem: formulaSafe(multiLine(booking.problem)),
      coupon: safe(booking.coupon),
      booked: local(booking.createdAt).replace('T', ' '),
      changedBy: safe(booking.changedBy ?? ''),
      windowStart: booking.windowStart,
      id: booking.id,
      price: prices.has(booking.id) ? centsAsTyped(prices.get(booking.id)!.totalCents) : '',
      payment: prices.get(booking.id)?.payment ?? '',
    };
  });
  return stringify(records, {
    header: true,
    columns: CSV_COLUMNS,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    bom: true,
  });
}
