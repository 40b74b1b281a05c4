import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * What a Done visit cost and how it was paid (docs/office.md, "Price and receipt"): one row per visit, written
 * by the technician or the office in the form that follows Done. Money is integer cents; the total is stored
 * as computed when recorded, so a later change of the fee in data/business.ts never rewrites an old receipt.
 *
 * The row is also the receipt's outbox (decision 0027), as booking_holds and review_requests are theirs: one
 * receipt per visit, sent once across servers through lease-queue.ts, and queued again, corrected, when the
 * office corrects the price.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('visit_charges')
    .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('work_done', 'text', (c) => c.notNull())
    .addColumn('parts', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parts_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('labour_cents', 'integer', (c) => c.notNull().defaultTo(0))
    // The service call fee as charged on the day, and how much of it was credited toward the repair.
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('payment', 'text', (c) => c.notNull().check(sql`payment in ('cash', 'card', 'check', 'unpaid')`))
    // The business-zone day the 90-day parts and labour warranty ends (YYYY-MM-DD).
    .addColumn('warranty_ends_on', 'text', (c) => c.notNull())
    .addColumn('recorded_at', instant, (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    // How many times the office corrected the price after it was first recorded (the receipt says "corrected").
    .addColumn('corrections', 'integer', (c) => c.notNull().defaultTo(0))
    // When the receipt e-mail was last queued (null: not yet, or no e-mail address).
    .addColumn('receipt_queued_at', instant)
    // The receipt's outbox: as every e-mail queue's columns (server/kernel/queue/lease-queue.ts), keyed by receipt_id, new
    // each time the receipt is queued, so a send of the price before a correction cannot mark the corrected one sent.
    // A row written without them (an import, a report's test data) is 'skipped': no receipt goes out for it.
    .addColumn('receipt_id', 'text', (c) => c.unique())
    .addColumn('receipt_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('skipped')
        .check(sql`receipt_status in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('receipt_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('receipt_next_attempt_at', instant)
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('receipt_last_error', 'text')
    .addColumn('receipt_sent_at', instant)
    .addColumn('receipt_failed_at', instant)
    .execute();
  await db.schema.createIndex('visit_charges_recorded').on('visit_charges').column('recorded_at').execute();
  await db.schema
    .createIndex('visit_charges_receipt_due')
    .on('visit_charges')
    .columns(['receipt_status', 'receipt_next_attempt_at'])
    .execute();
}
