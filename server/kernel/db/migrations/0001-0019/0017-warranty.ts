import { sql, type Kysely } from 'kysely';
import { warrantyLinkExpiry } from '../../../../features/visits/warranty-dates';
import { instant, instantType, type Engine } from '../../engine';

/**
 * A warranty visit (docs/booking.md, "The warranty"): the same problem came back within 90 days of a Done
 * visit, so the customer books again at no charge from the original's manage link. The new booking points at
 * the original; `source` keeps saying who booked it (the customer online, or the office). `done_at` is when a
 * visit was last marked Done (null otherwise): the warranty's 90 days and the reports count from it. A Done
 * visit's manage link lasts until 30 days after its warranty's end.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('warranty_of', 'text', (c) => c.references('bookings.id'))
    .execute();
  await db.schema.createIndex('bookings_warranty_of').on('bookings').column('warranty_of').execute();
  await db.schema.alterTable('bookings').addColumn('done_at', instantType(engine)).execute();
  // Visits already Done: the time of their latest move to done.
  await sql`
    update bookings set done_at = (
      select max(e.at) from booking_events e
      where e.booking_id = bookings.id and e.kind = 'status' and e.to_value = 'done'
    )
    where visit_status = 'done'`.execute(db);
  await db.schema.createIndex('bookings_done_at').on('bookings').column('done_at').execute();
  // Their manage links now last to the warranty's end and 30 days more (dispatch.ts does so from now on), so a
  // customer whose visit was done before this release can still book the free warranty visit from it.
  const { rows } = await sql<{ id: string; done_at: unknown; token_expires_at: unknown }>`
    select id, done_at, token_expires_at from bookings where done_at is not null`.execute(db);
  for (const row of rows) {
    const until = warrantyLinkExpiry(instant(row.token_expires_at), new Date(instant(row.done_at)));
    await sql`update bookings set token_expires_at = ${until} where id = ${row.id}`.execute(db);
  }
}
