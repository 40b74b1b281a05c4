import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * Search and Today on five years of data (issues 37 item 8 and 39 item 3, docs/performance.md):
 *
 * - `search_names`: each distinct whole name of the search terms (field 'name'), once. A part of a name
 *   ("itake" finds Whitaker) is looked for in these instead of in every record's name term: some 31,000 names
 *   instead of 185,000 terms on the five-year seed, then the records by equality on search_terms' key. Derived,
 *   like search_words: written by linkCustomer with the terms (insert-or-ignore), rebuilt by the import, filled
 *   here from the terms already stored.
 * - `bookings_waiting_for_parts`: the first visits still Waiting for Parts, by job. Today's "parts in, no return
 *   visit" starts from these (a job's diagnosis visit waits until its return visit is Done: docs/jobs.md), a few
 *   dozen rows, instead of anti-joining every job that ever had parts to its visits. Partial, so it holds only
 *   those rows; Today's query spells the value out (a literal, not a bound parameter) so SQLite can take it.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('search_names')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .execute();
  await sql`insert into search_names (term) select distinct term from search_terms where field = 'name'`.execute(db);
  await db.schema
    .createIndex('bookings_waiting_for_parts')
    .on('bookings')
    .column('job_id')
    .where(sql.ref('visit_status'), '=', sql.lit('waiting-for-parts'))
    .execute();
}
