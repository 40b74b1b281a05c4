import type { Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * Office screens on five years of data (issue 37 item 8, docs/performance.md#the-office-on-five-years-of-data): the
 * visits priced and not paid, oldest first, are an index range (Today's count and sum, the Unpaid screen), not a
 * scan of every visit's price. Not a partial index: SQLite takes one only when the query spells the value out,
 * and Kysely binds it.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createIndex('visit_charges_payment')
    .on('visit_charges')
    .columns(['payment', 'recorded_at', 'booking_id', 'total_cents'])
    .execute();
}
