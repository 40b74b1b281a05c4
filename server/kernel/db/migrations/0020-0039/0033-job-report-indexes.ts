import type { Kysely } from 'kysely';

/**
 * The reports' jobs (docs/reports.md) are the estimates approved in a period, read in one pass: each job's return
 * visit, parts cost and parts charged are looked up by its ids. Every index here covers what that pass reads, so
 * no lookup visits a table row: on the five-year seed a year's jobs walked some 20,000 rows of the bookings,
 * estimates, parts and lines tables before (a second of server time under load), a month's every approved
 * estimate of five years without the first index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('estimates_status_decided')
    .on('estimates')
    .columns(['status', 'decided_at', 'approved_option', 'id'])
    .execute();
  // A job's visits by day, with what tells the return visit (not the first, not cancelled): the reports' and the
  // customer's history and My Day's job lines (the jobs feature's job-visits.ts).
  await db.schema
    .createIndex('bookings_job_visits')
    .on('bookings')
    .columns(['job_id', 'window_start', 'status', 'id'])
    .execute();
  await db.schema.createIndex('job_parts_job_cost').on('job_parts').columns(['job_id', 'cost_cents']).execute();
  await db.schema
    .createIndex('estimate_lines_option_kind')
    .on('estimate_lines')
    .columns(['estimate_id', 'option_position', 'kind', 'quantity', 'unit_cents'])
    .execute();
}
