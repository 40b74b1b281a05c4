import type { Transaction } from 'kysely';
import { OPEN_VISIT } from '../../../../data/visit-status';
import type { AppDatabase } from '../../../kernel/db/database';
import type { Tables } from '../../../kernel/db/schema';
import { toStoredBooking, type StoredBooking } from '../store';
import { warrantyCovers, warrantyEndsOn } from './dates';

/**
 * Where a Done visit's warranty stands, read here in booking because the customer's manage page (booking's) shows
 * it; booking the warranty visit itself is the visits feature's (server/features/visits/warranty.ts), which reads
 * the state through this same function.
 */
export interface WarrantyState {
  /** The Done visit the warranty is for: this visit, or the original of a warranty visit. */
  original: StoredBooking;
  /** The warranty's last business day, YYYY-MM-DD. */
  endsOn: string;
  covers: boolean;
  /** The original's warranty visit still to come (booked, not yet done or a no-show), if any. */
  open: StoredBooking | undefined;
}

export type WarrantyStateReader = (booking: StoredBooking) => Promise<WarrantyState | undefined>;

/** The original's warranty visit still to come, read in a transaction or outside one. */
export const openWarrantyVisit = (executor: Transaction<Tables> | AppDatabase['db'], originalId: string) =>
  executor
    .selectFrom('bookings')
    .selectAll()
    .where('warranty_of', '=', originalId)
    .where('status', '=', 'booked')
    .where('visit_status', 'in', OPEN_VISIT)
    .orderBy('window_start')
    .executeTakeFirst();

/** Where a visit's warranty stands; undefined unless it is a Done visit (not cancelled). */
export function warrantyState(database: AppDatabase, now: () => Date): WarrantyStateReader {
  return async (booking) => {
    if (booking.status !== 'booked' || booking.visitStatus !== 'done') return undefined;
    await database.ready();
    const { db } = database;
    const byId = async (id: string) => {
      const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStoredBooking(row);
    };
    const original = booking.warrantyOf ? await byId(booking.warrantyOf) : booking;
    if (!original?.doneAt || original.status !== 'booked' || original.visitStatus !== 'done') return undefined;
    const endsOn = warrantyEndsOn(original.doneAt);
    const open = await openWarrantyVisit(db, original.id);
    return { original, endsOn, covers: warrantyCovers(endsOn, now()), open: open && toStoredBooking(open) };
  };
}
