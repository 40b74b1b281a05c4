import {
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  OPTIONAL_BOOKING_FIELDS,
  type BookingField,
  type BookingFieldErrors,
  type BookingValues,
} from '../../data/booking';
import { HONEYPOT_FIELD } from '../../data/contact';
import { coupons } from '../../data/coupons';
import { lookupZip } from '../../data/zip-lookup';
import { findService } from '../../data/services';
import { multiLine, oneLine } from '../../data/text';
import { EMAIL_ADDRESS } from '../leads/validation';

/**
 * The booking form's rules, shared by POST /api/bookings and (later) the no-JavaScript POST /book. Whether the
 * zip is inside the service area and whether the window can still be booked are not field errors: the caller
 * answers those (422) once the fields themselves are right.
 */

/** A booking request as validated, before its window is checked. */
export interface BookingRequest {
  /** Five digits (a ZIP+4 is cut to its first five). */
  zip: string;
  service: string;
  /** The window's start instant, ms since the epoch. */
  windowStart: number;
  name: string;
  phone: string;
  email: string;
  address: string;
  brand: string;
  problem: string;
  /** One of data/coupons.ts's codes in capitals, or ''. */
  coupon: string;
}

export type BookingValidation =
  | { kind: 'valid'; booking: BookingRequest; values: BookingValues }
  | { kind: 'invalid'; errors: BookingFieldErrors; values: BookingValues }
  /**
   * The honeypot was filled, and the fields are right (a bot with wrong fields hears what a visitor would): answer
   * as if this request was booked, store nothing.
   */
  | { kind: 'spam'; booking: BookingRequest; values: BookingValues };

// Digits with the usual separators, an optional leading +, and an optional extension (as the contact form).
// Before the extension, only blank space the digits cannot take ([^\S ]: a tab, a no-break space) comes
// next, so a run of spaces is read one way only (linear time; docs/security-and-reliability.md#the-pattern-rule).
const PHONE = /^\+?[\d ().-]+(?:(?:[^\S ]\s*)?(?:x|ext\.?)\s*\d{1,6})?$/i;

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The one cleaner (data/text.ts) for each booking field: `problem` keeps its lines, the rest is one line. */
const cleanField = (name: BookingField, value: string) => (name === 'problem' ? multiLine(value) : oneLine(value));

/**
 * The submitted values, cleaned up but not judged: what a refused step shows again, so nothing typed is lost.
 * A value that is empty once cleaned (only invisible characters) is a field left empty.
 */
export function readBookingValues(body: unknown): BookingValues {
  const input = asRecord(body);
  const values = {} as BookingValues;
  for (const name of BOOKING_FIELDS) {
    values[name] = cleanField(name, typeof input[name] === 'string' ? (input[name] as string) : '');
  }
  return values;
}

/**
 * A stored booking's visitor text cleaned again on its way out (e-mails, invites, the feed): rows stored before
 * the cleaning was what it is now get the same treatment as new ones.
 */
export function cleanBookingText<T extends Pick<BookingValues, Exclude<BookingField, 'windowStart'>>>(booking: T): T {
  const cleaned = { ...booking };
  for (const name of BOOKING_FIELDS) if (name !== 'windowStart') cleaned[name] = cleanField(name, booking[name]);
  return cleaned;
}

/** The digits of a phone number without a leading US country code: "(202) 555-0123" and "+1 202 555 0123" match. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/(?<!\s)\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const emailKey = (email: string) => email.toLowerCase();

/** A coupon code as data/coupons.ts spells it, or undefined when it is not one of ours. */
export function findCoupon(code: string): string | undefined {
  const wanted = code.replace(/\s+/g, '').toUpperCase();
  return coupons.find((coupon) => coupon.code === wanted)?.code;
}

const required: Record<Exclude<keyof BookingValues, 'brand' | 'problem' | 'coupon'>, string> = {
  zip: 'Please enter the zip code of the address we are visiting.',
  service: 'Please choose the appliance that needs a repair.',
  windowStart: 'Please choose an arrival window.',
  name: 'Please enter your name.',
  phone: 'Please enter your phone number.',
  email: 'Please enter your email address.',
  address: 'Please enter the street address of the visit.',
};

export const WINDOW_START_ERROR = 'Please choose one of the arrival windows shown.';

/**
 * An instant written with an explicit offset or Z (2026-11-24T08:00:00-05:00), as ms since the epoch. A bare
 * local time is refused: it would be read in the server's own zone.
 */
export function parseInstant(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length > BOOKING_LIMITS.windowStart) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value.trim()))
    return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : ms;
}

export function validateBooking(body: unknown): BookingValidation {
  const input = asRecord(body);
  const honeypot = input[HONEYPOT_FIELD];
  const spam = honeypot !== undefined && honeypot !== null && (typeof honeypot !== 'string' || honeypot.trim() !== '');

  const errors: BookingFieldErrors = {};
  const values = readBookingValues(input);
  for (const name of BOOKING_FIELDS) {
    const raw = input[name];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') errors[name] = 'Please enter text here.';
    else if (values[name] === '' && !OPTIONAL_BOOKING_FIELDS.includes(name))
      errors[name] = required[name as keyof typeof required];
    else if (values[name].length > BOOKING_LIMITS[name])
      errors[name] = `Please keep this to ${BOOKING_LIMITS[name]} characters or fewer.`;
  }

  const zip = lookupZip(values.zip);
  if (!errors.zip && zip.kind === 'invalid') errors.zip = 'Please enter a five-digit zip code, like 20901.';
  if (!errors.service && !findService(values.service)) errors.service = 'Please choose an appliance from the list.';
  const windowStart = parseInstant(values.windowStart);
  if (!errors.windowStart && windowStart === undefined) errors.windowStart = WINDOW_START_ERROR;
  if (!errors.email && !EMAIL_ADDRESS.test(values.email))
    errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!errors.phone) {
    const digits = values.phone.replace(/\D/g, '').length;
    if (!PHONE.test(values.phone) || digits < 10 || digits > 15)
      errors.phone = 'Please enter a phone number with its area code, like (202) 555-0123.';
  }
  const coupon = values.coupon === '' ? '' : findCoupon(values.coupon);
  if (!errors.coupon && coupon === undefined)
    errors.coupon = `We do not know that code. Our coupons are ${coupons.map((c) => c.code).join(', ')}.`;

  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, values };
  return {
    kind: spam ? 'spam' : 'valid',
    values,
    booking: {
      zip: (zip as { zip: string }).zip,
      service: values.service,
      windowStart: windowStart!,
      name: values.name,
      phone: values.phone,
      email: values.email,
      address: values.address,
      brand: values.brand,
      problem: values.problem,
      coupon: coupon ?? '',
    },
  };
}
