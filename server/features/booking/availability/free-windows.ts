import { bookingLimits, bookingRules } from '../../../../data/booking';
import type { BookingStore } from '../store';
import { availability, type ArrivalWindow, type AvailabilityDay, type ScheduleRules } from './schedule';

/**
 * The windows visitors can book and the places left in them, and the free ones nearest to a wanted window: what
 * the booking pages list, and what a refused or full window offers instead, to visitors and the office alike.
 */

const DAY = 24 * 60 * 60_000;

export type Slot = ArrivalWindow & { startsAt: number };

export const windowOf = (slot: Slot): ArrivalWindow => ({
  start: slot.start,
  end: slot.end,
  remaining: slot.remaining,
});

/** The horizon day by day as visitors see it at `at`: closed days with their reason, each window's places left. */
export async function placesLeft(
  store: Pick<BookingStore, 'takenBetween'>,
  rules: ScheduleRules | Promise<ScheduleRules>,
  at: Date,
): Promise<AvailabilityDay[]> {
  const from = at.getTime();
  const [current, booked] = await Promise.all([
    rules,
    store.takenBetween(from, from + (bookingRules.horizonDays + 1) * DAY),
  ]);
  return availability({ now: at, booked, capacity: current.capacityOf, closedDays: current.closedDays });
}

/**
 * The free windows visitors could book nearest to `start` (or to `at` without one), `start` itself left out, in
 * time order: at most data/booking.ts's `alternatives` of them.
 */
export async function nearestFreeWindows(
  store: Pick<BookingStore, 'takenBetween'>,
  rules: ScheduleRules | Promise<ScheduleRules>,
  at: Date,
  start?: number,
): Promise<ArrivalWindow[]> {
  const free = (await placesLeft(store, rules, at))
    .flatMap((day) => day.windows)
    .filter((slot) => slot.remaining > 0 && slot.startsAt !== start);
  const target = start ?? at.getTime();
  return free
    .sort((a, b) => Math.abs(a.startsAt - target) - Math.abs(b.startsAt - target) || a.startsAt - b.startsAt)
    .slice(0, bookingLimits.alternatives)
    .sort((a, b) => a.startsAt - b.startsAt)
    .map(windowOf);
}
