import type { AppDatabase } from '../../kernel/db/database';
import { toStoredBooking, type StoredBooking } from '../booking';

/** The visits Today lists. */
export function todayBookingStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    /** Live (not cancelled) bookings whose window starts in [from, to), in time order. */
    async bookingsBetween(from: number, to: number): Promise<StoredBooking[]> {
      await ready();
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('status', '=', 'booked')
        .where('window_start', '>=', new Date(from).toISOString())
        .where('window_start', '<', new Date(to).toISOString())
        .orderBy('window_start')
        .orderBy('created_at')
        .execute();
      return rows.map(toStoredBooking);
    },
  };
}
