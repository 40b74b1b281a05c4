import type { Kysely } from 'kysely';
import { bytesType, instantType, type Engine } from '../../engine';

/**
 * The team screen (docs/office.md): the one-time links that let a new person set their password, an account
 * kept as removed rather than deleted (so a visit keeps its technician's name), and the technicians' photos,
 * in the database so every server can serve them.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  // Set when the owner removes the person: they can no longer sign in, their sessions and links are gone.
  await db.schema.alterTable('office_users').addColumn('removed_at', instant).execute();

  await db.schema
    .createTable('office_invites')
    // Hex SHA-256 of the 32 random bytes in the link: a leaked table sets no password.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('office_users.id').onDelete('cascade'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('used_at', instant)
    // The e-mail of who made the link, as text (like the activity log), so it outlives that account.
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('office_invites_user').on('office_invites').column('user_id').execute();

  await db.schema
    .createTable('team_photos')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('office_users.id').onDelete('cascade'))
    // Re-encoded on the server (server/kernel/images/): a small WebP without any metadata; never what was uploaded.
    .addColumn('bytes', bytesType(engine), (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();
}
