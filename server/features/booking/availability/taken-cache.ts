import { sharedReading } from '../../../kernel/db/version';
import type { BookingService } from '../service';
import type { BookingStore } from '../store';
import type { ArrivalWindow } from './schedule';

export interface AvailabilityCacheOptions {
  /** How long one reading serves availability answers (default 1 s). */
  ttlMs?: number;
  /** The booking clock (tests move it); a reading is used only while it has moved less than the ttl. */
  now?: () => Date;
  /** Real time, for the reading's age. */
  clock?: () => number;
  /**
   * Something that changes whenever another process commits to the database (the kernel's databaseVersion, server/kernel/db/version.ts), so
   * what another server changed shows on the next answer; without it, within the ttl.
   */
  version?: () => Promise<unknown>;
  /**
   * The schedule's current rules (ScheduleSource.current()): the window list is read again whenever it answers
   * with another object, so an office change of capacity or closed days shows as soon as the schedule has it.
   */
  rules?: () => Promise<unknown>;
}

/** How much further ahead than asked one read of the places taken looks, so the horizon's moving end stays inside it. */
const SLACK_MS = 24 * 3_600_000;

/**
 * Availability (every visitor's first request, the island on the home, service and city pages) read once per
 * second per process instead of once per request: the places taken (`takenBetween`) and the window list built
 * from them. It is only ever a display: taking a place counts the window's row inside the booking's own
 * transaction, so a stale answer can show a place that is gone (the visitor gets "That window was just taken"
 * with alternatives) or a window that passed its notice a moment ago (refused with alternatives), but never
 * lets a booking through. A change committed through the store is counted by it (`changes()`), so both readings are
 * passed over at once and this server's visitors see their own changes; another server's show within the ttl.
 */
export function availabilityCache(options: AvailabilityCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 1_000;
  const now = options.now ?? (() => new Date());
  const clock = options.clock ?? Date.now;
  const readVersion = options.version ?? (async () => undefined);
  // Answers that arrive while a version reading runs share it: under load, one query serves a burst of them.
  const version = sharedReading(readVersion);
  const rules = options.rules ?? (async () => undefined);
  const ruleObjects = new WeakMap<object, number>();
  let nextRuleId = 0;
  /** A number per rules object, so "same rules" is one comparison of the entry's version. */
  const ruleIds = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return 0;
    let id = ruleObjects.get(value);
    if (id === undefined) ruleObjects.set(value, (id = ++nextRuleId));
    return id;
  };
  interface Entry<T> {
    readAt: number;
    version: unknown;
    value: Promise<T>;
  }
  let taken: (Entry<Map<number, number>> & { from: number; to: number }) | undefined;
  let windows: (Entry<ArrivalWindow[]> & { at: number }) | undefined;
  // The store's count of committed changes, read with every answer (never told of a change: the store counts it).
  let changes = () => 0;
  const usable = (entry: Entry<unknown> | undefined, current: unknown) =>
    entry !== undefined && clock() - entry.readAt < ttlMs && entry.version === current;
  /** Every caller meanwhile shares one read; a failed read is not kept. */
  const keep = <T extends Entry<unknown>>(entry: T, clear: (entry: T) => void): T => {
    entry.value.catch(() => clear(entry));
    return entry;
  };

  /** Another server's commits, this server's own changes through the store, and the schedule's rules, as one value. */
  const currentVersion = async () => {
    const [data, schedule] = await Promise.all([version(), rules()]);
    return `${String(data)} ${changes()} ${ruleIds(schedule)}`;
  };

  return {
    store(store: BookingStore): BookingStore {
      changes = store.changes;
      return {
        ...store,
        async takenBetween(from, to) {
          const current = `${String(await version())} ${changes()}`;
          if (usable(taken, current) && from >= taken!.from && to <= taken!.to) return taken!.value;
          const value = store.takenBetween(from, to + SLACK_MS);
          taken = keep({ from, to: to + SLACK_MS, readAt: clock(), version: current, value }, (entry) => {
            if (taken === entry) taken = undefined;
          });
          return value;
        },
      };
    },

    /**
     * What availability depends on besides the clock, as one value: the database's version reading (shared by a
     * burst of answers), the store's own changes and the schedule's rules. It changes with any commit on any server.
     */
    version: currentVersion,

    service(service: BookingService): BookingService {
      return {
        ...service,
        async windows() {
          const at = now().getTime();
          const current = await currentVersion();
          if (usable(windows, current) && at >= windows!.at && at - windows!.at < ttlMs) return windows!.value;
          const value = service.windows();
          windows = keep({ at, readAt: clock(), version: current, value }, (entry) => {
            if (windows === entry) windows = undefined;
          });
          return value;
        },
      };
    },
  };
}
