import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The booking outbox: one row per e-mail a booking change calls for, written in the transaction of the change
 * (server/features/booking/emails/email-queue.ts). The window and sequence are copied in, so each e-mail describes the booking
 * as that change left it even when it goes out after a later change. `manage_token` holds the customer's link
 * only while its e-mail is pending (see docs/decisions/0008-booking-emails.md).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('booking_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('customer-confirmation', 'customer-rescheduled', 'customer-cancelled', 'customer-reminder', 'office-new', 'office-changed', 'office-cancelled')`,
        ),
    )
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
    .execute();
  // What the outbox asks for on every turn: the pending e-mails that are due.
  await db.schema
    .createIndex('booking_emails_due')
    .on('booking_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // What a change asks for: the booking's e-mails still pending (a reminder to move, an update to supersede).
  await db.schema
    .createIndex('booking_emails_booking')
    .on('booking_emails')
    .columns(['booking_id', 'status'])
    .execute();
}
