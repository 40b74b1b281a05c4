import { bookingRules, surgeRules, weekdayOf, windowStartsOn } from '../../../data/booking';
import { business } from '../../../data/business';
import { lookupZip } from '../../../data/site/zip-lookup';
import { messagesFor } from '../../../data/messages';
import { clockWords } from '../../../views/components/window-words';
import type { HeldInfo } from '../../../views/booking/HeldNotice';
import {
  bookingCaps,
  type BookingCaps,
  type BookingStore,
  type HeldResult,
  type LimitKind,
  type StoredBooking,
} from './store';
import { HoldGone, SurgeLimit, type BookingHolds, type HeldBooking } from './surge';
import type { BookingRequest } from './validation';
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
 * What online booking does, whoever asks: the JSON API (http.ts), the /book pages and the customer's manage
 * page, and the office. Each answer is an outcome the caller turns into a status, a page or a message; none of
 * this knows about HTTP.
 */

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
