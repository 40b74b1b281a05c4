import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Texts (server/features/texts/): the outbox of customer texts, written in the transaction of whatever calls for one and
 * worked with the shared lease queue like the e-mail outboxes, and the record of each number's consent, STOP and
 * START, one row per event, so what allowed a text is never overwritten.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('texts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The number's digits without the US 1 (as bookings.phone_key), and as the provider takes it (+1…).
    .addColumn('phone_key', 'text', (c) => c.notNull())
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed', 'skipped')`))
    // Why a text was not sent: no consent, a STOP, a number no provider takes, or too late to be worth sending.
    .addColumn('skip_reason', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    // The provider's id of the message (Twilio's SM…) and the delivery status its callbacks report.
    .addColumn('provider_sid', 'text')
    .addColumn('delivery_status', 'text')
    .addColumn('delivery_error', 'text')
    .addColumn('delivery_updated_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('texts_due').on('texts').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('texts_provider_sid').on('texts').column('provider_sid').execute();
  await db.schema.createIndex('texts_booking').on('texts').column('booking_id').execute();

  await db.schema
    .createTable('text_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone_key', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('consent', 'stop', 'start')`))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('booking', 'office-phone', 'reply', 'provider')`),
    )
    .addColumn('at', instant, (c) => c.notNull())
    // Who or what: the booking's id, the office user's e-mail, the provider's message id.
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('text_consents_phone').on('text_consents').columns(['phone_key', 'at']).execute();
}
