import { bookingRules } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { lookupZip } from '../../../../data/site/zip-lookup';
import type { EarlyAnswer } from '../../../kernel/cache/fast-path';
import { jsonAnswer, type JsonAnswer } from '../../../kernel/cache/json-answer';
import { windowOf } from './free-windows';
import type { BookingService } from '../service';
import { sharedReading } from '../../../kernel/db/version';
import { localDate, nextDate, zonedInstant } from '../../../kernel/time-zone';
import { type AvailabilityDay } from './schedule';

const MINUTE = 60_000;

/** The two answers made from one reading: GET /api/availability and GET /api/availability/next. */
export type AvailabilityKind = 'windows' | 'next';

export interface AvailabilityAnswersOptions {
  /** Availability as the service reads it (through taken-cache.ts's reading). */
  service: Pick<BookingService, 'days'>;
  /**
   * Changes whenever a booking, move, cancel or settings change is committed on any server (the database's
   * version reading, server/kernel/db/version.ts, and the schedule's rules), so the next answer is read again.
   */
  version: () => Promise<unknown>;
  /** The booking clock; tests move it. */
  now: () => Date;
}

export interface AvailabilityAnswers {
  /** The answer as of now: kept while nothing was committed and the clock has not passed its expiry. */
  current(kind: AvailabilityKind): Promise<JsonAnswer>;
  /** The fast path's answer for the route (see EarlyAnswer in server/kernel/cache/fast-path.ts). */
  early(kind: AvailabilityKind): EarlyAnswer;
}

interface Reading {
  version: unknown;
  /** The booking clock when it was read: a clock set back (a test) reads again. */
  readAt: number;
  /** The first instant the clock makes it wrong: a window passes its notice, or the day rolls over. */
  expiresAt: number;
  answers: Record<AvailabilityKind, JsonAnswer>;
}

/** The business's date at `at` and the instant of its next midnight, in its time zone. */
function businessDay(at: number): { today: string; endsAt: number } {
  const { timeZone } = bookingRules;
  const today = localDate(at, timeZone);
  return { today, endsAt: zonedInstant(nextDate(today), 0, timeZone) };
}

/**
 * The instant the windows read at `at` stop being what a reading would give: when the first window listed
 * passes its notice and leaves the list, or at midnight in the business's time zone, when the horizon moves on
 * a day (a new day at its end, today's closed notice gone). Nothing else in the answer depends on the clock.
 */
export function expiryOf(days: readonly AvailabilityDay[], at: number): number {
  const { noticeMinutes } = bookingRules;
  const midnight = businessDay(at).endsAt;
  const first = days.find((day) => day.windows.length > 0)?.windows[0];
  // availability() lists a window while its start is at least the notice away, so it leaves a millisecond later.
  const closes = first ? first.startsAt - noticeMinutes * MINUTE + 1 : Infinity;
  return Math.min(midnight, closes);
}

/** Whether GET /api/availability answers these the same for everyone: a zip we serve and a service we offer. */
function takesWindowsQuery(zip: string | undefined, service: string | undefined): boolean {
  if (zip === undefined || service === undefined || !findService(service)) return false;
  const kind = lookupZip(zip).kind;
  return kind === 'served' || kind === 'in-area';
}

// A query the fast path takes: name=value pairs of letters, digits, - and _ only (no escapes, no +, no empty
// names), so any query parser reads them the same as Express's does. Anything else goes to Express.
const PLAIN_QUERY = /^[\w-]+=[\w-]*(?:&[\w-]+=[\w-]*)*$/;

/** The query's values, or undefined when it is not plain or names a parameter twice. */
function plainQuery(query: string): Map<string, string> | undefined {
  if (query === '') return new Map();
  if (!PLAIN_QUERY.test(query)) return undefined;
  const values = new Map<string, string>();
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    if (values.has(name)) return undefined;
    values.set(name, pair.slice(equals + 1));
  }
  return values;
}

/**
 * Availability answered like a cached page (docs/performance.md#availability-before-express): the windows'
 * JSON and the next free window, serialised once per reading of the database and compressed once per coding,
 * kept with their entity tags until something is committed on any server (the version reading) or the clock
 * passes the reading's expiry. The answer does not depend on the zip or the service asked about, once they are
 * valid: one answer serves every (zip, service). It is only ever a display: a booking counts its window's places
 * in its own transaction (store.ts), so a stale answer can never let one through.
 */
export function availabilityAnswers({ service, version, now }: AvailabilityAnswersOptions): AvailabilityAnswers {
  let kept: Reading | undefined;
  // Answers that arrive while a reading for the same version runs share it.
  let reading: { version: unknown; value: Promise<Reading> } | undefined;

  const read = async (seen: unknown): Promise<Reading> => {
    const at = now().getTime();
    const days = await service.days();
    // The business's day, so a browser names "today" without time-zone data (window-words.ts, todayOf); the reading
    // expires at its midnight, and `todayEnds` lets a copy cached past it move on a day.
    const { today, endsAt } = businessDay(at);
    const day = { timeZone: bookingRules.timeZone, today, todayEnds: new Date(endsAt).toISOString() };
    const windows = {
      ...day,
      windows: days.flatMap((day) => day.windows.map(windowOf)),
      closed: days.flatMap((day) => (day.closed ? [{ date: day.date, reason: day.closed }] : [])),
    };
    const free = days.flatMap((day) => day.windows).find((slot) => slot.remaining > 0);
    const next = { ...day, window: free ? windowOf(free) : null };
    // The same JSON as before keeps its bytes, tags and armed headers: only a real change costs a compression.
    const same = (kind: AvailabilityKind, value: unknown) => {
      const before = kept?.answers[kind];
      return before && before.json === JSON.stringify(value) ? before : jsonAnswer(value);
    };
    const [windowsAnswer, nextAnswer] = await Promise.all([same('windows', windows), same('next', next)]);
    return {
      version: seen,
      readAt: at,
      expiresAt: expiryOf(days, at),
      answers: { windows: windowsAnswer, next: nextAnswer },
    };
  };

  const currentReading = async (): Promise<Reading> => {
    const seen = await version();
    const at = now().getTime();
    if (kept && kept.version === seen && at >= kept.readAt && at < kept.expiresAt) return kept;
    let shared = reading;
    if (!shared || shared.version !== seen) {
      const value = read(seen).then((fresh) => {
        // Only the latest reading is kept: one for an older version may finish after it.
        if (reading?.value === value) kept = fresh;
        return fresh;
      });
      shared = reading = { version: seen, value };
      value
        .finally(() => {
          if (reading?.value === value) reading = undefined;
        })
        .catch(() => undefined);
    }
    return shared.value;
  };
  // The answers of one batch of requests wait on one check together (see sharedReading), not each on its own.
  const batch = sharedReading(currentReading);
  const current = async (kind: AvailabilityKind): Promise<JsonAnswer> => (await batch()).answers[kind];

  return {
    current,
    early(kind) {
      return (query) => {
        const values = plainQuery(query);
        if (!values) return undefined;
        if (kind === 'windows' && !takesWindowsQuery(values.get('zip'), values.get('service'))) return undefined;
        return current(kind);
      };
    },
  };
}
