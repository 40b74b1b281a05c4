import { bookingRules, weekdayOf, windowStartsOn, type ClosedDay, type Weekday } from '../../../../data/booking';
import { oneLine } from '../../../../data/text';
import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../../kernel/db/database';
import { instant } from '../../../kernel/db/engine';
import type { Tables } from '../../../kernel/db/schema';
import { calendarDay } from '../../../kernel/http/schemas';
import { isoInZone, localDate, nextDate, zonedInstant } from '../../../kernel/time-zone';

/**
 * The booking calendar's rules as the office set them: data/booking.ts holds the defaults (capacity 2, the
 * holidays), the database only what the owner changed (a window's capacity, a day closed or reopened). The
 * booking service reads them through `current()`; the settings screen reads and writes them here.
 */

/** Weekdays in the order the settings screen lists them: the working week first. */
export const WEEKDAYS: readonly Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
const SUNDAY_FIRST: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const MAX_CAPACITY = 20;
export const MAX_REASON_LENGTH = 80;
const MAX_BY_LENGTH = 254;
/** How far ahead a day can be closed: far enough for next year's holidays, near enough to catch a typo'd year. */
const MAX_DAYS_AHEAD = 2 * 366;
/** How long current() keeps what it read before reading again; this process's own writes clear it at once. */
export const SCHEDULE_CACHE_MS = 3_000;

const DEFAULT_CAPACITY_SETTING = 'default_capacity';

export type ScheduleField = 'weekday' | 'startMinutes' | 'capacity' | 'date' | 'reason' | 'by';
/** What was wrong with each refused input, in words for the office's form, beside its field. */
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;
export type Invalid = { kind: 'invalid'; errors: ScheduleErrors };

export const scheduleMessages = {
  weekday: 'Please choose a day of the week.',
  startMinutes: 'Please choose one of that day’s arrival windows.',
  capacity: `Please enter a whole number of visits from 0 to ${MAX_CAPACITY}.`,
  date: 'Please enter a real date, like 2026-12-24.',
  past: 'That day has already passed.',
  tooFar: 'Please choose a day within the next two years.',
  reason: `Please say why, in one line of at most ${MAX_REASON_LENGTH} characters, like “Closed for Thanksgiving”.`,
  by: 'The change must name who made it.',
} as const;

/** A day with no bookings, where that comes from, and (for the office's) who closed it when. */
export interface ScheduleDay extends ClosedDay {
  source: 'defaults' | 'office';
  by?: string;
  /** ISO instant in UTC. */
  at?: string;
}

/** A day data/booking.ts closes that the office opened again. */
export interface ReopenedDay {
  date: string;
  /** The reason data/booking.ts gives, which no longer applies. */
  reason: string;
  by: string;
  at: string;
}

export interface CapacityCell {
  /** Minutes after midnight, business zone. */
  startMinutes: number;
  /** 08:00 and 10:00: the window's wall-clock start and end. */
  start: string;
  end: string;
  capacity: number;
  /** Whether the office set this window itself, rather than it following the default. */
  overridden: boolean;
}

export interface WeeklyCapacity {
  /** What every window without its own setting takes: the office's default, else data/booking.ts's. */
  defaultCapacity: number;
  days: { weekday: Weekday; windows: CapacityCell[] }[];
}

export interface Schedule extends ScheduleSource {
  /** Sets the capacity of one window of a weekday, or of all its windows. */
  setCapacity(
    weekday: string,
    startMinutes: number | string,
    capacity: number | string,
    by: string,
  ): Promise<{ kind: 'ok' } | Invalid>;
  /** `setCapacity` inside the office action's transaction `trx`; call `changed()` once it is committed. */
  setCapacityIn(
    trx: Transaction<Tables>,
    weekday: string,
    startMinutes: number | string,
    capacity: number | string,
    by: string,
  ): Promise<{ kind: 'ok' } | Invalid>;
  /** Drops the office's capacity for one window of a weekday (or all of them), back to the default. */
  resetCapacity(weekday: string, startMinutes: number | string): Promise<{ kind: 'ok' } | Invalid>;
  /** The capacity of every window the office has not set itself. */
  setDefaultCapacity(capacity: number | string, by: string): Promise<{ kind: 'ok' } | Invalid>;
  /**
   * Closes a day to new bookings, with the reason visitors see. Visits booked that day before stay booked:
   * `bookedVisits` says how many the office should call.
   */
  closeDay(
    date: string,
    reason: string,
    by: string,
  ): Promise<{ kind: 'ok'; day: ScheduleDay; bookedVisits: number } | Invalid>;
  /** `closeDay` inside the office action's transaction `trx`; call `changed()` once it is committed. */
  closeDayIn(
    trx: Transaction<Tables>,
    date: string,
    reason: string,
    by: string,
  ): Promise<{ kind: 'ok'; day: ScheduleDay; bookedVisits: number } | Invalid>;
  /** Opens a closed day again, whether the office or data/booking.ts closed it; an open day stays open. */
  reopenDay(date: string, by: string): Promise<{ kind: 'ok'; wasClosed: boolean } | Invalid>;
  /** `reopenDay` inside the office action's transaction `trx`; call `changed()` once it is committed. */
  reopenDayIn(
    trx: Transaction<Tables>,
    date: string,
    by: string,
  ): Promise<{ kind: 'ok'; wasClosed: boolean } | Invalid>;
  /** The rules as `trx` sees them, its own writes included: never the cache, which holds only committed rules. */
  rulesIn(trx: Transaction<Tables>): Promise<ScheduleRules>;
  /** After a change made in an office action's transaction commits: what current() keeps is read again. */
  changed(): void;
  weeklyCapacity(): Promise<WeeklyCapacity>;
  /** The grid as the office action's transaction `trx` sees it, before it changes it. */
  weeklyCapacityIn(trx: Transaction<Tables>): Promise<WeeklyCapacity>;
  /** Closed days from today on, the defaults and the office's together, in date order. */
  closedDaysAhead(): Promise<ScheduleDay[]>;
  /** Days from today on that data/booking.ts closes and the office reopened. */
  reopenedDaysAhead(): Promise<ReopenedDay[]>;
}

export interface ScheduleOptions {
  /** The clock "today" is read from (which days have passed); tests move it. */
  now?: () => Date;
  cacheMs?: number;
  /**
   * Something that changes whenever any server commits to the database (the kernel's databaseVersion, server/kernel/db/version.ts): the
   * rules are read again as soon as it has changed, so another server's settings change shows at once.
   */
  version?: () => Promise<unknown>;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A real YYYY-MM-DD day within the calendar's range (server/kernel/http/schemas.ts), or undefined. */
const realDate = calendarDay;

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

const asWeekday = (value: unknown): Weekday | undefined =>
  typeof value === 'string' ? WEEKDAYS.find((day) => day.toLowerCase() === value.trim().toLowerCase()) : undefined;

/** A name or reason typed in the office: one clean line, within its length, or undefined. */
function line(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = oneLine(value);
  return clean.length >= 1 && clean.length <= max ? clean : undefined;
}

const isDefaultClosed = (date: string) => bookingRules.closedDays.find((day) => day.date === date);

/** What the parts of a schedule share: the database, the clock, and the cache that every write clears. */
interface ScheduleParts {
  database: AppDatabase;
  now: () => Date;
  /** YYYY-MM-DD in the business's zone, by `now`. */
  today: () => string;
  /** Drops what current() keeps, so this process reads its own write at once. */
  invalidate: () => void;
}

export function createSchedule(database: AppDatabase, options: ScheduleOptions = {}): Schedule {
  const now = options.now ?? (() => new Date());
  const today = () => localDate(now().getTime(), bookingRules.timeZone);
  const rules = cachedRules(database, today, options.cacheMs ?? SCHEDULE_CACHE_MS, options.version);
  const parts: ScheduleParts = { database, now, today, invalidate: rules.invalidate };
  return {
    current: rules.current,
    rulesIn: (trx) => rulesFrom(trx, today()),
    changed: rules.invalidate,
    ...capacitySettings(parts),
    ...daySettings(parts),
  };
}

/** The rules as visitors' bookings read them: capacity per window and the closed days, from yesterday on. */
async function loadRules(database: AppDatabase, today: string): Promise<ScheduleRules> {
  await database.ready();
  return rulesFrom(database.db, today);
}

/** The rules read through `db`: the database, or the transaction of a change that must see its own writes. */
async function rulesFrom(db: Kysely<Tables>, today: string): Promise<ScheduleRules> {
  // Yesterday on: a day that has passed cannot be booked, and the table only grows.
  const from = nextDate(today, -1);
  const [capacities, days, setting] = await Promise.all([
    db.selectFrom('schedule_capacity').select(['weekday', 'start_minutes', 'capacity']).execute(),
    db.selectFrom('schedule_days').select(['date', 'status', 'reason']).where('date', '>=', from).execute(),
    db.selectFrom('schedule_settings').select('value').where('name', '=', DEFAULT_CAPACITY_SETTING).executeTakeFirst(),
  ]);
  const defaultCapacity = setting ? Number(setting.value) : bookingRules.capacity;
  const perWindow = new Map(capacities.map((row) => [`${row.weekday} ${row.start_minutes}`, Number(row.capacity)]));
  const overrides = new Map(days.map((row) => [row.date, row]));
  const closedDays: ClosedDay[] = bookingRules.closedDays.filter((day) => !overrides.has(day.date));
  for (const row of days) if (row.status === 'closed') closedDays.push({ date: row.date, reason: row.reason });
  closedDays.sort((a, b) => a.date.localeCompare(b.date));
  return {
    capacityOf: (date, startMinutes) =>
      perWindow.get(`${SUNDAY_FIRST.indexOf(weekdayOf(date))} ${startMinutes}`) ?? defaultCapacity,
    closedDays,
  };
}

/** current(): the rules, read at most once per `cacheMs` (one read at a time), dropped by every write. */
function cachedRules(
  database: AppDatabase,
  today: () => string,
  cacheMs: number,
  version: () => Promise<unknown> = async () => undefined,
) {
  let cached: { rules: ScheduleRules; until: number; version: unknown } | undefined;
  let loading: Promise<ScheduleRules> | undefined;
  let loadingVersion: unknown;
  // Raised by every write: a read that started before it must not be kept as current.
  let generation = 0;
  const invalidate = () => {
    generation++;
    cached = undefined;
    loading = undefined;
  };

  const current = async (): Promise<ScheduleRules> => {
    const seen = await version();
    if (cached && cached.until > performance.now() && cached.version === seen) return cached.rules;
    if (loading && loadingVersion === seen) return loading;
    const started = generation;
    const attempt = loadRules(database, today()).then(
      (rules) => {
        if (generation === started && loading === attempt)
          cached = { rules, until: performance.now() + cacheMs, version: seen };
        if (loading === attempt) loading = undefined;
        return rules;
      },
      (error: unknown) => {
        if (loading === attempt) loading = undefined;
        throw error;
      },
    );
    loading = attempt;
    loadingVersion = seen;
    return attempt;
  };

  return { current, invalidate };
}

/** The weekday and its window starts a capacity change names, or the errors. */
function windowsNamed(
  weekdayInput: string,
  startInput: number | string,
): { weekday: Weekday; starts: number[] } | ScheduleErrors {
  const weekday = asWeekday(weekdayInput);
  if (!weekday) return { weekday: scheduleMessages.weekday };
  const all = windowStartsOn(weekday);
  if (startInput === 'all') return { weekday, starts: all };
  const start = wholeNumber(startInput);
  if (start === undefined || !all.includes(start)) return { startMinutes: scheduleMessages.startMinutes };
  return { weekday, starts: [start] };
}

function capacityOf(input: number | string): number | undefined {
  const capacity = wholeNumber(input);
  return capacity !== undefined && capacity >= 0 && capacity <= MAX_CAPACITY ? capacity : undefined;
}

/** A setting of the schedule's, read through `db`. */
const settingIn = async (db: Kysely<Tables>, name: string) =>
  (await db.selectFrom('schedule_settings').select('value').where('name', '=', name).executeTakeFirst())?.value;

/** The weekly grid of capacities read through `db`: the database, or the transaction of a change. */
async function weeklyCapacityFrom(db: Kysely<Tables>): Promise<WeeklyCapacity> {
  const [rows, stored] = await Promise.all([
    db.selectFrom('schedule_capacity').select(['weekday', 'start_minutes', 'capacity']).execute(),
    settingIn(db, DEFAULT_CAPACITY_SETTING),
  ]);
  const defaultCapacity = stored === undefined ? bookingRules.capacity : Number(stored);
  const set = new Map(rows.map((row) => [`${row.weekday} ${row.start_minutes}`, Number(row.capacity)]));
  return {
    defaultCapacity,
    days: WEEKDAYS.map((weekday) => ({
      weekday,
      windows: windowStartsOn(weekday).map((startMinutes) => {
        const own = set.get(`${SUNDAY_FIRST.indexOf(weekday)} ${startMinutes}`);
        return {
          startMinutes,
          start: hhmm(startMinutes),
          end: hhmm(startMinutes + bookingRules.windowMinutes),
          capacity: own ?? defaultCapacity,
          overridden: own !== undefined,
        };
      }),
    })),
  };
}

/** The weekly grid of capacities: each window's own, and the default of the rest. */
function capacitySettings({
  database,
  now,
  invalidate,
}: ScheduleParts): Pick<
  Schedule,
  'setCapacity' | 'setCapacityIn' | 'resetCapacity' | 'setDefaultCapacity' | 'weeklyCapacity' | 'weeklyCapacityIn'
> {
  const { db } = database;

  const setCapacityIn: Schedule['setCapacityIn'] = async (trx, weekdayInput, startInput, capacityInput, byInput) => {
    const named = windowsNamed(weekdayInput, startInput);
    const errors: ScheduleErrors = 'starts' in named ? {} : { ...named };
    const capacity = capacityOf(capacityInput);
    if (capacity === undefined) errors.capacity = scheduleMessages.capacity;
    const by = line(byInput, MAX_BY_LENGTH);
    if (!by) errors.by = scheduleMessages.by;
    if (!('starts' in named) || capacity === undefined || !by) return { kind: 'invalid', errors };
    const changedAt = now().toISOString();
    const weekday = SUNDAY_FIRST.indexOf(named.weekday);
    for (const start of named.starts) {
      await trx
        .insertInto('schedule_capacity')
        .values({ weekday, start_minutes: start, capacity, changed_by: by, changed_at: changedAt })
        .onConflict((conflict) =>
          conflict
            .columns(['weekday', 'start_minutes'])
            .doUpdateSet({ capacity, changed_by: by, changed_at: changedAt }),
        )
        .execute();
    }
    return { kind: 'ok' };
  };

  return {
    async setCapacity(weekdayInput, startInput, capacityInput, byInput) {
      await database.ready();
      const result = await db
        .transaction()
        .execute((trx) => setCapacityIn(trx, weekdayInput, startInput, capacityInput, byInput));
      invalidate();
      return result;
    },

    setCapacityIn,

    async resetCapacity(weekdayInput, startInput) {
      const named = windowsNamed(weekdayInput, startInput);
      if (!('starts' in named)) return { kind: 'invalid', errors: named };
      await database.ready();
      await db
        .deleteFrom('schedule_capacity')
        .where('weekday', '=', SUNDAY_FIRST.indexOf(named.weekday))
        .where('start_minutes', 'in', named.starts)
        .execute();
      invalidate();
      return { kind: 'ok' };
    },

    async setDefaultCapacity(capacityInput, byInput) {
      const capacity = capacityOf(capacityInput);
      const by = line(byInput, MAX_BY_LENGTH);
      if (capacity === undefined || !by) {
        const errors: ScheduleErrors = {};
        if (capacity === undefined) errors.capacity = scheduleMessages.capacity;
        if (!by) errors.by = scheduleMessages.by;
        return { kind: 'invalid', errors };
      }
      await database.ready();
      const changedAt = now().toISOString();
      await db
        .insertInto('schedule_settings')
        .values({ name: DEFAULT_CAPACITY_SETTING, value: String(capacity), changed_by: by, changed_at: changedAt })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ value: String(capacity), changed_by: by, changed_at: changedAt }),
        )
        .execute();
      invalidate();
      return { kind: 'ok' };
    },

    async weeklyCapacity() {
      await database.ready();
      return weeklyCapacityFrom(db);
    },

    weeklyCapacityIn: weeklyCapacityFrom,
  };
}

/** Visits booked on a day (not cancelled): whom the office should call when it closes the day. */
async function visitsBookedOn(db: Kysely<Tables>, date: string): Promise<number> {
  const { timeZone } = bookingRules;
  const booked = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('status', '=', 'booked')
    .where('window_start', '>=', new Date(zonedInstant(date, 0, timeZone)).toISOString())
    .where('window_start', '<', new Date(zonedInstant(nextDate(date), 0, timeZone)).toISOString())
    .executeTakeFirstOrThrow();
  return Number(booked.count);
}

/** Closing and reopening a day inside a change's transaction: what the office's actions and the plain forms run. */
function dayChangesIn({
  now,
  today,
}: Pick<ScheduleParts, 'now' | 'today'>): Pick<Schedule, 'closeDayIn' | 'reopenDayIn'> {
  const validDay = (input: string): { date: string } | { error: string } => {
    const date = realDate(input);
    if (!date) return { error: scheduleMessages.date };
    if (date < today()) return { error: scheduleMessages.past };
    if (date > nextDate(today(), MAX_DAYS_AHEAD)) return { error: scheduleMessages.tooFar };
    return { date };
  };

  const closeDayIn: Schedule['closeDayIn'] = async (trx, dateInput, reasonInput, byInput) => {
    const day = validDay(dateInput);
    const reason = line(reasonInput, MAX_REASON_LENGTH);
    const by = line(byInput, MAX_BY_LENGTH);
    if (!('date' in day) || !reason || !by) {
      const errors: ScheduleErrors = {};
      if ('error' in day) errors.date = day.error;
      if (!reason) errors.reason = scheduleMessages.reason;
      if (!by) errors.by = scheduleMessages.by;
      return { kind: 'invalid', errors };
    }
    const { date } = day;
    const changedAt = now().toISOString();
    await trx
      .insertInto('schedule_days')
      .values({ date, status: 'closed', reason, changed_by: by, changed_at: changedAt })
      .onConflict((conflict) =>
        conflict.column('date').doUpdateSet({ status: 'closed', reason, changed_by: by, changed_at: changedAt }),
      )
      .execute();
    return {
      kind: 'ok',
      day: { date, reason, source: 'office', by, at: changedAt },
      bookedVisits: await visitsBookedOn(trx, date),
    };
  };

  const reopenDayIn: Schedule['reopenDayIn'] = async (trx, dateInput, byInput) => {
    const day = validDay(dateInput);
    const by = line(byInput, MAX_BY_LENGTH);
    if (!('date' in day) || !by) {
      const errors: ScheduleErrors = {};
      if ('error' in day) errors.date = day.error;
      if (!by) errors.by = scheduleMessages.by;
      return { kind: 'invalid', errors };
    }
    const { date } = day;
    const row = await trx.selectFrom('schedule_days').select('status').where('date', '=', date).executeTakeFirst();
    const byDefault = isDefaultClosed(date);
    const wasClosed = row ? row.status === 'closed' : Boolean(byDefault);
    if (byDefault) {
      // The default would close it again without a row saying otherwise.
      const changedAt = now().toISOString();
      await trx
        .insertInto('schedule_days')
        .values({ date, status: 'open', reason: '', changed_by: by, changed_at: changedAt })
        .onConflict((conflict) =>
          conflict.column('date').doUpdateSet({ status: 'open', reason: '', changed_by: by, changed_at: changedAt }),
        )
        .execute();
    } else {
      await trx.deleteFrom('schedule_days').where('date', '=', date).execute();
    }
    return { kind: 'ok', wasClosed };
  };

  return { closeDayIn, reopenDayIn };
}

/** Days closed and reopened: the office's own, over data/booking.ts's holidays. */
function daySettings(
  parts: ScheduleParts,
): Pick<Schedule, 'closeDay' | 'closeDayIn' | 'reopenDay' | 'reopenDayIn' | 'closedDaysAhead' | 'reopenedDaysAhead'> {
  const { database, today, invalidate } = parts;
  const { db } = database;
  const { closeDayIn, reopenDayIn } = dayChangesIn(parts);

  return {
    async closeDay(dateInput, reasonInput, byInput) {
      await database.ready();
      const result = await db.transaction().execute((trx) => closeDayIn(trx, dateInput, reasonInput, byInput));
      invalidate();
      return result;
    },

    closeDayIn,

    async reopenDay(dateInput, byInput) {
      await database.ready();
      const result = await db.transaction().execute((trx) => reopenDayIn(trx, dateInput, byInput));
      invalidate();
      return result;
    },

    reopenDayIn,

    async closedDaysAhead() {
      await database.ready();
      const from = today();
      const rows = await db.selectFrom('schedule_days').selectAll().where('date', '>=', from).execute();
      const overridden = new Set(rows.map((row) => row.date));
      const days: ScheduleDay[] = bookingRules.closedDays
        .filter((day) => day.date >= from && !overridden.has(day.date))
        .map((day) => ({ date: day.date, reason: day.reason, source: 'defaults' }));
      for (const row of rows) {
        if (row.status !== 'closed') continue;
        days.push({
          date: row.date,
          reason: row.reason,
          source: 'office',
          by: row.changed_by,
          at: instant(row.changed_at),
        });
      }
      return days.sort((a, b) => a.date.localeCompare(b.date));
    },

    async reopenedDaysAhead() {
      await database.ready();
      const rows = await db
        .selectFrom('schedule_days')
        .selectAll()
        .where('date', '>=', today())
        .where('status', '=', 'open')
        .orderBy('date')
        .execute();
      return rows.flatMap((row) => {
        const byDefault = isDefaultClosed(row.date);
        return byDefault
          ? [{ date: row.date, reason: byDefault.reason, by: row.changed_by, at: instant(row.changed_at) }]
          : [];
      });
    },
  };
}

// ——— The windows the rules make: each day's arrival windows and what is left in them ———

/** Where the rules come from: data/booking.ts's defaults, or the office's settings in the database. */
export interface ScheduleSource {
  current(): Promise<ScheduleRules>;
}

/** One arrival window as the API and the pages show it: ISO times with the business's offset on that day. */
export interface ArrivalWindow {
  start: string;
  end: string;
  /** Visits still free in it; 0 when full. */
  remaining: number;
}

/** The rules of the calendar that may change while the site runs: capacity per window and the closed days. */
export interface ScheduleRules {
  /** Visits the window starting `startMinutes` after midnight on `date` (YYYY-MM-DD, business zone) can take. */
  capacityOf(date: string, startMinutes: number): number;
  closedDays: readonly ClosedDay[];
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

interface DayWindow {
  startMinutes: number;
  startsAt: number;
  start: string;
  end: string;
}

const dayWindows = new Map<string, DayWindow[]>();

/**
 * The arrival windows of one day, as instants and ISO text. Each costs a handful of Intl look-ups (about 35 µs
 * apiece on Node 20), some 17 ms for the horizon's 80 windows, and a day's windows never change, so they are
 * worked out once per day and kept; the cache holds a few weeks of days at most.
 */
function windowsOfDay(date: string): DayWindow[] {
  const { timeZone, windowMinutes } = bookingRules;
  let windows = dayWindows.get(date);
  if (windows) return windows;
  windows = windowStartsOn(weekdayOf(date)).map((startMinutes) => {
    const startsAt = zonedInstant(date, startMinutes, timeZone);
    const endsAt = zonedInstant(date, Math.min(startMinutes + windowMinutes, DAY_MINUTES), timeZone);
    return { startMinutes, startsAt, start: isoInZone(startsAt, timeZone), end: isoInZone(endsAt, timeZone) };
  });
  if (dayWindows.size >= 64) dayWindows.delete(dayWindows.keys().next().value!);
  dayWindows.set(date, windows);
  return windows;
}

let horizon: { today: string; days: number; dates: string[] } | undefined;

/** The days of the horizon from today, kept until the day changes (date arithmetic is not free either). */
function horizonDates(today: string, days: number): string[] {
  if (horizon?.today !== today || horizon.days !== days)
    horizon = { today, days, dates: Array.from({ length: days }, (_, offset) => nextDate(today, offset)) };
  return horizon.dates;
}

export interface AvailabilityInput {
  now: Date;
  /** Visits already booked per window, keyed by the window's start instant (ms since the epoch). */
  booked: ReadonlyMap<number, number>;
  /** Visits a window can take; the office may change it per weekday and window. */
  capacity?: (date: string, startMinutes: number) => number;
  closedDays?: readonly ClosedDay[];
}

/** One day of the horizon: its windows, or why there are none. */
export interface AvailabilityDay {
  date: string;
  closed?: string;
  windows: (ArrivalWindow & { startsAt: number })[];
}

/**
 * Every arrival window from now to the end of the horizon that can still be booked (not past its notice), day
 * by day in the business's time zone, with what is left in each. Full windows stay in the list with 0 left.
 */
export function availability({
  now,
  booked,
  capacity = () => bookingRules.capacity,
  closedDays = bookingRules.closedDays,
}: AvailabilityInput): AvailabilityDay[] {
  const { timeZone, noticeMinutes, horizonDays } = bookingRules;
  const bookableFrom = now.getTime() + noticeMinutes * MINUTE;
  const today = localDate(now.getTime(), timeZone);
  const days: AvailabilityDay[] = [];
  for (const date of horizonDates(today, horizonDays)) {
    const closed = closedDays.find((day) => day.date === date);
    if (closed) {
      days.push({ date, closed: closed.reason, windows: [] });
      continue;
    }
    const windows = windowsOfDay(date).flatMap((window) => {
      if (window.startsAt < bookableFrom) return [];
      const remaining = Math.max(0, capacity(date, window.startMinutes) - (booked.get(window.startsAt) ?? 0));
      return [{ start: window.start, end: window.end, remaining, startsAt: window.startsAt }];
    });
    days.push({ date, windows });
  }
  return days;
}
