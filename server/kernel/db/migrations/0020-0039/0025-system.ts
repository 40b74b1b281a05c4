import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The System screen and its alerts (docs/operations.md): the incidents of each queue (a message given up on, or
 * one waiting too long), the e-mails that tell the owners of them, and the failed messages the owner dismissed.
 * Kept in the database so that with several servers an incident is opened, and mailed, once.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('queue_incidents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    // What was wrong when it opened, for the e-mail and the screen.
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('opened_at', instantType(engine), (c) => c.notNull())
    .addColumn('cleared_at', instantType(engine))
    .execute();
  // At most one open incident per queue: of two servers opening one at once, one insert is kept, on both engines.
  await db.schema
    .createIndex('queue_incidents_open')
    .on('queue_incidents')
    .column('queue')
    .unique()
    .where(sql.ref('cleared_at'), 'is', null)
    .execute();

  // The owners' e-mail about an incident opening or clearing: an outbox like the others (server/kernel/queue/lease-queue.ts).
  await db.schema
    .createTable('system_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('incident_id', 'text', (c) => c.notNull().references('queue_incidents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', instantType(engine), (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instantType(engine), (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instantType(engine))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instantType(engine))
    .addColumn('failed_at', instantType(engine))
    .execute();
  await db.schema
    .createIndex('system_alerts_pending')
    .on('system_alerts')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // A failed message the owner looked at and let go: it no longer counts as a failure of its queue.
  await db.schema
    .createTable('queue_dismissals')
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', instantType(engine), (c) => c.notNull())
    .addColumn('dismissed_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('queue_dismissals_key', ['queue', 'message_id'])
    .execute();
}
