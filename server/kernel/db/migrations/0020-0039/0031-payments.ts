import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Online payment (docs/payments.md): a payment per Stripe Checkout Session paid, recorded once whichever way it
 * is learnt first (the customer's return, the webhook, the reconciler), which the unique session id makes so on
 * every server; the webhook events already acted on, by Stripe's event id; and the lease that lets one server at
 * a time run the reconciler.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('checkout_session_id', 'text', (c) => c.notNull().unique())
    // Null until the session is read with its intent (a webhook's payload has it; an early read may not).
    .addColumn('payment_intent_id', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid')`))
    .addColumn('card_last4', 'text')
    .addColumn('paid_at', instant, (c) => c.notNull())
    .addColumn('recorded_via', 'text', (c) =>
      c.notNull().check(sql`recorded_via in ('return', 'webhook', 'reconcile')`),
    )
    // Why the office must look at it: the amount did not match the balance when it was recorded. Null when it did.
    .addColumn('flagged', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_booking').on('payments').columns(['booking_id', 'paid_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('lease_until', instant, (c) => c.notNull())
    .execute();
}
