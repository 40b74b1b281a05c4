import type { Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * Office screens on five years of data, the second pass (issue 37 item 8, docs/performance.md): the Payments
 * screen's prices paid by hand over a period are a range of this index per method, not every price of that method
 * in five years read by `visit_charges_payment` (which is ordered by the day the price was recorded, not changed).
 * The year's Reports ask, for each lead, whether its customer booked after it: `bookings_made` answers each booking's
 * day from the index, not from the booking's whole row.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createIndex('visit_charges_received')
    .on('visit_charges')
    .columns(['payment', 'updated_at'])
    .execute();
  await db.schema.createIndex('bookings_made').on('bookings').columns(['id', 'created_at']).execute();
}
