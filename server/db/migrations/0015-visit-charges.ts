import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../engine';

/**
 * What a Done visit cost and how it was paid (docs/office.md, "Price and receipt"): one row per visit, written
 * by the technician or the office in the form that follows Done. Money is integer cents; the total is stored
 * as computed when recorded, so a later change of the fee in data/business.ts never rewrites an old receipt.
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
    // When the receipt e-mail was queued (null: not yet, or no e-mail address).
    .addColumn('receipt_queued_at', instant)
    .execute();
  await db.schema.createIndex('visit_charges_recorded').on('visit_charges').column('recorded_at').execute();
}
