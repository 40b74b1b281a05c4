import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The office's changes to the booking calendar. data/booking.ts keeps the defaults (capacity, closed holidays);
 * these tables hold only what the owner changed, so a default edited and deployed still applies wherever the
 * office has not said otherwise (see docs/decisions/0010-schedule-settings.md).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  // Weekday 0 is Sunday, as Date.getUTCDay() counts; start_minutes is the window's wall-clock start in New York.
  await db.schema
    .createTable('schedule_capacity')
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_minutes', 'integer', (c) => c.notNull().check(sql`start_minutes between 0 and 1439`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity between 0 and 20`))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('schedule_capacity_pk', ['weekday', 'start_minutes'])
    .execute();

  // One row per day the office closed, or reopened against data/booking.ts. The date is a business-zone
  // calendar day (YYYY-MM-DD text on both engines), not an instant.
  await db.schema
    .createTable('schedule_days')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('closed', 'open')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', instant, (c) => c.notNull())
    .execute();

  // Settings that are one value each: the default capacity, the calendar feed's secret hash.
  await db.schema
    .createTable('schedule_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', instant, (c) => c.notNull())
    .execute();

  // Who in the office last moved or cancelled a booking; null when the customer did (or nobody has).
  await db.schema.alterTable('bookings').addColumn('changed_by', 'text').execute();
}
