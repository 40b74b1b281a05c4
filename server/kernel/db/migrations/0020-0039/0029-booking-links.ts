import type { Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * More links to a customer's manage page (docs/booking.md, "The manage link"): the booking's own token is known
 * only when it is made, so a later message that must bring the customer back (an estimate to approve) mints a new
 * link to the same page. As the booking's own, only the token's SHA-256 is stored, with its own expiry.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('booking_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', instantType(engine), (c) => c.notNull())
    .addColumn('expires_at', instantType(engine), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_links_booking').on('booking_links').column('booking_id').execute();
}
