import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { serializeOnKeys, type Engine } from '../../../kernel/db/engine';
import type { Tables } from '../../../kernel/db/schema';
import type { StoredBooking } from '../store';

/** Who gives a new visit its earlier visit's technician, as the visit's history records it. */
export interface SameTechnician {
  technicianId: string | null;
  /** The history's actor: 'website' for the customer's own booking. */
  actor: string;
  /** Why, in the history: "the technician of the original visit, free in this window". */
  detail: string;
  now: Date;
}

/**
 * A visit that follows another (a warranty visit, a job's return visit) goes to the same technician when they are
 * still on the team and have no other visit overlapping its window; otherwise it stays unassigned for the office
 * to give someone. Inside the booking's transaction, with its line in the visit's history.
 */
export async function sameTechnicianIfFree(
  trx: Transaction<Tables>,
  engine: Engine,
  booking: StoredBooking,
  { technicianId, actor, detail, now }: SameTechnician,
): Promise<StoredBooking> {
  if (!technicianId) return booking;
  // Two such visits for one technician at once: the second sees the first's assignment.
  await serializeOnKeys(trx, engine, [`technician:${technicianId}`]);
  const person = await trx
    .selectFrom('office_users')
    .select(['name', 'email'])
    .where('id', '=', technicianId)
    .where('role', '=', 'technician')
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!person) return booking;
  const busy = await trx
    .selectFrom('bookings')
    .select('id')
    .where('technician_id', '=', technicianId)
    .where('status', '=', 'booked')
    .where('id', '!=', booking.id)
    .where('window_start', '<', booking.windowEnd)
    .where('window_end', '>', booking.windowStart)
    .executeTakeFirst();
  if (busy) return booking;
  await trx.updateTable('bookings').set({ technician_id: technicianId }).where('id', '=', booking.id).execute();
  await trx
    .insertInto('booking_events')
    .values({
      id: randomUUID(),
      booking_id: booking.id,
      at: now.toISOString(),
      kind: 'technician',
      actor_id: null,
      actor_email: actor,
      from_value: 'Unassigned',
      to_value: person.name || person.email,
      detail,
    })
    .execute();
  return { ...booking, technicianId };
}
