import type { Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * Reports and the Activity screen on five years of data (issue 37 item 8, docs/performance.md#the-office-on-five-years-of-data):
 *
 * - `customer_records_kind` (customer_id, kind, record_id): whether a lead's customer booked after it, asked for
 *   every lead of the period, finds the customer's bookings' links in the index alone, not by each link's row.
 * - `payments_paid` (paid_at, amount_cents): the period's online payments are a range, not a scan of every payment.
 * - `office_activity_sign_ins` (user_email, sign_in_day, at, id): whether a sign-in is its person's newest of that
 *   day, the one that shows the day's folded line, so a page of the log walks its newest-first index instead of
 *   grouping the whole log.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createIndex('customer_records_kind')
    .on('customer_records')
    .columns(['customer_id', 'kind', 'record_id'])
    .execute();
  await db.schema.createIndex('payments_paid').on('payments').columns(['paid_at', 'amount_cents']).execute();
  await db.schema
    .createIndex('office_activity_sign_ins')
    .on('office_activity')
    .columns(['user_email', 'sign_in_day', 'at', 'id'])
    .execute();
}
