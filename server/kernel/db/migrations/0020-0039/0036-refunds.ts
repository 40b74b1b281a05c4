import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Refunds of online payments (docs/payments.md): one row per Stripe refund, written pending when the owner asks
 * for it and counted only once Stripe confirms it (its answer, the webhook or the reconciler, whichever is first).
 * The unique Stripe refund id makes a refund one row however often and wherever it is learnt, as the session id
 * does for a payment.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('stripe_refund_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`))
    // The office account that asked for it; 'stripe' for a refund made on Stripe's Dashboard, learnt of later.
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', instant, (c) => c.notNull())
    .addColumn('confirmed_at', instant)
    .execute();
  await db.schema.createIndex('refunds_payment').on('refunds').columns(['payment_id', 'status']).execute();
  // The reports count refunds by the day Stripe confirmed them.
  await db.schema.createIndex('refunds_confirmed').on('refunds').columns(['confirmed_at']).execute();
}
