import type { Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * The Reports read the period's visits and leads once each (issue 37 item 8, docs/performance.md): every column
 * those two statements read from the rows themselves is now in the index that finds them, so a year's 25,000
 * visits and 12,000 leads are read from the index alone on SQLite (no row of the wide bookings and leads tables
 * looked up one by one). The indexes keep their names and their leading columns, so every other statement
 * reading them reads them as before.
 *
 * - `bookings_window` gains `heard_from`, `utm_source` (the source of the work) and `job_id` (the deposit of a
 *   return visit paid by hand), before `id`.
 * - `leads_newest` (received_at, id, status) gains `heard_from` and `utm_source`.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.dropIndex('bookings_window').execute();
  await db.schema
    .createIndex('bookings_window')
    .on('bookings')
    .columns([
      'window_start',
      'status',
      'visit_status',
      'source',
      'service',
      'zip',
      'technician_id',
      'warranty_of',
      'heard_from',
      'utm_source',
      'job_id',
      'id',
    ])
    .execute();
  await db.schema.dropIndex('leads_newest').execute();
  await db.schema
    .createIndex('leads_newest')
    .on('leads')
    .columns(['received_at', 'id', 'status', 'heard_from', 'utm_source'])
    .execute();
}
