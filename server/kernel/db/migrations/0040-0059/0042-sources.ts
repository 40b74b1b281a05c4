import type { Kysely } from 'kysely';

/**
 * Where the work comes from (issue 39 item 8, docs/reports.md#by-source): the answer to "How did you hear about
 * us?" and the landing URL's UTM parameters, on bookings and on leads. `bookings.source` already says how a
 * booking was made (online, office, lead), so the visitor's answer is `heard_from`. All nullable: null is
 * "not asked or not answered", which every row before this migration is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bookings', 'leads'])
    for (const column of ['heard_from', 'heard_from_other', 'utm_source', 'utm_medium', 'utm_campaign'])
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
}
