import { bookingRules, weekdayOf, windowStartsOn, type Weekday } from '../../../data/booking';
import { oneLine } from '../../../data/text';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import type { OfficePolicy } from '../../office';
import type { Tables } from '../../kernel/db/schema';
import { calendarDay, parseInstant } from '../../kernel/http/schemas';
import { clockTime, dayName } from '../../../views/office/format';
import { nearestFreeWindows } from './availability/free-windows';
import type { ScheduleRules, ScheduleSource } from './service';
import {
  bookingCaps,
  takenBetweenIn,
  toStoredBooking,
  windowText,
  type BookingStore,
  type StoredBooking,
} from './store';
import type { Schedule } from './availability/schedule';
import { isoInZone, localDate, nextDate, zonedInstant } from '../../kernel/time-zone';
import type { ArrivalWindow } from './availability/schedule';

/**
 * What the office does with bookings, for its screens (Today, Bookings, a booking's page): read them by day and
 * by window, move and cancel them. Changes go through the app's booking store, so its `onChange` hook e-mails
 * the customer exactly as when the customer changes the booking; nothing here knows about HTTP.
 */

/** A booking with its window as the business's wall-clock ISO text (2026-11-24T08:00:00-05:00). */
export type OfficeBooking = StoredBooking & { start: string; end: string };

export interface OfficeDay {
  /** YYYY-MM-DD in the business's zone. */
  date: string;
  /** The reason, when the day is closed to new bookings. */
  closed?: string;
  /** Every booking of the day, cancelled ones too, by window and then by when they were made. */
  bookings: OfficeBooking[];
}

export interface OfficeWindow extends ArrivalWindow {
  /** The start as ms since the epoch. */
  startsAt: number;
  startMinutes: number;
  capacity: number;
  /** Places taken; more than capacity when the office overbooked on purpose or lowered the capacity. */
  taken: number;
  /** Whether the window has started: nothing can be moved into it any more. */
  past: boolean;
  /** The visits booked in it (not cancelled). */
  bookings: OfficeBooking[];
}

export interface OfficeWindowDay {
  date: string;
  weekday: Weekday;
  closed?: string;
  windows: OfficeWindow[];
  /** Visits that fit no window of the day as it is now (the opening hours changed after they were booked). */
  otherVisits: OfficeBooking[];
}

export type OfficeField = 'reference' | 'windowStart' | 'by' | 'from' | 'to' | 'days';
export type OfficeInvalid = { kind: 'invalid'; errors: Partial<Record<OfficeField, string>> };

export type OfficeChangeOutcome =
  | { kind: 'changed'; booking: StoredBooking }
  | { kind: 'not-found' }
  /** A reschedule of a cancelled booking; for a cancel, the booking was cancelled already and nothing was sent. */
  | { kind: 'cancelled'; booking: StoredBooking }
  /** Not a window, a window that has started, or a closed day without `force`. */
  | { kind: 'refused'; booking: StoredBooking; error: string; alternatives: ArrivalWindow[] }
  /** The window is full and `force` was not given. */
  | { kind: 'full'; booking: StoredBooking; error: string; alternatives: ArrivalWindow[] }
  | OfficeInvalid;

export const officeMessages = {
  reference: 'Please enter a booking reference, like CAR-7K3P9Q.',
  windowStart: 'Please choose one of the arrival windows.',
  by: 'The change must name who made it.',
  date: 'Please enter a real date, like 2026-12-24.',
  range: 'Please choose a range of at most 92 days, the first day before the last.',
  days: 'Please ask for 1 to 62 days.',
  notAWindow: 'That is not one of the arrival windows.',
  started: 'That window has already started. Please choose a later one.',
  closed: (reason: string) => `${reason}: that day is closed to bookings. Move the visit there only on purpose.`,
  full: 'That window is full. Choose another, or move the visit there anyway on purpose.',
} as const;

const DAY_MINUTES = 24 * 60;
const MAX_RANGE_DAYS = 92;
const MAX_WINDOW_DAYS = 62;
const REFERENCE = /^CAR-[2-9A-HJKMNP-Z]{6}$/;

/** A reference as typed on the phone: "car-7k3p9q", " 7K3P9Q " and "CAR-7K3P9Q" are the same booking. */
export function normalReference(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  const reference = upper.startsWith('CAR-') ? upper : `CAR-${upper}`;
  return REFERENCE.test(reference) ? reference : undefined;
}

/** A real day within the calendar's range (server/kernel/http/schemas.ts), or undefined. */
const realDate = calendarDay;

const who = (value: unknown) => {
  const clean = typeof value === 'string' ? oneLine(value) : '';
  return clean.length >= 1 && clean.length <= 254 ? clean : undefined;
};

/** "Tuesday, November 24, 8:00 AM–10:00 AM", for the activity log and the notices. */
export const windowWords = (start: number, end: number) =>
  `${dayName(localDate(start, bookingRules.timeZone))}, ${clockTime(start)}–${clockTime(end)}`;

const officeBooking = (booking: StoredBooking): OfficeBooking => ({ ...booking, ...windowText(booking) });

const dayStart = (date: string) => zonedInstant(date, 0, bookingRules.timeZone);

/** The window of a day that starts at `start`, or undefined when no window starts then. */
export function windowAt(start: number): { date: string; startMinutes: number; end: number } | undefined {
  const { timeZone, windowMinutes } = bookingRules;
  const date = localDate(start, timeZone);
  const startMinutes = windowStartsOn(weekdayOf(date)).find((m) => zonedInstant(date, m, timeZone) === start);
  if (startMinutes === undefined) return undefined;
  return { date, startMinutes, end: zonedInstant(date, Math.min(startMinutes + windowMinutes, DAY_MINUTES), timeZone) };
}

/**
 * "A technician sees and changes only their own visits": the office's one statement of it, as a policy on the
 * route (server/office/lines.ts). The desk (owner, dispatcher) may use any visit; a technician only one assigned
 * to them. The visit is the one the route's `:reference` names; no such visit is the route's 404.
 */
export function ownVisitPolicy(database: AppDatabase): OfficePolicy {
  return {
    name: 'own visit',
    async allows(user, params) {
      await database.ready();
      const row = await database.db
        .selectFrom('bookings')
        .select('technician_id')
        .where('reference', '=', params.reference ?? '')
        .executeTakeFirst();
      if (!row) return 'missing';
      if (user.role !== 'technician') return 'allowed';
      return row.technician_id === user.id ? 'allowed' : 'refused';
    },
    refusal: { title: 'Not your visit', message: 'This visit is not assigned to you.', back: '/office/my-day' },
  };
}

export interface OfficeBookingsOptions {
  database: AppDatabase;
  /** The app's own store, with its e-mail hook. */
  store: BookingStore;
  /** The app's own schedule, so capacity and closed days are the ones visitors see. */
  schedule: ScheduleSource & Pick<Schedule, 'rulesIn'>;
  now?: () => Date;
  /** Wakes the booking e-mails' outbox, once a change made in an office action's transaction is committed. */
  nudge?: () => void;
}

export interface OfficeBookings {
  /** Every booking whose window starts on the days from `from` to `to` (YYYY-MM-DD, both included), by day. */
  bookingsBetween(from: string, to: string): Promise<{ kind: 'ok'; days: OfficeDay[] } | OfficeInvalid>;
  /** A booking by its reference, as typed ("7k3p9q" too), whether or not the customer's link has expired. */
  bookingByReference(reference: string): Promise<OfficeBooking | undefined>;
  /**
   * `days` days from today (or from `from`), every window of each with its capacity, the places taken and the
   * visits in it: the Today screen, and the office's window picker (which may choose a full window with force).
   */
  windowsForOffice(days: number, from?: string): Promise<{ kind: 'ok'; days: OfficeWindowDay[] } | OfficeInvalid>;
  /**
   * Moves a booking to any real window that has not started, beyond the visitors' notice and horizon too. A full
   * window or a closed day refuses unless `force` (the office overbooking on purpose).
   */
  officeReschedule(
    reference: string,
    windowStart: string | number,
    options: { force?: boolean; by: string },
  ): Promise<OfficeChangeOutcome>;
  /** Cancels a booking and frees its place at once; `message` goes to the customer in the cancel e-mail. */
  officeCancel(reference: string, by: string, message?: string): Promise<OfficeChangeOutcome>;
  /** `officeReschedule` inside an office action's transaction `trx`, every read through it; then `afterChange()`. */
  officeRescheduleIn(
    trx: Transaction<Tables>,
    ...args: Parameters<OfficeBookings['officeReschedule']>
  ): Promise<OfficeChangeOutcome>;
  /** `officeCancel` inside an office action's transaction `trx`; then `afterChange()`. */
  officeCancelIn(
    trx: Transaction<Tables>,
    ...args: Parameters<OfficeBookings['officeCancel']>
  ): Promise<OfficeChangeOutcome>;
  /**
   * The visit a move names, found before the office action's transaction, and the move to make in it
   * (`officeRescheduleIn`): every other refusal (a closed day, a full window) comes from `move(trx)`, which then
   * writes nothing.
   */
  officeMove(
    reference: string,
    windowStart: string | number,
    options: { force?: boolean; by: string },
  ): Promise<OfficeMove>;
  /**
   * After an office action's transaction with a change made here committed: the outbox sends its e-mails now and
   * availability is read again (the store's wrappers).
   */
  afterChange(): void;
}

/** An office move checked before its transaction: refused already, or ready to make in it. */
export type OfficeMove =
  | Exclude<OfficeChangeOutcome, { kind: 'changed' | 'full' }>
  | { kind: 'ready'; booking: StoredBooking; move(trx: Transaction<Tables>): Promise<OfficeChangeOutcome> };

export function officeBookings(options: OfficeBookingsOptions): OfficeBookings {
  const parts: OfficeParts = { nudge: () => undefined, ...options, now: options.now ?? (() => new Date()) };
  const { store, schedule } = parts;
  const own = officeChanges(parts, {
    find: (reference) => store.findByReference(reference),
    rules: () => schedule.current(),
    taken: store,
    reschedule: store.reschedule,
    cancel: store.cancel,
  });
  // The same changes inside the caller's transaction: read through it, written under the store's savepoint.
  const within = (trx: Transaction<Tables>) =>
    officeChanges(parts, {
      find: async (reference) => {
        const row = await trx.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst();
        return row && toStoredBooking(row);
      },
      rules: () => schedule.rulesIn(trx),
      taken: { takenBetween: (from, to) => takenBetweenIn(trx, from, to) },
      reschedule: (...args) => store.rescheduleIn(trx, ...args),
      cancel: (...args) => store.cancelIn(trx, ...args),
    });
  return {
    ...bookingLists(parts),
    ...windowsForOffice(parts),
    ...own,
    officeRescheduleIn: (trx, ...args) => within(trx).officeReschedule(...args),
    officeCancelIn: (trx, ...args) => within(trx).officeCancel(...args),
    async officeMove(reference, windowStart, options) {
      const booking = await store.findByReference(normalReference(reference) ?? '');
      if (!booking) return { kind: 'not-found' };
      return { kind: 'ready', booking, move: (trx) => within(trx).officeReschedule(reference, windowStart, options) };
    },
    afterChange: () => store.afterChange(),
  };
}

type OfficeParts = Required<OfficeBookingsOptions>;

/** Where an office change reads and writes: the store's own transactions, or an office action's. */
interface ChangeSource {
  find(reference: string): Promise<StoredBooking | undefined>;
  rules(): Promise<ScheduleRules>;
  taken: Pick<BookingStore, 'takenBetween'>;
  reschedule: BookingStore['reschedule'];
  cancel: BookingStore['cancel'];
}

/** The bookings whose window starts in [from, to), by window and then by when they were made. */
async function bookingRows(database: AppDatabase, from: number, to: number, bookedOnly: boolean) {
  await database.ready();
  const found = await database.db
    .selectFrom('bookings')
    .selectAll()
    .where('window_start', '>=', new Date(from).toISOString())
    .where('window_start', '<', new Date(to).toISOString())
    .$if(bookedOnly, (query) => query.where('status', '=', 'booked'))
    .orderBy('window_start')
    .orderBy('created_at')
    .execute();
  return found.map((row) => officeBooking(toStoredBooking(row)));
}

const closedReason = (rules: ScheduleRules, date: string) => rules.closedDays.find((day) => day.date === date)?.reason;

/** Bookings as lists: by day and by reference. */
function bookingLists({
  database,
  store,
  schedule,
}: OfficeParts): Pick<OfficeBookings, 'bookingsBetween' | 'bookingByReference'> {
  const { timeZone } = bookingRules;
  return {
    async bookingsBetween(fromInput, toInput) {
      const from = realDate(fromInput);
      const to = realDate(toInput);
      if (!from || !to) {
        const errors: OfficeInvalid['errors'] = {};
        if (!from) errors.from = officeMessages.date;
        if (!to) errors.to = officeMessages.date;
        return { kind: 'invalid', errors };
      }
      if (to < from || to > nextDate(from, MAX_RANGE_DAYS - 1))
        return { kind: 'invalid', errors: { to: officeMessages.range } };
      const [found, rules] = await Promise.all([
        bookingRows(database, dayStart(from), dayStart(nextDate(to)), false),
        schedule.current(),
      ]);
      const days: OfficeDay[] = [];
      for (let date = from; date <= to; date = nextDate(date)) {
        const closed = closedReason(rules, date);
        days.push({ date, ...(closed ? { closed } : {}), bookings: [] });
      }
      const byDate = new Map(days.map((day) => [day.date, day]));
      for (const booking of found)
        byDate.get(localDate(Date.parse(booking.windowStart), timeZone))?.bookings.push(booking);
      return { kind: 'ok', days };
    },

    async bookingByReference(input) {
      const reference = normalReference(input);
      if (!reference) return undefined;
      const booking = await store.findByReference(reference);
      return booking && officeBooking(booking);
    },
  };
}

/** One day's windows as the office sees them, taking the visits of each window out of `visitsAt`. */
function officeWindowDay(
  date: string,
  rules: ScheduleRules,
  taken: Map<number, number>,
  visitsAt: Map<number, OfficeBooking[]>,
  at: number,
): OfficeWindowDay {
  const { timeZone } = bookingRules;
  const weekday = weekdayOf(date);
  const closed = closedReason(rules, date);
  const windows = windowStartsOn(weekday).map((startMinutes): OfficeWindow => {
    const startsAt = zonedInstant(date, startMinutes, timeZone);
    const { end } = windowAt(startsAt)!;
    const capacity = rules.capacityOf(date, startMinutes);
    const placesTaken = taken.get(startsAt) ?? 0;
    const bookings = visitsAt.get(startsAt) ?? [];
    visitsAt.delete(startsAt);
    return {
      start: isoInZone(startsAt, timeZone),
      end: isoInZone(end, timeZone),
      remaining: closed ? 0 : Math.max(0, capacity - placesTaken),
      startsAt,
      startMinutes,
      capacity,
      taken: placesTaken,
      past: startsAt <= at,
      bookings,
    };
  });
  return { date, weekday, ...(closed ? { closed } : {}), windows, otherVisits: [] };
}

/** Days of windows with their capacity, places taken and visits: the Today screen and the office's picker. */
function windowsForOffice({ database, store, schedule, now }: OfficeParts): Pick<OfficeBookings, 'windowsForOffice'> {
  const { timeZone } = bookingRules;
  return {
    async windowsForOffice(count, fromInput) {
      const first = fromInput === undefined ? localDate(now().getTime(), timeZone) : realDate(fromInput);
      const errors: OfficeInvalid['errors'] = {};
      if (!first) errors.from = officeMessages.date;
      if (!Number.isInteger(count) || count < 1 || count > MAX_WINDOW_DAYS) errors.days = officeMessages.days;
      if (!first || errors.days) return { kind: 'invalid', errors };
      const after = nextDate(first, count);
      const at = now().getTime();
      const [rules, taken, visits] = await Promise.all([
        schedule.current(),
        store.takenBetween(dayStart(first), dayStart(after)),
        bookingRows(database, dayStart(first), dayStart(after), true),
      ]);
      const visitsAt = new Map<number, OfficeBooking[]>();
      for (const visit of visits) {
        const start = Date.parse(visit.windowStart);
        visitsAt.set(start, [...(visitsAt.get(start) ?? []), visit]);
      }
      const days: OfficeWindowDay[] = [];
      for (let date = first; date < after; date = nextDate(date))
        days.push(officeWindowDay(date, rules, taken, visitsAt, at));
      // Whatever no window claimed goes under its own day, so no visit ever drops off the Today screen.
      const byDate = new Map(days.map((day) => [day.date, day]));
      for (const [start, left] of visitsAt) byDate.get(localDate(start, timeZone))?.otherVisits.push(...left);
      return { kind: 'ok', days };
    },
  };
}

/** Moving and cancelling a booking by its reference, on purpose past the visitors' rules when asked. */
function officeChanges(
  { now }: OfficeParts,
  source: ChangeSource,
): Pick<OfficeBookings, 'officeReschedule' | 'officeCancel'> {
  return {
    async officeReschedule(referenceInput, windowStartInput, { force = false, by: byInput }) {
      const reference = normalReference(referenceInput);
      const start = typeof windowStartInput === 'number' ? windowStartInput : parseInstant(windowStartInput);
      const by = who(byInput);
      if (!reference || start === undefined || !Number.isFinite(start) || !by) {
        const errors: OfficeInvalid['errors'] = {};
        if (!reference) errors.reference = officeMessages.reference;
        if (start === undefined || !Number.isFinite(start)) errors.windowStart = officeMessages.windowStart;
        if (!by) errors.by = officeMessages.by;
        return { kind: 'invalid', errors };
      }
      const booking = await source.find(reference);
      if (!booking) return { kind: 'not-found' };
      if (booking.status === 'cancelled') return { kind: 'cancelled', booking };
      const at = now();
      const rules = await source.rules();
      const refuse = async (error: string): Promise<OfficeChangeOutcome> => ({
        kind: 'refused',
        booking,
        error,
        alternatives: await nearestFreeWindows(source.taken, rules, at, start),
      });
      const window = windowAt(start);
      if (!window) return refuse(officeMessages.notAWindow);
      if (start <= at.getTime()) return refuse(officeMessages.started);
      const closed = closedReason(rules, window.date);
      if (closed && !force) return refuse(officeMessages.closed(closed));
      const capacity = rules.capacityOf(window.date, window.startMinutes);
      const result = await source.reschedule(
        { reference },
        { start, end: window.end, capacity },
        bookingCaps(at, capacity),
        at,
        { force, by },
      );
      if (result.kind === 'full')
        return {
          kind: 'full',
          booking: result.booking,
          error: officeMessages.full,
          alternatives: await nearestFreeWindows(source.taken, rules, at, start),
        };
      return result;
    },

    async officeCancel(referenceInput, byInput, message) {
      const reference = normalReference(referenceInput);
      const by = who(byInput);
      if (!reference || !by) {
        const errors: OfficeInvalid['errors'] = {};
        if (!reference) errors.reference = officeMessages.reference;
        if (!by) errors.by = officeMessages.by;
        return { kind: 'invalid', errors };
      }
      const result = await source.cancel({ reference }, now(), { by, ...(message ? { message } : {}) });
      // The store reports a cancel that found the booking cancelled already as `cancelled`; so do we.
      if (result.kind === 'full') return { kind: 'changed', booking: result.booking };
      return result;
    },
  };
}
