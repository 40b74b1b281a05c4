import type { Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * What a visitor tells about the appliance (decision 0026): its model number on the booking, and up to three photos, re-encoded, in the database so every server serves them.
 * A photo sent before its booking exists waits as a pending upload found by its form's random key until it expires.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .alterTable('bookings')
    .addColumn('model_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // A booking held in a surge has the booking's visit columns (store.ts's visitColumns writes both).
  await db.schema
    .alterTable('booking_holds')
    .addColumn('model_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('booking_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('upload_key', 'text')
    // Bytes in the row: PostgreSQL's bytea, SQLite's blob.
    .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant)
    .execute();
  await db.schema.createIndex('booking_photos_booking').on('booking_photos').column('booking_id').execute();
  await db.schema.createIndex('booking_photos_upload').on('booking_photos').column('upload_key').execute();
}
