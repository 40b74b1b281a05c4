import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/** Leads, and the outbox that e-mails each one to the office. */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', instant, (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_received_at').on('leads').column('received_at').execute();

  await db.schema
    .createTable('lead_emails')
    .addColumn('lead_id', 'text', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .execute();
  // What the outbox asks for on every turn: the pending e-mails that are due.
  await db.schema.createIndex('lead_emails_due').on('lead_emails').columns(['status', 'next_attempt_at']).execute();
}
