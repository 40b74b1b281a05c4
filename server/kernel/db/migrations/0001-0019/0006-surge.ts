import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Held bookings: during a surge (data/booking.ts surgeRules), a booking from a contact never seen before waits
 * here, taking no place, until its owner opens the link e-mailed to the address typed and confirms; confirming
 * makes the booking (server/features/booking/surge.ts, docs/decisions/0011-surge-holds.md). Each row is its own outbox
 * entry for that one e-mail, and holds the plain token only while the e-mail is pending, as booking_emails does.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('booking_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('held', 'confirmed', 'expired')`))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('confirmed_at', instant)
    .addColumn('booking_id', 'text')
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
    .addColumn('client_address', 'text', (c) => c.notNull())
    // The one e-mail of the hold, as the outbox works it.
    .addColumn('email_status', 'text', (c) =>
      c.notNull().check(sql`email_status in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('email_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('email_last_error', 'text')
    .addColumn('email_sent_at', instant)
    .addColumn('link_token', 'text')
    .execute();
  // What the surge check counts, and what the contact checks look up.
  await db.schema.createIndex('booking_holds_created').on('booking_holds').column('created_at').execute();
  await db.schema.createIndex('booking_holds_email').on('booking_holds').columns(['email_key', 'created_at']).execute();
  await db.schema.createIndex('booking_holds_phone').on('booking_holds').columns(['phone_key', 'created_at']).execute();
  await db.schema
    .createIndex('booking_holds_client')
    .on('booking_holds')
    .columns(['client_address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('booking_holds_email_due')
    .on('booking_holds')
    .columns(['email_status', 'email_next_attempt_at'])
    .execute();
  // The surge check counts every online booking of the last day on each booking.
  await db.schema.createIndex('bookings_created').on('bookings').column('created_at').execute();
}
