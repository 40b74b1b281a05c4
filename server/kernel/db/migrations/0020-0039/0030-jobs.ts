import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

const VISIT_STATUSES = sql`('booked', 'on-the-way', 'arrived', 'done', 'no-show', 'waiting-for-parts')`;

/**
 * The two-visit repair (docs/jobs.md): an approved estimate becomes a job, the visits that carry it out belong to
 * it (bookings.job_id: the diagnosis visit and the return visit), its parts are ordered and marked in, and once
 * every part is in the customer is told (job_emails, an outbox like the others) with a link to book the return
 * visit. The diagnosis visit waits on its parts as the visit status 'waiting-for-parts'; the receipt after the
 * return visit covers the job, so visit_charges learns the sales tax on parts (tax_cents).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The approved estimate the job carries out: one job per estimate, and the estimate's visit is the first.
    .addColumn('estimate_id', 'text', (c) => c.notNull().unique().references('estimates.id').onDelete('cascade'))
    .addColumn('first_booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('created_at', instant, (c) => c.notNull())
    // When the last part on order was marked in (the customer is told then); null while any is out, or none ordered.
    .addColumn('parts_in_at', instant)
    .execute();
  await db.schema.createIndex('jobs_first_booking').on('jobs').column('first_booking_id').execute();

  await db.schema.alterTable('bookings').addColumn('job_id', 'text').execute();
  await db.schema.createIndex('bookings_job').on('bookings').columns(['job_id', 'window_start']).execute();

  await db.schema
    .createTable('job_parts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('part_number', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('supplier', 'text', (c) => c.notNull())
    // What the shop pays for it (the reports set it against what the customer was charged for parts).
    .addColumn('cost_cents', 'integer', (c) => c.notNull().check(sql`cost_cents >= 0`))
    // Business-zone days, YYYY-MM-DD.
    .addColumn('ordered_on', 'text', (c) => c.notNull())
    .addColumn('expected_on', 'text', (c) => c.notNull())
    .addColumn('arrived_at', instant)
    .addColumn('arrived_by', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_parts_job').on('job_parts').column('job_id').execute();
  // The Parts screen: those not in, by expected day.
  await db.schema.createIndex('job_parts_waiting').on('job_parts').columns(['arrived_at', 'expected_on']).execute();

  await db.schema
    .createTable('job_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('parts-in')`))
    // The customer's link (a token of booking_links) only while the e-mail is pending; wiped once it is settled.
    .addColumn('link_token', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed', 'skipped')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .execute();
  await db.schema.createIndex('job_emails_pending').on('job_emails').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .alterTable('visit_charges')
    .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The visit status learns 'waiting-for-parts'. PostgreSQL changes the CHECK in place; SQLite cannot, so the
  // column is made again beside the old one, copied, and renamed into its place (the one index naming it with it).
  if (engine === 'postgres') {
    await sql`alter table bookings drop constraint if exists bookings_visit_status_check`.execute(db);
    await sql`alter table bookings add constraint bookings_visit_status_check check (visit_status in ${VISIT_STATUSES})`.execute(
      db,
    );
    return;
  }
  await db.schema.dropIndex('bookings_window').execute();
  await sql`alter table bookings add column visit_status_next text not null default 'booked' check (visit_status_next in ${VISIT_STATUSES})`.execute(
    db,
  );
  await sql`update bookings set visit_status_next = visit_status`.execute(db);
  await sql`alter table bookings drop column visit_status`.execute(db);
  await sql`alter table bookings rename column visit_status_next to visit_status`.execute(db);
  await db.schema
    .createIndex('bookings_window')
    .on('bookings')
    .columns([
      'window_start',
      'status',
      'visit_status',
      'source',
      'service',
      'zip',
      'technician_id',
      'warranty_of',
      'id',
    ])
    .execute();
}
