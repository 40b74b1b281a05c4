import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/** Every kind of booking e-mail, the dispatch work's two new ones last. */
const EMAIL_KINDS = sql`kind in ('customer-confirmation', 'customer-rescheduled', 'customer-cancelled', 'customer-reminder', 'office-new', 'office-changed', 'office-cancelled', 'customer-on-the-way', 'customer-done')`;

/**
 * Dispatch (docs/decisions/0020-dispatch.md): a visit gets a technician and a progress of its own
 * (`visit_status`: booked, on-the-way, arrived, done, no-show) beside `status`, which keeps saying only whether
 * the booking holds a place, so capacity, limits and links read exactly as before. Each change of either is a
 * row of `booking_events`. A technician has a private calendar feed (only the secret's hash is kept), and the
 * booking outbox learns the "on the way" and "done" e-mails, with the technician's card they carry (`detail`).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .alterTable('bookings')
    .addColumn('visit_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('booked')
        .check(sql`visit_status in ('booked', 'on-the-way', 'arrived', 'done', 'no-show')`),
    )
    .execute();
  // An office_users id, or null: unassigned. No foreign key: removing a person leaves their visits unassigned.
  await db.schema.alterTable('bookings').addColumn('technician_id', 'text').execute();
  await db.schema
    .createIndex('bookings_technician')
    .on('bookings')
    .columns(['technician_id', 'window_start'])
    .execute();

  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('status', 'technician')`))
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text', (c) => c.notNull())
    .addColumn('to_value', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('booking_events_booking').on('booking_events').columns(['booking_id', 'at']).execute();

  await db.schema.alterTable('office_users').addColumn('feed_secret_hash', 'text').execute();
  await db.schema.createIndex('office_users_feed').on('office_users').column('feed_secret_hash').unique().execute();

  if (engine === 'postgres') {
    await sql`alter table booking_emails drop constraint if exists booking_emails_kind_check`.execute(db);
    await sql`alter table booking_emails add constraint booking_emails_kind_check check (${EMAIL_KINDS})`.execute(db);
    await db.schema.alterTable('booking_emails').addColumn('detail', 'text').execute();
    return;
  }
  // SQLite cannot change a CHECK: the table is made again with the new one and the rows copied (its documented
  // twelve steps; nothing references booking_emails, so no foreign key is touched).
  await db.schema
    .createTable('booking_emails_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(EMAIL_KINDS))
    .addColumn('due_at', instant, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed', 'skipped')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .addColumn('window_start', instant, (c) => c.notNull())
    .addColumn('window_end', instant, (c) => c.notNull())
    .addColumn('previous_window_start', instant)
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('manage_token', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  const columns = sql.raw(
    'id, booking_id, kind, due_at, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, sent_at, failed_at, window_start, window_end, previous_window_start, sequence, manage_token, created_at',
  );
  await sql`insert into booking_emails_next (${columns}) select ${columns} from booking_emails`.execute(db);
  await db.schema.dropTable('booking_emails').execute();
  await db.schema.alterTable('booking_emails_next').renameTo('booking_emails').execute();
  await db.schema
    .createIndex('booking_emails_due')
    .on('booking_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('booking_emails_booking')
    .on('booking_emails')
    .columns(['booking_id', 'status'])
    .execute();
}
