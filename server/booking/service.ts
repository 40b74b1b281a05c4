import { bookingLimits, bookingRules, weekdayOf, windowStartsOn, type ClosedDay } from '../../data/booking';
import { business } from '../../data/business';
import { lookupZip } from '../../data/zip-lookup';
import type { BookingCaps, BookingStore, StoredBooking } from './store';
import type { BookingRequest } from './validation';
import { availability, isoInZone, localDate, zonedInstant, type ArrivalWindow, type AvailabilityDay } from './windows';

/**
 * What online booking does, whoever asks: the JSON API (http.ts), the /book pages and the customer's manage
 * page, and the office. Each answer is an outcome the caller turns into a status, a page or a message; none of
 * this knows about HTTP.
 */

/** The rules of the calendar that may change while the site runs: capacity per window and the closed days. */
export interface ScheduleRules {
  /** Visits the window starting `startMinutes` after midnight on `date` (YYYY-MM-DD, business zone) can take. */
  capacityOf(date: string, startMinutes: number): number;
  closedDays: readonly ClosedDay[];
}

/** Where the rules come from: data/booking.ts's defaults, or the office's settings in the database. */
export interface ScheduleSource {
  current(): Promise<ScheduleRules>;
}

export const defaultSchedule: ScheduleSource = {
  current: async () => ({ capacityOf: () => bookingRules.capacity, closedDays: bookingRules.closedDays }),
};

const phone = business.phone.display;
const callUs = `call us at ${phone}`;
export const bookingMessages = {
  invalid: 'Please correct the highlighted fields and try again.',
  badZip: 'Please enter a five-digit zip code, like 20901.',
  badService: 'Please choose an appliance from the list.',
  outside: (zip: string) =>
    `Sorry, ${zip} is outside the area we serve, so we cannot book a visit there online. Please ${callUs}: we may still be able to help or recommend someone.`,
  full: `That window was just taken. Please pick another one, or ${callUs}.`,
  notAWindow: `That is not one of our arrival windows. Please pick one of the windows shown, or ${callUs}.`,
  tooSoon: `That window starts in less than ${bookingRules.noticeMinutes / 60} hours, too soon to book online. Please pick a later one, or ${callUs}.`,
  beyondHorizon: `We take online bookings up to ${bookingRules.horizonDays} days ahead. Please pick an earlier window, or ${callUs}.`,
  closed: (reason: string) => `${reason}, so there are no visits that day. Please pick another day, or ${callUs}.`,
  phoneLimit: `This phone number already has ${bookingLimits.liveBookingsPerPhone} upcoming visits booked. To add another, please ${callUs}.`,
  emailLimit: `This email address already has ${bookingLimits.liveBookingsPerEmail} upcoming visits booked. To add another, please ${callUs}.`,
  clientLimit: `We have received several bookings from your connection today. To book another visit, please ${callUs}.`,
  tooMany: `You have sent several booking requests in a short time. Please wait a few minutes, or ${callUs}.`,
  notFound: `We could not find that booking. The link may be mistyped or expired. Please ${callUs} and we will help.`,
  cancelled: `This booking was cancelled. To book a new visit, start again or ${callUs}.`,
  started: `This visit has already started or passed, so it can no longer be changed online. Please ${callUs}.`,
  unavailable: `Sorry, we could not reach our booking calendar just now. Please try again in a minute, or ${callUs}.`,
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type Slot = ArrivalWindow & { startsAt: number };

/** The manage link's path: /booking/{token}. */
export const manageUrl = (token: string) => `/booking/${token}`;

export const windowOf = (slot: Slot): ArrivalWindow => ({
  start: slot.start,
  end: slot.end,
  remaining: slot.remaining,
});

export type CreateOutcome =
  | { kind: 'booked'; booking: StoredBooking; token: string; window: ArrivalWindow }
  /** The zip is outside the service area (422). */
  | { kind: 'outside'; zip: string }
  /** Not a window, past its notice, beyond the horizon or on a closed day (422). */
  | { kind: 'refused'; error: string; alternatives: ArrivalWindow[] }
  /** Someone took the last place first (409). */
  | { kind: 'full'; error: string; alternatives: ArrivalWindow[] }
  /** Too many live bookings for the phone or e-mail (409), or from the client today (429). */
  | { kind: 'limit'; by: 'phone' | 'email' | 'client'; error: string };

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
}

type WindowCheck = { kind: 'ok'; slot: Slot } | { kind: 'refused'; error: string };

export function bookingService({
  store,
  now = () => new Date(),
  schedule = defaultSchedule,
}: BookingServiceOptions): BookingService {
  const { timeZone } = bookingRules;

  const slotsWithPlaces = async (at: Date): Promise<AvailabilityDay[]> => {
    const from = at.getTime();
    const [rules, booked] = await Promise.all([
      schedule.current(),
      store.takenBetween(from, from + (bookingRules.horizonDays + 1) * DAY),
    ]);
    return availability({ now: at, booked, capacity: rules.capacityOf, closedDays: rules.closedDays });
  };

  const freeNear = async (at: Date, start?: number): Promise<ArrivalWindow[]> => {
    const free = (await slotsWithPlaces(at))
      .flatMap((day) => day.windows)
      .filter((slot) => slot.remaining > 0 && slot.startsAt !== start);
    const target = start ?? at.getTime();
    return free
      .sort((a, b) => Math.abs(a.startsAt - target) - Math.abs(b.startsAt - target) || a.startsAt - b.startsAt)
      .slice(0, bookingLimits.alternatives)
      .sort((a, b) => a.startsAt - b.startsAt)
      .map(windowOf);
  };

  const checkWindow = (start: number, at: Date, rules: ScheduleRules): WindowCheck => {
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
  };

  const caps = (at: Date, windowStart: number, rules: ScheduleRules): BookingCaps => {
    const date = localDate(windowStart, timeZone);
    const local = Math.round((windowStart - zonedInstant(date, 0, timeZone)) / MINUTE);
    return {
      capacity: rules.capacityOf(date, local),
      liveBookingsPerPhone: bookingLimits.liveBookingsPerPhone,
      liveBookingsPerEmail: bookingLimits.liveBookingsPerEmail,
      bookingsPerClientPerDay: bookingLimits.bookingsPerClientPerDay,
      dayStart: zonedInstant(localDate(at.getTime(), timeZone), 0, timeZone),
      linkLifetimeAfterVisit: bookingLimits.manageLinkDaysAfterVisit * DAY,
    };
  };

  /** The booking a change may touch, or why not. */
  const changeable = async (
    token: string,
    at: Date,
  ): Promise<{ kind: 'ok'; booking: StoredBooking } | Extract<ChangeOutcome, { kind: 'not-found' | 'started' }>> => {
    const booking = await store.findByToken(token, at);
    if (!booking) return { kind: 'not-found' };
    if (booking.status === 'booked' && Date.parse(booking.windowStart) <= at.getTime())
      return { kind: 'started', booking };
    return { kind: 'ok', booking };
  };

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

    async create(request, clientAddress) {
      const at = now();
      if (lookupZip(request.zip).kind === 'outside') return { kind: 'outside', zip: request.zip };
      const rules = await schedule.current();
      const check = checkWindow(request.windowStart, at, rules);
      if (check.kind === 'refused')
        return { kind: 'refused', error: check.error, alternatives: await freeNear(at, request.windowStart) };
      const created = await store.create(
        { ...request, windowEnd: Date.parse(check.slot.end), clientAddress },
        caps(at, request.windowStart, rules),
        at,
      );
      if (created.kind === 'full')
        return {
          kind: 'full',
          error: bookingMessages.full,
          alternatives: await freeNear(at, request.windowStart),
        };
      if (created.kind === 'limit') {
        const error =
          created.by === 'client'
            ? bookingMessages.clientLimit
            : created.by === 'phone'
              ? bookingMessages.phoneLimit
              : bookingMessages.emailLimit;
        return { kind: 'limit', by: created.by, error };
      }
      return {
        kind: 'booked',
        booking: created.booking,
        token: created.token,
        window: { start: check.slot.start, end: check.slot.end, remaining: check.slot.remaining },
      };
    },

    find: (token) => store.findByToken(token, now()),

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
      const bookingCaps = caps(at, windowStart, rules);
      const result = await store.reschedule(
        { token },
        { start: windowStart, end: Date.parse(check.slot.end), capacity: bookingCaps.capacity },
        bookingCaps,
        at,
      );
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
      // Cancelling twice is not an error: the visitor wants it cancelled, and it is.
      if (result.kind === 'cancelled') return { kind: 'changed', booking: result.booking };
      if (result.kind === 'full') return { kind: 'changed', booking: result.booking };
      return result;
    },
  };
}

/** A window's start and end as the business's wall-clock ISO text, for pages and JSON. */
export const windowText = (booking: StoredBooking) => ({
  start: isoInZone(Date.parse(booking.windowStart), bookingRules.timeZone),
  end: isoInZone(Date.parse(booking.windowEnd), bookingRules.timeZone),
});
