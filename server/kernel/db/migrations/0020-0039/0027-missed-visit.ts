import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/** Every kind of booking e-mail, the No-Show's "we missed you" last. */
const EMAIL_KINDS = sql`kind in ('customer-confirmation', 'customer-rescheduled', 'customer-cancelled', 'customer-reminder', 'office-new', 'office-changed', 'office-cancelled', 'customer-on-the-way', 'customer-done', 'customer-missed')`;

/**
 * The day's order (issue 37): a visit marked No-Show tells the customer "we missed you" with their link to book
 * again, a new kind of booking e-mail (`customer-missed`), so booking_emails' CHECK on kinds learns it.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`alter table booking_emails drop constraint if exists booking_emails_kind_check`.execute(db);
    await sql`alter table booking_emails add constraint booking_emails_kind_check check (${EMAIL_KINDS})`.execute(db);
    return;
  }
  // SQLite cannot change a CHECK: the table is made again with the new one and the rows copied, as 0009-dispatch
  // did (nothing references booking_emails, so no foreign key is touched).
  const instant = instantType(engine);
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
    .addColumn('message', 'text')
    .execute();
  const columns = sql.raw(
    'id, booking_id, kind, due_at, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, sent_at, failed_at, window_start, window_end, previous_window_start, sequence, manage_token, created_at, detail, message',
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
