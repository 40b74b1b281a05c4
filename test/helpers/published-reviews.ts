import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { ReviewStatus } from '../../server/kernel/db/schema';

export interface ReviewFields {
  author?: string;
  city?: string;
  citySlug?: string;
  service?: string;
  rating?: number;
  body?: string;
  status?: ReviewStatus;
  /** When the visit was (the card's month), and when the review was written (its order). */
  visitedAt?: string;
  createdAt?: string;
}

let made = 0;

/**
 * A customer's review of a Done visit, stored as the reviews feature stores one (with the booking it is about):
 * new until published, as the owner's decision leaves it (status and decided_at).
 */
export async function storeReview(database: AppDatabase, fields: ReviewFields = {}): Promise<string> {
  await database.ready();
  const n = ++made;
  const bookingId = randomUUID();
  const visitedAt = fields.visitedAt ?? '2026-03-10T15:00:00.000Z';
  await database.db
    .insertInto('bookings')
    .values({
      id: bookingId,
      reference: `RV${process.pid}${n}`.slice(0, 12),
      token_hash: `review-test-${bookingId}`,
      token_expires_at: '2027-01-01T00:00:00.000Z',
      zip: '20901',
      service: fields.service ?? 'washer-repair',
      window_start: visitedAt,
      window_end: new Date(Date.parse(visitedAt) + 2 * 3_600_000).toISOString(),
      name: 'Maria Garcia',
      phone: '(301) 555-0188',
      phone_key: '3015550188',
      email: 'maria@example.com',
      email_key: 'maria@example.com',
      address: '12 Private Lane',
      brand: 'Whirlpool',
      problem: 'Will not drain',
      coupon: '',
      status: 'booked',
      created_at: visitedAt,
      updated_at: visitedAt,
      cancelled_at: null,
      client_address: '198.51.100.1',
    })
    .execute();
  const id = randomUUID();
  const status = fields.status ?? 'new';
  await database.db
    .insertInto('reviews')
    .values({
      id,
      booking_id: bookingId,
      rating: fields.rating ?? 5,
      body: fields.body ?? `Review number ${n}: the washer drains again.`,
      created_at: fields.createdAt ?? new Date(Date.UTC(2026, 2, 12, 12, n)).toISOString(),
      author_name: fields.author ?? 'Maria G.',
      city: fields.city ?? 'Silver Spring',
      city_slug: fields.citySlug ?? 'silver-spring-md',
      service: fields.service ?? 'washer-repair',
      visited_at: visitedAt,
      status,
      decided_at: status === 'new' ? null : new Date().toISOString(),
    })
    .execute();
  return id;
}

/** The owner's decision, as the office records it: the status and when it was made. */
export async function decideReview(database: AppDatabase, id: string, status: ReviewStatus): Promise<void> {
  await database.db
    .updateTable('reviews')
    .set({ status, decided_at: new Date().toISOString(), decided_by: 'owner@example.com' })
    .where('id', '=', id)
    .execute();
}
