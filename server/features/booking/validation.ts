import * as v from 'valibot';
import {
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  type BookingField,
  type BookingFieldErrors,
  type BookingValues,
} from '../../../data/booking';
import { HONEYPOT_FIELD } from '../../../data/contact';
import { coupons } from '../../../data/site/coupons';
import { chosenTown, townsOfZip } from '../../../data/site/address';
import { lookupZip } from '../../../data/site/zip-lookup';
import { findService } from '../../../data/site/services';
import { heardFrom, heardFromOther, sourceColumns, utmValue, type SourceColumns } from '../../../data/sources';
import type { Locale } from '../../../data/locale';
import { messagesFor, type Messages } from '../../../data/messages';
import {
  multiLineText,
  multiLineTextOnly,
  oneLineText,
  oneLineTextOnly,
  readFields,
  readForm,
  parseInstant,
} from '../../kernel/http/schemas';
import { EMAIL_ADDRESS } from '../../kernel/contact';

/**
 * The booking form's rules, one schema for POST /book and its alias POST /api/bookings (server/features/booking/flows.ts).
 * Whether the zip is inside the service area and whether the window can still be booked are not field errors: the
 * caller answers those (422) once the fields themselves are right.
 */

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

/** Each field cleaned, not judged (nothing refused): `problem` keeps its lines, the rest is one line. */
const BOOKING_VALUES = v.object(
  Object.fromEntries(BOOKING_FIELDS.map((name) => [name, name === 'problem' ? multiLineText : oneLineText])) as Record<
    BookingField,
    typeof oneLineText
  >,
);

/**
 * The submitted values, cleaned up but not judged: what a refused step shows again, so nothing typed is lost.
 * A value that is empty once cleaned (only invisible characters) is a field left empty.
 */
export function readBookingValues(body: unknown): BookingValues {
  const values = readFields(BOOKING_VALUES, body);
  // A window that is no instant in the calendar is dropped rather than shown back as words about no day.
  if (parseInstant(values.windowStart) === undefined) values.windowStart = '';
  // Where the visitor heard of us and the landing URL's UTM parameters are never refused, only kept when valid:
  // a visitor cannot fix a hidden field, and a bad tracking tag is no reason to lose a booking.
  const choice = heardFrom(values.heardFrom);
  values.heardFrom = choice ?? '';
  values.heardFromOther = heardFromOther(choice, values.heardFromOther) ?? '';
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign'] as const) values[name] = utmValue(values[name]) ?? '';
  return values;
}

export { emailKey, phoneKey } from '../../kernel/contact';
/** The window's instant as a form sends it: the kernel's field reader (server/kernel/http/schemas.ts). */
export { parseInstant } from '../../kernel/http/schemas';

/** A coupon code as data/site/coupons.ts spells it, or undefined when it is not one of ours. */
export function findCoupon(code: string): string | undefined {
  const wanted = code.replace(/\s+/g, '').toUpperCase();
  return coupons.find((coupon) => coupon.code === wanted)?.code;
}

export const WINDOW_START_ERROR = messagesFor('en').booking.errorWindowShown;

/** At most the field's length in data/booking.ts, counted once it is cleaned. */
const withinLimitIn =
  ({ booking }: Messages) =>
  (name: BookingField) =>
    v.maxLength<string, number, string>(BOOKING_LIMITS[name], booking.errorTooLong(BOOKING_LIMITS[name]));
const withinLimit = withinLimitIn(messagesFor('en'));

const phoneNumber = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 10 && digits <= 15;
};

/**
 * A booking request's fields, each refused with the first message that applies (anything but text, then missing,
 * then too long, then its own rule). Its output is the request as the service takes it: the zip's five digits, the
 * window's instant, the coupon as data/site/coupons.ts spells it.
 */
const bookingForm = (messages: Messages) => {
  const { booking } = messages;
  const withinLimit = withinLimitIn(messages);
  return v.object({
    zip: v.pipe(
      oneLineTextOnly,
      v.nonEmpty(booking.errorNoZip),
      withinLimit('zip'),
      v.check((zip) => lookupZip(zip).kind !== 'invalid', booking.errorBadZip),
      v.transform((zip) => (lookupZip(zip) as { zip: string }).zip),
    ),
    service: v.pipe(
      oneLineTextOnly,
      v.nonEmpty(booking.errorNoService),
      withinLimit('service'),
      v.check((slug) => findService(slug) !== undefined, booking.errorBadService),
    ),
    /** The window's start instant, ms since the epoch. */
    windowStart: v.pipe(
      oneLineTextOnly,
      v.nonEmpty(booking.errorNoWindow),
      withinLimit('windowStart'),
      v.check((start) => parseInstant(start) !== undefined, booking.errorWindowShown),
      v.transform((start) => parseInstant(start)!),
    ),
    name: v.pipe(oneLineTextOnly, v.nonEmpty(booking.errorNoName), withinLimit('name')),
    phone: v.pipe(
      oneLineTextOnly,
      v.nonEmpty(booking.errorNoPhone),
      withinLimit('phone'),
      v.check(phoneNumber, booking.errorBadPhone),
    ),
    email: v.pipe(
      oneLineTextOnly,
      v.nonEmpty(booking.errorNoEmail),
      withinLimit('email'),
      v.regex(EMAIL_ADDRESS, booking.errorBadEmail),
    ),
    address: v.pipe(oneLineTextOnly, v.nonEmpty(booking.errorNoAddress), withinLimit('address')),
    /** Apt, suite or floor: its own field, so the street is a street. */
    unit: v.pipe(oneLineTextOnly, withinLimit('unit')),
    /** As chosen; settled against the zip's towns once every field is read (townFor). */
    town: v.pipe(oneLineTextOnly, withinLimit('town')),
    brand: v.pipe(oneLineTextOnly, withinLimit('brand')),
    model: v.pipe(oneLineTextOnly, withinLimit('model')),
    problem: v.pipe(multiLineTextOnly, withinLimit('problem')),
    /** One of data/site/coupons.ts's codes in capitals, or ''. */
    coupon: v.pipe(
      oneLineTextOnly,
      withinLimit('coupon'),
      v.check(
        (code) => code === '' || findCoupon(code) !== undefined,
        booking.errorBadCoupon(coupons.map((c) => c.code).join(', ')),
      ),
      v.transform((code) => (code === '' ? '' : findCoupon(code)!)),
    ),
    /** The optional "Text me about this visit" box: ticked ("yes", or true in JSON) is consent to texts. */
    textConsent: v.pipe(
      v.unknown(),
      v.transform((value) => value === true || value === 'yes'),
    ),
  });
};

/** The form's rules with their messages in each language: the page's language says why a field is refused. */
const BOOKING_FORMS = { en: bookingForm(messagesFor('en')), es: bookingForm(messagesFor('es')) } satisfies Record<
  Locale,
  unknown
>;
const BOOKING_FORM = BOOKING_FORMS.en;

/** A booking request as validated, before its window is checked. */
export type BookingRequest = Omit<v.InferOutput<typeof BOOKING_FORM>, 'textConsent' | 'unit' | 'town'> & {
  /** Absent in a request made up in code (a held booking confirmed, a test): no consent. */
  textConsent?: boolean;
  /** Where the work came from (data/sources.ts); absent in a request made up in code. */
  sources?: SourceColumns;
  /** Apt, suite or floor; absent (none) in a request made up in code. */
  unit?: string;
  /** One of the zip's towns; absent in a request made up in code, where the store reads the zip's first. */
  town?: string;
  /** What the customer booked in (the Spanish pages' 'es', New Visit's choice); absent: English. */
  language?: Locale;
};

/**
 * The office's form on the phone (New Visit): the same rules, but the e-mail may be left empty, since a caller
 * may have none (docs/office.md); one typed is still judged.
 */
const PHONE_IN_FORM = v.object({
  ...BOOKING_FORM.entries,
  email: v.pipe(
    oneLineTextOnly,
    withinLimit('email'),
    v.check(
      (email) => email === '' || EMAIL_ADDRESS.test(email),
      'Please enter a valid email address, like name@example.com, or leave it empty.',
    ),
  ),
});

/** A zip of two towns with neither chosen: the towns named, so the form (and a reader of the error) can offer them. */
function townError(zip: string, locale: Locale): string {
  const towns = townsOfZip(zip);
  return messagesFor(locale).booking.errorTown(zip, towns.slice(0, -1).join(', '), towns.at(-1) ?? '');
}

/**
 * `language` is the page's (or the office's own field's), never the booking form's: a visitor's field could claim
 * any value.
 */
export function validateBooking(
  body: unknown,
  { emailOptional = false, language = 'en' }: { emailOptional?: boolean; language?: Locale } = {},
): BookingValidation {
  const honeypot = asRecord(body)[HONEYPOT_FIELD];
  const spam = honeypot !== undefined && honeypot !== null && (typeof honeypot !== 'string' || honeypot.trim() !== '');
  const values = readBookingValues(body);
  const form = emailOptional ? readForm(PHONE_IN_FORM, body) : readForm(BOOKING_FORMS[language], body);
  if (!form.ok) return { kind: 'invalid', errors: form.errors as BookingFieldErrors, values };
  const town = chosenTown(form.values.zip, form.values.town);
  if (town === undefined) return { kind: 'invalid', errors: { town: townError(form.values.zip, language) }, values };
  return {
    kind: spam ? 'spam' : 'valid',
    values,
    booking: { ...form.values, town, sources: sourceColumns(asRecord(body)), language },
  };
}
