import * as v from 'valibot';
import {
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  bookingRules,
  surgeRules,
  weekdayOf,
  windowStartsOn,
  type BookingField,
  type BookingFieldErrors,
  type BookingValues,
} from '../../../data/booking';
import { HONEYPOT_FIELD } from '../../../data/contact';
import { coupons } from '../../../data/site/coupons';
import { chosenTown, townsOfZip } from '../../../data/site/address';
import { findService } from '../../../data/site/services';
import { heardFrom, heardFromOther, sourceColumns, utmValue } from '../../../data/sources';
import type { Locale } from '../../../data/locale';
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
import { business } from '../../../data/business';
import { lookupZip } from '../../../data/site/zip-lookup';
import { messagesFor, type Messages } from '../../../data/messages';
import { clockWords } from '../../../views/components/window-words';
import type { HeldInfo } from '../../../views/booking/HeldNotice';
import {
  bookingCaps,
  type BookingCaps,
  type BookingRequest,
  type BookingStore,
  type HeldResult,
  type LimitKind,
  type StoredBooking,
} from './store';
import { HoldGone, SurgeLimit, type BookingHolds, type HeldBooking } from './surge';
import { nearestFreeWindows, placesLeft, windowOf, type Slot } from './availability/free-windows';
import { isoInZone, localDate, zonedInstant } from '../../kernel/time-zone';
import {
  availability,
  type ArrivalWindow,
  type AvailabilityDay,
  type ScheduleRules,
  type ScheduleSource,
} from './availability/schedule';

/**
 * What online booking does, whoever asks: the JSON API, the /book pages and the customer's manage page, and the
 * office. A new booking is decided here in one place (decideBooking): the form's rules judge the request, then the
 * zip, the window and the store's limits decide it. Each answer is an outcome the caller turns into a status, a
 * page or a message; none of this knows about HTTP.
 */

export type { BookingRequest } from './store';

/** The rules of the calendar that may change while the site runs, and where they come from (beside the windows they shape). */
export type { ScheduleRules, ScheduleSource } from './availability/schedule';

export const defaultSchedule: ScheduleSource = {
  current: async () => ({ capacityOf: () => bookingRules.capacity, closedDays: bookingRules.closedDays }),
};

const phone = business.phone.display;
const callUs = `call us at ${phone}`;
/** Booking's refusals in English (the catalog's words); a Spanish page says them through `spoken` (flows.ts). */
const english = messagesFor('en');
export const bookingMessages = {
  invalid: english.booking.invalid,
  badZip: english.booking.errorBadZip,
  badService: english.booking.errorBadService,
  outside: english.booking.outside,
  full: english.booking.windowFull,
  notAWindow: english.booking.notAWindow,
  tooSoon: english.booking.tooSoon,
  beyondHorizon: english.booking.beyondHorizon,
  closed: english.booking.closed,
  phoneLimit: english.booking.phoneLimit,
  emailLimit: english.booking.emailLimit,
  clientLimit: english.booking.clientLimit,
  tooMany: english.booking.tooMany,
  emailed: english.booking.emailed,
  surge: english.booking.surge,
  held: (email: string, by: string) =>
    `We have e-mailed a confirmation link to ${email}. We are receiving unusually many online bookings, so please open it and press Confirm my visit within ${surgeRules.holdMinutes} minutes (by ${by}, New York time); until then nothing is booked. No e-mail? Please ${callUs}.`,
  heldAlready: (by: string) =>
    `We already e-mailed a confirmation link to this address; it now books this request instead. Please open it and press Confirm my visit by ${by} (New York time), or ${callUs}.`,
  holdExpired: english.booking.holdExpired,
  notFound: english.booking.notFound,
  cancelled: english.booking.cancelled,
  started: english.booking.started,
  onTheWay: english.booking.onTheWay,
  unavailable: english.booking.unavailable,
} as const;

const MINUTE = 60_000;

/** The manage link's path: /booking/{token}. */
export const manageUrl = (token: string) => `/booking/${token}`;

/** A window as the API and the pages pass it (re-exported: the booking routes read it from here). */
export { windowOf, type Slot } from './availability/free-windows';

export type CreateOutcome =
  | { kind: 'booked'; booking: StoredBooking; token: string; window: ArrivalWindow }
  /** The zip is outside the service area (422). */
  | { kind: 'outside'; zip: string }
  /** Not a window, past its notice, beyond the horizon or on a closed day (422). */
  | { kind: 'refused'; error: string; alternatives: ArrivalWindow[] }
  /** Someone took the last place first (409). */
  | { kind: 'full'; error: string; alternatives: ArrivalWindow[] }
  /** Too many live bookings for the phone or e-mail (409), or from the client today (429). */
  | { kind: 'limit'; by: LimitKind; error: string }
  /** A surge is on and the contact is new: held until confirmed through the link e-mailed (202). */
  | { kind: 'held'; held: HeldResult; window: ArrivalWindow };

export type ConfirmOutcome =
  /** Confirmed now: the booking is made, its e-mails queued. */
  | { kind: 'booked'; booking: StoredBooking }
  /** Confirmed before (a second click): nothing changes. */
  | { kind: 'already'; booking: StoredBooking }
  | { kind: 'not-found' }
  /** Not confirmed in time (410). */
  | { kind: 'expired'; hold: HeldBooking }
  /** The window filled meanwhile (409) or went past its notice (422): another one to pick. */
  | { kind: 'full' | 'refused'; hold: HeldBooking; error: string; alternatives: ArrivalWindow[] }
  | { kind: 'limit'; hold: HeldBooking; by: LimitKind; error: string };

export type ChangeOutcome =
  | { kind: 'changed'; booking: StoredBooking }
  | { kind: 'not-found' }
  /** The visit has started or passed (422). */
  | { kind: 'started'; booking: StoredBooking }
  /** A reschedule of a cancelled booking (409). */
  | { kind: 'cancelled'; booking: StoredBooking }
  | { kind: 'refused'; booking: StoredBooking; error: string; alternatives: ArrivalWindow[] }
  | { kind: 'full'; booking: StoredBooking; error: string; alternatives: ArrivalWindow[] };

export interface BookingServiceOptions {
  store: BookingStore;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  schedule?: ScheduleSource;
  /** Held bookings of the surge defence, to confirm them; without it no link confirms anything. */
  holds?: BookingHolds;
}

export interface BookingService {
  /** The horizon day by day (closed days included, with their reason), with what is left in each window. */
  days(): Promise<AvailabilityDay[]>;
  /** Every window of the horizon not past its notice, full ones with remaining 0. */
  windows(): Promise<ArrivalWindow[]>;
  /** The earliest window with a place left, if any. */
  nextFree(): Promise<ArrivalWindow | undefined>;
  /** The free windows nearest to `start` (or to now), in time order. */
  alternatives(start?: number): Promise<ArrivalWindow[]>;
  create(request: BookingRequest, clientAddress: string): Promise<CreateOutcome>;
  find(token: string): Promise<StoredBooking | undefined>;
  reschedule(token: string, windowStart: number): Promise<ChangeOutcome>;
  cancel(token: string): Promise<ChangeOutcome>;
  /** The held booking a confirmation link opens, whatever became of it. */
  findHold(token: string): Promise<HeldBooking | undefined>;
  /** Confirms a held booking, in its own window or in `windowStart` after that one filled. */
  confirm(token: string, windowStart?: number): Promise<ConfirmOutcome>;
}

type WindowCheck = { kind: 'ok'; slot: Slot } | { kind: 'refused'; error: string };

/** The limits for a booking in the window starting at `windowStart`, with that window's capacity. */
export function capsFor(at: Date, windowStart: number, rules: ScheduleRules): BookingCaps {
  const { timeZone } = bookingRules;
  const date = localDate(windowStart, timeZone);
  const local = Math.round((windowStart - zonedInstant(date, 0, timeZone)) / MINUTE);
  return bookingCaps(at, rules.capacityOf(date, local));
}

/** The window a visitor may book starting at `start`, or why not. */
export function checkWindow(start: number, at: Date, rules: ScheduleRules): WindowCheck {
  const { timeZone } = bookingRules;
  const slot = availability({ now: at, booked: new Map(), capacity: rules.capacityOf, closedDays: rules.closedDays })
    .flatMap((day) => day.windows)
    .find((candidate) => candidate.startsAt === start);
  if (slot) return { kind: 'ok', slot };
  const date = localDate(start, timeZone);
  const closed = rules.closedDays.find((day) => day.date === date);
  const minutes = windowStartsOn(weekdayOf(date)).find((m) => zonedInstant(date, m, timeZone) === start);
  if (minutes === undefined) return { kind: 'refused', error: bookingMessages.notAWindow };
  if (closed) return { kind: 'refused', error: bookingMessages.closed(closed.reason) };
  if (start < at.getTime() + bookingRules.noticeMinutes * MINUTE)
    return { kind: 'refused', error: bookingMessages.tooSoon };
  return { kind: 'refused', error: bookingMessages.beyondHorizon };
}

/** What the parts of the service share. */
interface ServiceParts {
  store: BookingStore;
  now: () => Date;
  schedule: ScheduleSource;
  holds: BookingHolds | undefined;
  /** The free windows nearest to `start` (or to `at`): what a refused or full window offers instead. */
  freeNear: (at: Date, start?: number) => Promise<ArrivalWindow[]>;
}

export function bookingService({
  store,
  now = () => new Date(),
  schedule = defaultSchedule,
  holds,
}: BookingServiceOptions): BookingService {
  const freeNear = (at: Date, start?: number) => nearestFreeWindows(store, schedule.current(), at, start);
  const parts: ServiceParts = { store, now, schedule, holds, freeNear };
  return { ...calendarReads(parts), ...makingBookings(parts), ...changingBookings(parts) };
}

/** Reading: the calendar with its places left, a booking, a held booking. */
function calendarReads({
  store,
  now,
  schedule,
  holds,
  freeNear,
}: ServiceParts): Pick<BookingService, 'days' | 'windows' | 'nextFree' | 'alternatives' | 'find' | 'findHold'> {
  const slotsWithPlaces = (at: Date) => placesLeft(store, schedule.current(), at);
  return {
    days: () => slotsWithPlaces(now()),

    async windows() {
      return (await slotsWithPlaces(now())).flatMap((day) => day.windows.map(windowOf));
    },

    async nextFree() {
      for (const day of await slotsWithPlaces(now())) {
        const free = day.windows.find((slot) => slot.remaining > 0);
        if (free) return windowOf(free);
      }
      return undefined;
    },

    alternatives: (start) => freeNear(now(), start),

    find: (token) => store.findByToken(token, now()),

    findHold: async (token) => holds?.findByToken(token, now()),
  };
}

/** Making a booking: straight away, or by confirming a held one. */
function makingBookings({
  store,
  now,
  schedule,
  holds,
  freeNear,
}: ServiceParts): Pick<BookingService, 'create' | 'confirm'> {
  return {
    async create(request, clientAddress) {
      const at = now();
      if (lookupZip(request.zip).kind === 'outside') return { kind: 'outside', zip: request.zip };
      const rules = await schedule.current();
      const check = checkWindow(request.windowStart, at, rules);
      if (check.kind === 'refused')
        return { kind: 'refused', error: check.error, alternatives: await freeNear(at, request.windowStart) };
      const created = await store.create(
        { ...request, windowEnd: Date.parse(check.slot.end), clientAddress },
        capsFor(at, request.windowStart, rules),
        at,
      );
      if (created.kind === 'full')
        return {
          kind: 'full',
          error: bookingMessages.full,
          alternatives: await freeNear(at, request.windowStart),
        };
      if (created.kind === 'limit') return { kind: 'limit', by: created.by, error: limitMessage(created.by) };
      if (created.kind === 'held') return { kind: 'held', held: created, window: windowOf(check.slot) };
      return {
        kind: 'booked',
        booking: created.booking,
        token: created.token,
        window: { start: check.slot.start, end: check.slot.end, remaining: check.slot.remaining },
      };
    },

    async confirm(token, windowStart) {
      const at = now();
      const hold = await holds?.findByToken(token, at);
      const made = async (): Promise<ConfirmOutcome> => {
        const booking = await store.findByToken(token, at);
        return booking ? { kind: 'already', booking } : { kind: 'not-found' };
      };
      if (!hold || hold.status === 'confirmed') return made();
      if (hold.status === 'expired') return { kind: 'expired', hold };
      const start = windowStart ?? Date.parse(hold.windowStart);
      const rules = await schedule.current();
      const check = checkWindow(start, at, rules);
      if (check.kind === 'refused')
        return { kind: 'refused', hold, error: check.error, alternatives: await freeNear(at, start) };
      const end = Date.parse(check.slot.end);
      let created;
      try {
        created = await store.create(
          {
            zip: hold.zip,
            service: hold.service,
            name: hold.name,
            phone: hold.phone,
            email: hold.email,
            address: hold.address,
            unit: hold.unit,
            town: hold.town,
            brand: hold.brand,
            problem: hold.problem,
            coupon: hold.coupon,
            model: hold.model,
            // The box ticked when booking: recorded as consent in this, the confirming, transaction (onChange).
            textConsent: hold.textConsent,
            sources: hold.sources,
            language: hold.language,
            windowStart: start,
            windowEnd: end,
            clientAddress: hold.clientAddress,
          },
          capsFor(at, start, rules),
          at,
          { hold: { token, claim: (trx, booking) => holds!.claim(trx, hold, booking, { start, end }, at) } },
        );
      } catch (error) {
        if (error instanceof SurgeLimit) return { kind: 'limit', hold, by: error.by, error: limitMessage(error.by) };
        if (!(error instanceof HoldGone)) throw error;
        // Confirmed by another click meanwhile, or lapsed this very moment.
        const latest = await holds!.findByToken(token, at);
        return latest?.status === 'expired' ? { kind: 'expired', hold: latest } : made();
      }
      if (created.kind === 'booked') return { kind: 'booked', booking: created.booking };
      if (created.kind === 'full')
        return { kind: 'full', hold, error: bookingMessages.full, alternatives: await freeNear(at, start) };
      if (created.kind === 'limit') return { kind: 'limit', hold, by: created.by, error: limitMessage(created.by) };
      // Confirming never goes through the gate, so it is never held again.
      throw new Error('a confirmed hold was held again');
    },
  };
}

export type BookingDecision =
  /** The honeypot was filled: pretend, take no place, store nothing. */
  | { kind: 'spam'; request: BookingRequest }
  | { kind: 'invalid'; errors: BookingFieldErrors }
  /** Applied: what the service made of it, and the visitor's values spelled as we store them. */
  | { kind: 'applied'; outcome: CreateOutcome; values: BookingValues };

/**
 * A new booking decided, whoever asks: the form's rules (validateBooking, below), then `create` books it (or holds
 * or refuses it): the service's own for /book and the API, the office's for its phone-in form (office-create.ts,
 * with its rules for windows and limits). `emailOptional`: the phone-in form, where a caller may have no e-mail.
 */
export async function decideBooking(
  service: Pick<BookingService, 'create'>,
  body: unknown,
  client: string,
  { emailOptional = false, language = 'en' }: { emailOptional?: boolean; language?: Locale } = {},
): Promise<BookingDecision> {
  const result = validateBooking(body, { emailOptional, language });
  if (result.kind === 'spam') return { kind: 'spam', request: result.booking };
  if (result.kind === 'invalid') return { kind: 'invalid', errors: result.errors };
  const outcome = await service.create(result.booking, client);
  // What the visitor meant, spelled as we store it (a coupon in capitals, the zip's five digits).
  return {
    kind: 'applied',
    outcome,
    values: { ...result.values, zip: result.booking.zip, coupon: result.booking.coupon },
  };
}

/** Changing a booking through its link: moving it, cancelling it, while its visit has not started. */
function changingBookings({
  store,
  now,
  schedule,
  freeNear,
}: ServiceParts): Pick<BookingService, 'reschedule' | 'cancel'> {
  /** The booking a change may touch, or why not. */
  const changeable = async (
    token: string,
    at: Date,
  ): Promise<{ kind: 'ok'; booking: StoredBooking } | Extract<ChangeOutcome, { kind: 'not-found' | 'started' }>> => {
    const booking = await store.findByToken(token, at);
    if (!booking) return { kind: 'not-found' };
    // Once the technician is on the way (or the visit ended), the visit follows its day, not the link.
    if (
      booking.status === 'booked' &&
      (Date.parse(booking.windowStart) <= at.getTime() || booking.visitStatus !== 'booked')
    )
      return { kind: 'started', booking };
    return { kind: 'ok', booking };
  };

  return {
    async reschedule(token, windowStart) {
      const at = now();
      const found = await changeable(token, at);
      if (found.kind !== 'ok') return found;
      const { booking } = found;
      if (booking.status === 'cancelled') return { kind: 'cancelled', booking };
      const rules = await schedule.current();
      const check = checkWindow(windowStart, at, rules);
      if (check.kind === 'refused')
        return { kind: 'refused', booking, error: check.error, alternatives: await freeNear(at, windowStart) };
      const caps = capsFor(at, windowStart, rules);
      const result = await store.reschedule(
        { token },
        { start: windowStart, end: Date.parse(check.slot.end), capacity: caps.capacity },
        caps,
        at,
      );
      if (result.kind === 'cancelled' && result.booking.status === 'booked')
        return { kind: 'started', booking: result.booking };
      if (result.kind === 'full')
        return {
          kind: 'full',
          booking: result.booking,
          error: bookingMessages.full,
          alternatives: await freeNear(at, windowStart),
        };
      return result;
    },

    async cancel(token) {
      const at = now();
      const found = await changeable(token, at);
      if (found.kind !== 'ok') return found;
      const result = await store.cancel({ token }, at);
      // The technician set off (or the visit ended) between the read and the cancel: the visit stays.
      if (result.kind === 'cancelled' && result.booking.status === 'booked')
        return { kind: 'started', booking: result.booking };
      // Cancelling twice is not an error: the visitor wants it cancelled, and it is.
      if (result.kind === 'cancelled') return { kind: 'changed', booking: result.booking };
      if (result.kind === 'full') return { kind: 'changed', booking: result.booking };
      return result;
    },
  };
}

/** Why a visit can no longer be changed online: on its way (or arrived), or started, passed or ended. */
export const startedMessage = (booking: StoredBooking): string =>
  booking.visitStatus === 'on-the-way' || booking.visitStatus === 'arrived'
    ? bookingMessages.onTheWay
    : bookingMessages.started;

export function limitMessage(by: LimitKind): string {
  switch (by) {
    case 'client':
      return bookingMessages.clientLimit;
    case 'phone':
      return bookingMessages.phoneLimit;
    case 'email':
      return bookingMessages.emailLimit;
    case 'emailed':
      return bookingMessages.emailed;
    case 'surge':
      return bookingMessages.surge;
  }
}

/** A held booking as its visitor is told: the pages' notice, and the API's 202 answer with its message. */
export function heldInfo(outcome: Extract<CreateOutcome, { kind: 'held' }>): HeldInfo & { message: string } {
  const expiresAt = isoInZone(Date.parse(outcome.held.expiresAt), bookingRules.timeZone);
  const by = clockWords(expiresAt);
  return {
    email: outcome.held.email,
    window: { start: outcome.window.start, end: outcome.window.end },
    expiresAt,
    alreadySent: outcome.held.alreadySent,
    message: outcome.held.alreadySent ? bookingMessages.heldAlready(by) : bookingMessages.held(outcome.held.email, by),
  };
}

// ——— A booking request: the form's rules ———

/**
 * The booking form's rules, one schema for POST /book, its alias POST /api/bookings and the office's New Visit.
 * Whether the zip is inside the service area and whether the window can still be booked are not field errors: they
 * are the service's to answer (422) once the fields themselves are right (decideBooking, below).
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
  // The schema's output is the store's BookingRequest (store.ts): a field it lacks fails to compile here.
  const booking: BookingRequest = { ...form.values, town, sources: sourceColumns(asRecord(body)), language };
  return { kind: spam ? 'spam' : 'valid', values, booking };
}
