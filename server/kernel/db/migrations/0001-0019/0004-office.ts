import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The office: its accounts and their sessions, the sign-in failures that throttle guessing (in the database so
 * that every server counts the same failures), the activity log, and the office's own state of a lead (its
 * status and notes). See docs/office.md.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('office_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lower case, so "Owner@Example.com" and "owner@example.com" are one account.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('password_changed_at', instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('office_sessions')
    // Hex SHA-256 of the 32 random bytes in the cookie: a leaked table opens no session.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('office_users.id').onDelete('cascade'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('last_seen_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('office_sessions_user').on('office_sessions').column('user_id').execute();

  await db.schema
    .createTable('office_login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', instant, (c) => c.notNull())
    // The address typed, lower case, whether or not an account has it: the throttle must not tell them apart.
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('office_login_failures_email')
    .on('office_login_failures')
    .columns(['email_key', 'at'])
    .execute();
  await db.schema
    .createIndex('office_login_failures_client')
    .on('office_login_failures')
    .columns(['client_address', 'at'])
    .execute();

  await db.schema
    .createTable('office_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', instant, (c) => c.notNull())
    // The e-mail as typed at a failed sign-in, else the account's; kept as text so the log outlives the account.
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('office_activity_at').on('office_activity').column('at').execute();

  await db.schema
    .alterTable('leads')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'called back', 'booked', 'closed')`),
    )
    .execute();
  await db.schema.createIndex('leads_status').on('leads').columns(['status', 'received_at']).execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_notes_lead').on('lead_notes').columns(['lead_id', 'at']).execute();
}
