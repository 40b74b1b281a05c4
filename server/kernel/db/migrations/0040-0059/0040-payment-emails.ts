import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Send Pay Link by e-mail (docs/payments.md): the pay-link e-mail's outbox, shaped like the other outboxes (the
 * usual state columns, a lease), as each outbox table keeps its own kinds under a CHECK. The link to the
 * customer's manage page lives in the row only while the e-mail is pending, as job_emails keeps its own.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('payment_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pay-link')`))
    // The customer's link (a token of booking_links) only while the e-mail is pending; wiped once it is settled.
    .addColumn('link_token', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed', 'skipped')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .execute();
  await db.schema
    .createIndex('payment_emails_pending')
    .on('payment_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('payment_emails_booking').on('payment_emails').column('booking_id').execute();
}
