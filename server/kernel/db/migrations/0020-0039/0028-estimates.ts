import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Estimates (docs/jobs.md): a quote written on a visit, of up to three options of priced lines, sent to the
 * customer and answered on their manage page. An approval is final: the option, the name typed, the time and
 * the client address are kept, and a changed quote is a new estimate. Money is integer cents; the tax rate and
 * the fee credited are kept as they were when the estimate was written, so a later change never rewrites it.
 * Whether a sent estimate has expired is read from expires_at against the clock, never stored.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('estimates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    // Per visit, from 1: "E-{reference}-{number}" on the page, the e-mail and the PDF.
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('draft', 'sent', 'viewed', 'approved', 'declined')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // The state whose sales tax applies (the visit's address), and its rate in hundredths of a percent.
    .addColumn('tax_state', 'text', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull().defaultTo(0))
    // The service call fee charged at the diagnosis visit, credited toward the repair (0 on a warranty visit).
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('sent_at', instant)
    .addColumn('sent_by', 'text')
    .addColumn('expires_at', instant)
    .addColumn('viewed_at', instant)
    .addColumn('decided_at', instant)
    .addColumn('approved_option', 'integer')
    .addColumn('signed_name', 'text')
    .addColumn('decided_from', 'text')
    .addColumn('decline_reason', 'text')
    .execute();
  await db.schema
    .createIndex('estimates_booking_number')
    .on('estimates')
    .columns(['booking_id', 'number'])
    .unique()
    .execute();
  await db.schema.createIndex('estimates_status_sent').on('estimates').columns(['status', 'sent_at']).execute();

  await db.schema
    .createTable('estimate_options')
    .addColumn('estimate_id', 'text', (c) => c.notNull().references('estimates.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 1 and 3`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('estimate_options_pk', ['estimate_id', 'position'])
    .execute();

  await db.schema
    .createTable('estimate_lines')
    .addColumn('estimate_id', 'text', (c) => c.notNull().references('estimates.id').onDelete('cascade'))
    .addColumn('option_position', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('labour', 'part')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_cents', 'integer', (c) => c.notNull().check(sql`unit_cents >= 0`))
    .addPrimaryKeyConstraint('estimate_lines_pk', ['estimate_id', 'option_position', 'position'])
    .execute();

  // The estimates' e-mails (the quote to the customer, the answer to the office): an outbox like the others
  // (server/kernel/queue/lease-queue.ts), so with several servers each goes out once.
  await db.schema
    .createTable('estimate_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('estimate_id', 'text', (c) => c.notNull().references('estimates.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('estimate', 'answer')`))
    // The customer's link (a token of booking_links) only while the e-mail is pending; wiped once it is settled.
    .addColumn('link_token', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .execute();
  await db.schema
    .createIndex('estimate_emails_pending')
    .on('estimate_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
}
