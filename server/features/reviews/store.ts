import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isLocale, type Locale } from '../../../data/locale';
import { reviewRules } from '../../../data/review-requests';
import { oneLine } from '../../../data/text';
import { lookupZip } from '../../../data/site/zip-lookup';
import { hashToken, newToken, TOKEN_PATTERN } from '../booking';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, lockRowsForUpdate, type Engine } from '../../kernel/db/engine';
import type { BookingsTable, ReviewsTable, Tables } from '../../kernel/db/schema';
import { pendingColumns } from '../../kernel/queue/kinds';

/**
 * The review link's side of verified reviews (docs/reviews.md): the one request a Done visit gets, what its
 * link opens, and the customer's answer and call-back request. Nothing here publishes anything: a review is
 * `new` until the owner decides (server/features/reviews/office/store.ts).
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * The review request a visit marked Done writes (visits' dispatch.ts, through the feature's offers), due `delayMs`
 * after it: queueReviewRequest with the site's delay, in the Done change's transaction.
 */
export const reviewRequester =
  (delayMs: number) =>
  async (trx: Kysely<Tables>, bookingId: string, now: Date): Promise<void> => {
    await queueReviewRequest(trx, bookingId, now, delayMs);
  };

/**
 * Writes the visit's one review request, due `delayMs` after `now`, inside the transaction that marks it Done.
 * Once per visit ever: a reopened visit marked Done again finds its request there and writes nothing. The
 * link's token when one was written, for the tests (the outbox reads it from the row).
 */
export async function queueReviewRequest(
  trx: Kysely<Tables>,
  bookingId: string,
  now: Date,
  delayMs: number,
): Promise<string | undefined> {
  const token = newToken();
  const due = new Date(now.getTime() + delayMs);
  const written = await trx
    .insertInto('review_requests')
    .values({
      booking_id: bookingId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      due_at: due.toISOString(),
      expires_at: new Date(due.getTime() + reviewRules.linkValidDays * DAY_MS).toISOString(),
      ...pendingColumns(due.toISOString(), 'email_'),
      // Kept only until the e-mail and the text have gone (queue.ts wipes it): the database cannot open a form.
      link_token: token,
    })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning('booking_id')
    .executeTakeFirst();
  return written ? token : undefined;
}

/** "Maria G.": the first name and the last name's initial, all a published review shows of who wrote it. */
export function authorName(fullName: string): string {
  const words = oneLine(fullName).split(' ').filter(Boolean);
  const first = (words[0] ?? '').slice(0, 40);
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1);
  if (!first) return 'Customer';
  const initial = words.length > 1 ? /\p{L}/u.exec(words.at(-1)!)?.[0] : undefined;
  return initial ? `${capital(first)} ${initial.toLocaleUpperCase('en-US')}.` : capital(first);
}

/** The town of the visit's zip, and the slug of its page when it has one ('' otherwise, or outside the area). */
export function placeOf(zip: string): { city: string; citySlug: string } {
  const answer = lookupZip(zip);
  if (answer.kind === 'served') return { city: answer.place.name, citySlug: answer.place.slug };
  if (answer.kind === 'in-area') return { city: answer.places[0]?.name ?? '', citySlug: '' };
  return { city: '', citySlug: '' };
}

/** What the form shows of the visit it asks about. */
export interface ReviewVisit {
  bookingId: string;
  reference: string;
  name: string;
  service: string;
  windowStart: string;
  /** The booking's language: the form, its thanks and its refusals speak it (issue 41 item 1). */
  language: Locale;
}

/** A customer's answer as the form and the thank-you page see it. */
export interface ReviewAnswer {
  id: string;
  rating: number;
  wantsCallback: boolean;
}

/** What a review link opens. */
export type ReviewLink =
  | { kind: 'unknown' }
  | { kind: 'expired'; language: Locale }
  | { kind: 'open'; visit: ReviewVisit }
  | { kind: 'answered'; visit: ReviewVisit; review: ReviewAnswer };

export type AnswerResult =
  | { kind: 'stored'; review: ReviewAnswer }
  | { kind: 'answered-already'; review: ReviewAnswer }
  | { kind: 'unknown' }
  | { kind: 'expired'; language: Locale };

export type CallbackResult =
  | { kind: 'asked'; review: ReviewAnswer }
  /** No answer yet, or one above reviewRules.callbackAtMost stars: nothing to call back about. */
  | { kind: 'not-offered'; language: Locale }
  | { kind: 'unknown' }
  | { kind: 'expired'; language: Locale };

export interface ReviewLinks {
  open(token: string, now: Date): Promise<ReviewLink>;
  answer(token: string, input: { rating: number; body: string }, now: Date): Promise<AnswerResult>;
  askCallback(token: string, now: Date): Promise<CallbackResult>;
}

const visitOf = (booking: Selectable<BookingsTable>): ReviewVisit => ({
  bookingId: booking.id,
  reference: booking.reference,
  name: booking.name,
  service: booking.service,
  windowStart: instant(booking.window_start),
  language: languageOf(booking),
});

function languageOf(booking: Pick<Selectable<BookingsTable>, 'language'>): Locale {
  return isLocale(booking.language) ? booking.language : 'en';
}

const answerOf = (review: Pick<Selectable<ReviewsTable>, 'id' | 'rating' | 'wants_callback'>): ReviewAnswer => ({
  id: review.id,
  rating: Number(review.rating),
  wantsCallback: Number(review.wants_callback) === 1,
});

/** A request, its booking and its answer, read in `trx` (the request's row locked on PostgreSQL). */
async function readLink(trx: Kysely<Tables>, engine: Engine, token: string, lock: boolean) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const request = await trx
    .selectFrom('review_requests')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .$if(lock && lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!request) return undefined;
  const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', request.booking_id).executeTakeFirst();
  if (!booking) return undefined;
  const review = await trx
    .selectFrom('reviews')
    .select(['id', 'rating', 'wants_callback'])
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  return { request, booking, review };
}

const expired = (request: { expires_at: unknown }, now: Date) =>
  Date.parse(instant(request.expires_at)) <= now.getTime();

/** The review links: what one opens, the answer it takes once, and the call back a low answer may ask for. */
export function reviewLinks(database: AppDatabase): ReviewLinks {
  const { db, engine } = database;
  return {
    async open(token, now) {
      await database.ready();
      const found = await readLink(db, engine, token, false);
      if (!found) return { kind: 'unknown' };
      // An answered link keeps saying thank you, even after it would have expired.
      if (found.review) return { kind: 'answered', visit: visitOf(found.booking), review: answerOf(found.review) };
      if (expired(found.request, now)) return { kind: 'expired', language: languageOf(found.booking) };
      return { kind: 'open', visit: visitOf(found.booking) };
    },

    async answer(token, input, now) {
      await database.ready();
      return db.transaction().execute(async (trx): Promise<AnswerResult> => {
        const found = await readLink(trx, engine, token, true);
        if (!found) return { kind: 'unknown' };
        if (found.review) return { kind: 'answered-already', review: answerOf(found.review) };
        if (expired(found.request, now)) return { kind: 'expired', language: languageOf(found.booking) };
        const at = now.toISOString();
        const { booking } = found;
        const customer = await trx
          .selectFrom('customer_records')
          .select('customer_id')
          .where('kind', '=', 'booking')
          .where('record_id', '=', booking.id)
          .executeTakeFirst();
        const place = placeOf(booking.zip);
        const review = {
          id: randomUUID(),
          booking_id: booking.id,
          customer_id: customer?.customer_id ?? null,
          rating: input.rating,
          body: input.body,
          created_at: at,
          author_name: authorName(booking.name),
          city: place.city,
          city_slug: place.citySlug,
          service: booking.service,
          visited_at: instant(booking.window_start),
          // Published on arrival, whatever its stars: only the owner's hide, for a listed reason, takes it off.
          status: 'published' as const,
        };
        // reviews.booking_id is unique: of two answers at once (SQLite takes turns), the second fails here.
        await trx.insertInto('reviews').values(review).execute();
        await trx
          .updateTable('review_requests')
          .set({ answered_at: at })
          .where('booking_id', '=', booking.id)
          .execute();
        if (input.rating <= reviewRules.callbackAtMost) await queueAlert(trx, review.id, 'low-rating', now);
        return { kind: 'stored', review: { id: review.id, rating: input.rating, wantsCallback: false } };
      });
    },

    async askCallback(token, now) {
      await database.ready();
      return db.transaction().execute(async (trx): Promise<CallbackResult> => {
        const found = await readLink(trx, engine, token, true);
        if (!found) return { kind: 'unknown' };
        const { review } = found;
        if (!review || Number(review.rating) > reviewRules.callbackAtMost)
          return { kind: 'not-offered', language: languageOf(found.booking) };
        if (Number(review.wants_callback) === 1) return { kind: 'asked', review: answerOf(review) };
        if (expired(found.request, now)) return { kind: 'expired', language: languageOf(found.booking) };
        const changed = await trx
          .updateTable('reviews')
          .set({ wants_callback: 1 })
          .where('id', '=', review.id)
          .where('wants_callback', '=', 0)
          .executeTakeFirst();
        // Asked twice at once: the first one alerts the office.
        if (changed.numUpdatedRows === 1n) await queueAlert(trx, review.id, 'callback', now);
        return { kind: 'asked', review: { ...answerOf(review), wantsCallback: true } };
      });
    },
  };
}

/** The office's e-mail about an answer, queued in the answer's own transaction; once per answer and kind. */
async function queueAlert(
  trx: Transaction<Tables>,
  reviewId: string,
  kind: 'low-rating' | 'callback',
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('review_alerts')
    .values({
      id: randomUUID(),
      review_id: reviewId,
      kind,
      created_at: at,
      ...pendingColumns(at),
    })
    .onConflict((oc) => oc.columns(['review_id', 'kind']).doNothing())
    .execute();
}
