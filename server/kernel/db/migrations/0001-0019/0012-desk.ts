import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The desk: a booking records who made it (a visitor online, or the office on the phone, from a lead or not),
 * a cancel e-mail can carry the office's message to the customer, and the office keeps notes on a booking as it
 * does on a lead (docs/office.md, docs/decisions/0023-phone-in-bookings.md).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  // Every booking before this one was made online.
  await db.schema
    .alterTable('bookings')
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('online')
        .check(sql`source in ('online', 'office', 'lead')`),
    )
    .execute();
  // The office account's e-mail, kept as text (as the activity log does) so it outlives the account.
  await db.schema.alterTable('bookings').addColumn('created_by', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('lead_id', 'text').execute();
  // Only on a customer-cancelled e-mail the office sent with a message (closing a day that had visits).
  await db.schema.alterTable('booking_emails').addColumn('message', 'text').execute();

  await db.schema
    .createTable('booking_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_notes_booking').on('booking_notes').columns(['booking_id', 'at']).execute();
}
