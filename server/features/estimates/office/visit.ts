import type { Kysely } from 'kysely';
import type { Tables } from '../../../kernel/db/schema';
import { toStoredBooking, type StoredBooking } from '../../booking';
import { estimatesOfBooking, type Estimate } from '../estimate-store';

/** The visit a route's :reference names. */
export async function visitOf(db: Kysely<Tables>, reference: string): Promise<StoredBooking | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst();
  return row && toStoredBooking(row);
}

/** The visit and its estimate of the route's :number, or undefined when either is missing. */
export async function visitEstimate(
  db: Kysely<Tables>,
  params: Record<string, string | undefined>,
): Promise<{ booking: StoredBooking; estimate: Estimate } | undefined> {
  const booking = await visitOf(db, params.reference ?? '');
  if (!booking) return undefined;
  const estimate = (await estimatesOfBooking(db, booking.id)).find(
    (candidate) => String(candidate.number) === params.number,
  );
  return estimate && { booking, estimate };
}
