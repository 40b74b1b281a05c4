import type { Kysely } from 'kysely';

/**
 * Where the work came from, kept on a held booking too (issue 39 item 8): a booking made during a surge waits in
 * `booking_holds` until its e-mailed link is confirmed, and 0042-sources gave the answer and the UTM tags only to
 * `bookings` and `leads`, so a confirmed hold lost them. Nullable as there: null is "not asked or not answered".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['heard_from', 'heard_from_other', 'utm_source', 'utm_medium', 'utm_campaign'])
    await db.schema.alterTable('booking_holds').addColumn(column, 'text').execute();
}
