import type { Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The provider's message ids (Twilio's MessageSid) of the replies the inbound webhook acted on. A signed webhook
 * carries no timestamp, so a captured START could be posted again after a later STOP; with its id kept, a replay
 * changes nothing. Its primary key is what makes two servers receiving the same reply record it once.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('text_replies')
    .addColumn('message_sid', 'text', (c) => c.primaryKey())
    .addColumn('received_at', instantType(engine), (c) => c.notNull())
    .execute();
}
