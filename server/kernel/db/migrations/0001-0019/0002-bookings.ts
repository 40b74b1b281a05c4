import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Online bookings, and the places taken in each arrival window. A window's count lives in its own row
 * (window_places) so that taking a place is one conditional UPDATE of that row, which both engines run
 * atomically: two servers can never both take the last place (see server/features/booking/store.ts).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_expires_at', instant, (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('window_start', instant, (c) => c.notNull())
    .addColumn('window_end', instant, (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('phone_key', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('problem', 'text', (c) => c.notNull())
    .addColumn('coupon', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'cancelled')`))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('cancelled_at', instant)
    .addColumn('client_address', 'text', (c) => c.notNull())
    .execute();
  // What the limits count: live bookings per phone and e-mail, and a client's bookings of the day.
  await db.schema.createIndex('bookings_phone').on('bookings').columns(['phone_key', 'window_end']).execute();
  await db.schema.createIndex('bookings_email').on('bookings').columns(['email_key', 'window_end']).execute();
  await db.schema.createIndex('bookings_client').on('bookings').columns(['client_address', 'created_at']).execute();
  await db.schema.createIndex('bookings_window').on('bookings').columns(['window_start', 'status']).execute();

  await db.schema
    .createTable('window_places')
    .addColumn('window_start', instant, (c) => c.primaryKey())
    .addColumn('taken', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`taken >= 0`),
    )
    .execute();
}
