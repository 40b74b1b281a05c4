import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * People let in properly (issue 39, docs/office.md): a set-password link is now also what Forgot password
 * e-mails, so each link says what it was made for (`purpose`: 'invite' from the Team screen, 'reset' from the
 * sign-in page's form; the reset's expires sooner); the e-mails carrying those links have their outbox; and every
 * account gets a name, read from its e-mail's local part where none was given ("sam.rivera@…" is "Sam Rivera"),
 * so the team page, the activity log and the visits never fall back to a bare address.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .alterTable('office_invites')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('invite'))
    .execute();
  // The e-mails that carry a set-password link, sent by the one lease queue (server/kernel/queue/lease-queue.ts).
  await db.schema
    .createTable('account_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('office_users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invite', 'reset')`))
    // The link's token only while the e-mail is pending (the link is stored as its SHA-256 in office_invites).
    .addColumn('link_token', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .execute();
  await db.schema
    .createIndex('account_emails_pending')
    .on('account_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();

  const people = db as unknown as Kysely<{ office_users: { id: string; email: string; name: string } }>;
  const unnamed = await people.selectFrom('office_users').select(['id', 'email']).where('name', '=', '').execute();
  for (const { id, email } of unnamed)
    await people
      .updateTable('office_users')
      .set({ name: nameFromEmail(email) })
      .where('id', '=', id)
      .execute();
}

/** "sam.rivera@example.com" → "Sam Rivera": a copy of server/office/storage/users.ts's, as a migration is frozen. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._+\-\d]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return (words.join(' ') || local || email).slice(0, 80);
}
