import type { Kysely } from 'kysely';
import { instantType, type Engine } from '../engine';

/**
 * Each change of a lead's status, with when and by whom (docs/reports.md, "Time to call back"). The activity log
 * only kept a sentence for people to read, and a lead booked from New Visit changed status without a line of
 * its own, so the time a lead was first called back could not be read reliably. Leads changed before this
 * migration have no events: the reports count them as called back at a time not recorded.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('at', instantType(engine), (c) => c.notNull())
    // The office account's e-mail, kept as text (as the activity log does) so it outlives the account.
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .execute();
  // The reports' question: a lead's first move to called back or booked.
  await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_id', 'to_status', 'at']).execute();
}
