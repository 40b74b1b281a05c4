import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The technician's record of a visit (issue 39, item 6; docs/office.md, "From the job"): one note per visit, which
 * a new save replaces, and up to six photos, re-encoded and kept in the row as the customer's photos are
 * (booking_photos). The limit is the database's too: a photo's `position` is 0 to 5 and unique per visit, so two
 * uploads at once can never make a seventh.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('visit_notes')
    .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('visit_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    // Bytes in the row: PostgreSQL's bytea, SQLite's blob.
    .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0 and position < 6`))
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addUniqueConstraint('visit_photos_place', ['booking_id', 'position'])
    .execute();
}
