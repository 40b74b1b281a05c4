import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * Indexes chosen from the query plans of the office on five years of seeded data (decision 0034): each list
 * pages newest first through an index that holds its whole order (time, then id), so a page's ids are read
 * from the index alone and a deep page skips index entries rather than rows; the customers list and its count
 * read a partial index of the customers standing on their own.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  // The status last: the lists' order is (received_at, id), and the reports' lead counts (0018's covering
  // leads_received_at, dropped below) read the status from the index alone.
  await db.schema.createIndex('leads_newest').on('leads').columns(['received_at', 'id', 'status']).execute();
  await db.schema.createIndex('leads_status_newest').on('leads').columns(['status', 'received_at', 'id']).execute();
  await db.schema
    .createIndex('customers_live')
    .on('customers')
    .columns(['last_activity_at', 'id'])
    .where(sql.ref('merged_into'), 'is', null)
    .execute();
  await db.schema.createIndex('office_activity_newest').on('office_activity').columns(['at', 'id']).execute();
  // Superseded by the ones above, which begin with the same columns.
  await db.schema.dropIndex('leads_received_at').execute();
  await db.schema.dropIndex('leads_status').execute();
  await db.schema.dropIndex('office_activity_at').execute();
}
