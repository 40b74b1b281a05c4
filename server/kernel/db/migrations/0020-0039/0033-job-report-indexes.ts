import type { Kysely } from 'kysely';

/**
 * The reports' jobs (docs/reports.md) are the estimates approved in a period: without this index SQLite walked
 * every approved estimate of five years to find a month's (330 ms for a month on the five-year seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('estimates_status_decided').on('estimates').columns(['status', 'decided_at']).execute();
}
