import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Verified reviews (docs/reviews.md): a Done visit's one review request, with its own e-mail outbox columns
 * (as booking_holds has, so booking_emails' CHECK on kinds need not be rebuilt), the answers, which reach
 * the site only when the owner publishes them, and the office's alerts about low answers and call backs.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('review_requests')
    .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    // Hex SHA-256 of the 32 random bytes in the review link: the link is looked up by it.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', instant, (c) => c.notNull())
    // When the request goes out: a configurable time after the visit was marked Done.
    .addColumn('due_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('email_status', 'text', (c) =>
      c.notNull().check(sql`email_status in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('email_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('email_last_error', 'text')
    .addColumn('email_sent_at', instant)
    // The plain token, only while the e-mail is pending; wiped when it is sent, given up or skipped.
    .addColumn('link_token', 'text')
    // When the review text was queued (only for a number that agreed to texts), so it goes once.
    .addColumn('text_queued_at', instant)
    .addColumn('answered_at', instant)
    .execute();
  await db.schema
    .createIndex('review_requests_due')
    .on('review_requests')
    .columns(['email_status', 'email_next_attempt_at'])
    .execute();
  // The text beside the e-mail is queued when the request falls due (a text expires within hours): the due
  // requests whose text step has not been taken yet.
  await db.schema
    .createIndex('review_requests_text_due')
    .on('review_requests')
    .columns(['text_queued_at', 'due_at'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('customer_id', 'text')
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', instant, (c) => c.notNull())
    // What the site may show, fixed when the review arrives: "Maria G.", the town, the service, the visit.
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_slug', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('visited_at', instant, (c) => c.notNull())
    // new until the owner decides; only 'published' is ever shown on the site.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'published', 'hidden')`),
    )
    .addColumn('decided_at', instant)
    .addColumn('decided_by', 'text')
    // A 1–3 star answer is offered a call back: whether the customer asked for one, and when the office called.
    .addColumn('wants_callback', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('called_back_at', instant)
    .addColumn('called_back_by', 'text')
    .execute();
  await db.schema.createIndex('reviews_status').on('reviews').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('reviews_customer').on('reviews').column('customer_id').execute();
  // The public pages' version of what is published: count and newest decision of the published rows.
  await db.schema.createIndex('reviews_decided').on('reviews').columns(['status', 'decided_at']).execute();
  // The office's Reviews screen: every answer, newest first.
  await db.schema.createIndex('reviews_created').on('reviews').column('created_at').execute();
  // Today's panel: the answers that asked for a call back and were not called back yet.
  await db.schema.createIndex('reviews_callback').on('reviews').columns(['wants_callback', 'called_back_at']).execute();

  // The office's alerts about an answer (a 1–3 star one, a call back asked for): one e-mail each, to the address
  // new-lead notices go to, through its own outbox columns so booking_emails' CHECK on kinds stays as it is.
  await db.schema
    .createTable('review_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('review_id', 'text', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('low-rating', 'callback')`))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .addUniqueConstraint('review_alerts_once', ['review_id', 'kind'])
    .execute();
  await db.schema.createIndex('review_alerts_due').on('review_alerts').columns(['status', 'next_attempt_at']).execute();
}
