import type { Kysely } from 'kysely';

/**
 * A booking held in a surge keeps its "Text me about this visit" box (1 ticked, 0 not), so confirming the hold
 * from its e-mail records the consent given at booking, in the confirming transaction. Holds made before this
 * migration kept nothing: 0, no consent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_holds')
    .addColumn('text_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
