import type { Kysely } from 'kysely';
import { mailboxKey } from '../../../../features/booking/mailbox';

/**
 * A held booking's mailbox (decision 0037): the address typed as the inbox it reaches, so the surge finds the one
 * link a mailbox got whichever of its dotted or plus-addressed spellings a request uses. Holds made before this
 * migration get theirs from the address they kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_holds')
    .addColumn('mailbox_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const holds = db as Kysely<{ booking_holds: { id: string; email: string; mailbox_key: string } }>;
  const rows = await holds.selectFrom('booking_holds').select(['id', 'email']).execute();
  for (const row of rows)
    await holds
      .updateTable('booking_holds')
      .set({ mailbox_key: mailboxKey(row.email) })
      .where('id', '=', row.id)
      .execute();
  await db.schema
    .createIndex('booking_holds_mailbox')
    .on('booking_holds')
    .columns(['mailbox_key', 'created_at'])
    .execute();
}
