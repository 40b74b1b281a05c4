import type { Kysely } from 'kysely';
import type { ReviewHideReason } from '../../../../data/review-requests';
import type { AppDatabase } from '../../../kernel/db/database';
import { instant } from '../../../kernel/db/engine';
import type { ReviewStatus, Tables } from '../../../kernel/db/schema';

/**
 * The office's side of verified reviews (docs/reviews.md, docs/office.md#reviews): every answer newest first,
 * the owner's decision to publish or hide one (nothing reaches the site without it), and the call backs low
 * answers asked for, which Today lists until someone marks them called back. Part of the office's store.
 */

/** One answer as the office sees it. */
export interface OfficeReview {
  id: string;
  rating: number;
  body: string;
  createdAt: string;
  status: ReviewStatus;
  decidedAt: string | null;
  decidedBy: string | null;
  /** Why the owner hid it; null while published, or on a review hidden before reasons were kept. */
  hiddenReason: ReviewHideReason | null;
  wantsCallback: boolean;
  calledBackAt: string | null;
  calledBackBy: string | null;
  /** What the site would show: "Maria G.", the town, the service slug. */
  authorName: string;
  city: string;
  service: string;
  visitedAt: string;
  /** The booking it is about: its reference and the customer's name and phone as booked. */
  reference: string;
  name: string;
  phone: string;
  /** The customer the booking is linked to now (after any merge), if any. */
  customerId: string | null;
}

export type DecisionResult = { kind: 'changed' | 'same'; review: OfficeReview } | { kind: 'not-found' };
export type CalledBackResult =
  | { kind: 'changed' | 'same'; review: OfficeReview }
  | { kind: 'not-asked'; review: OfficeReview }
  | { kind: 'not-found' };

const text = (value: unknown) => (value == null ? null : instant(value));

const select = (db: Kysely<Tables>) =>
  db
    .selectFrom('reviews')
    .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
    .leftJoin('customer_records', (join) =>
      join.onRef('customer_records.record_id', '=', 'reviews.booking_id').on('customer_records.kind', '=', 'booking'),
    )
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.body',
      'reviews.created_at',
      'reviews.status',
      'reviews.decided_at',
      'reviews.decided_by',
      'reviews.hidden_reason',
      'reviews.wants_callback',
      'reviews.called_back_at',
      'reviews.called_back_by',
      'reviews.author_name',
      'reviews.city',
      'reviews.service',
      'reviews.visited_at',
      'bookings.reference',
      'bookings.name',
      'bookings.phone',
      'customer_records.customer_id',
    ]);
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const toReview = (row: Row): OfficeReview => ({
  id: row.id,
  rating: Number(row.rating),
  body: row.body,
  createdAt: instant(row.created_at),
  status: row.status,
  decidedAt: text(row.decided_at),
  decidedBy: row.decided_by,
  hiddenReason: (row.hidden_reason as ReviewHideReason | null) ?? null,
  wantsCallback: Number(row.wants_callback) === 1,
  calledBackAt: text(row.called_back_at),
  calledBackBy: row.called_back_by,
  authorName: row.author_name,
  city: row.city,
  service: row.service,
  visitedAt: instant(row.visited_at),
  reference: row.reference,
  name: row.name,
  phone: row.phone,
  customerId: row.customer_id ?? null,
});

/** One answer, read through `db` (the database, or the transaction of a change). */
export async function officeReview(db: Kysely<Tables>, id: string): Promise<OfficeReview | undefined> {
  const row = await select(db).where('reviews.id', '=', id).executeTakeFirst();
  return row && toReview(row);
}

/** The owner's decision: published again, or hidden for one of the listed reasons (never for its stars). */
export type ReviewDecision = { status: 'published' } | { status: 'hidden'; reason: ReviewHideReason };

/**
 * The owner's decision, in the change's transaction: published (shown on the site) or hidden with its reason;
 * 'same' when it already was (a hidden review given another reason, or its first one, is a change).
 */
export async function decideReview(
  db: Kysely<Tables>,
  id: string,
  decision: ReviewDecision,
  by: string,
  now: Date,
): Promise<DecisionResult> {
  const reason = decision.status === 'hidden' ? decision.reason : null;
  const changed = await db
    .updateTable('reviews')
    .set({ status: decision.status, hidden_reason: reason, decided_at: now.toISOString(), decided_by: by })
    .where('id', '=', id)
    .where((eb) =>
      reason === null
        ? eb('status', '!=', 'published')
        : eb.or([eb('status', '!=', 'hidden'), eb('hidden_reason', 'is', null), eb('hidden_reason', '!=', reason)]),
    )
    .executeTakeFirst();
  const review = await officeReview(db, id);
  if (!review) return { kind: 'not-found' };
  return { kind: changed.numUpdatedRows === 1n ? 'changed' : 'same', review };
}

/** Someone in the office called the customer back, in the change's transaction: the review leaves Today's list. */
export async function markCalledBack(db: Kysely<Tables>, id: string, by: string, now: Date): Promise<CalledBackResult> {
  const changed = await db
    .updateTable('reviews')
    .set({ called_back_at: now.toISOString(), called_back_by: by })
    .where('id', '=', id)
    .where('wants_callback', '=', 1)
    .where('called_back_at', 'is', null)
    .executeTakeFirst();
  const review = await officeReview(db, id);
  if (!review) return { kind: 'not-found' };
  if (!review.wantsCallback) return { kind: 'not-asked', review };
  return { kind: changed.numUpdatedRows === 1n ? 'changed' : 'same', review };
}

export function reviewOfficeStore(database: AppDatabase) {
  const { db } = database;
  return {
    /** Every answer, newest first, a page at a time. */
    async reviews(query: { page: number; pageSize: number }): Promise<{ reviews: OfficeReview[]; total: number }> {
      await database.ready();
      const rows = await select(db)
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const count = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return { reviews: rows.map(toReview), total: Number(count?.n ?? 0) };
    },

    async review(id: string): Promise<OfficeReview | undefined> {
      await database.ready();
      return officeReview(db, id);
    },

    async decideReview(id: string, decision: ReviewDecision, by: string, now: Date): Promise<DecisionResult> {
      await database.ready();
      return decideReview(db, id, decision, by, now);
    },

    async markCalledBack(id: string, by: string, now: Date): Promise<CalledBackResult> {
      await database.ready();
      return markCalledBack(db, id, by, now);
    },

    /** The answers that asked for a call back and were not called back yet, oldest first (Today's panel). */
    async callbacksWaiting(limit = 20): Promise<OfficeReview[]> {
      await database.ready();
      const rows = await select(db)
        .where('reviews.wants_callback', '=', 1)
        .where('reviews.called_back_at', 'is', null)
        .orderBy('reviews.created_at')
        .limit(limit)
        .execute();
      return rows.map(toReview);
    },
  };
}

export type ReviewOfficeStore = ReturnType<typeof reviewOfficeStore>;

/** What the Reviews screens work with: the office's side of the reviews, and the public pages' refresh. */
export interface ReviewsOfficeTools {
  store: ReviewOfficeStore;
  /** Shows a change of what the public pages show (a review published) on this server at once. */
  refreshSite?: (() => Promise<void>) | undefined;
}
