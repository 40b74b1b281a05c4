import type { Kysely, Selectable } from 'kysely';
import { textRules } from '../../../data/texts';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { kindQueue, kindsQueue, queueKind, usualColumns } from '../../kernel/queue/kinds';
import type { BookingsTable, ReviewAlertKind, ReviewsTable, Tables } from '../../kernel/db/schema';
import type { MailQueue } from '../../kernel/queue/worker';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import { reviewTextBody } from './words';
import { isLocale, type Locale } from '../../../data/locale';

/**
 * The review outbox's two kinds of the one queue (server/kernel/queue/kinds.ts): the customers' review requests
 * (review_requests, keyed by the booking) and the office's alerts about low answers and call backs
 * (review_alerts). Each row is claimed by one server with a lease, sent, and its outcome recorded with that
 * lease, so with several servers each goes out once; a failure is retried with the queue's backoff.
 */

export const reviewRequestKind = queueKind({
  name: 'review',
  label: 'Review requests',
  columns: {
    table: 'review_requests',
    key: 'booking_id',
    status: 'email_status',
    nextAttemptAt: 'email_next_attempt_at',
    attempts: 'email_attempts',
    lastError: 'email_last_error',
    sentAt: 'email_sent_at',
    claimOrder: ['created_at', 'booking_id'],
    pendingOrder: ['booking_id'],
    // The text is queued before the e-mail is claimed (reviewTextsDue), so the link may go with the e-mail.
    clearWhenDone: ['link_token'],
  },
  since: 'due_at',
  noRetry: 'its link was wiped when it was given up',
});

export const reviewAlertKind = queueKind({
  name: 'review-alert',
  label: 'Review alerts',
  columns: usualColumns('review_alerts'),
  since: 'created_at',
});

/** A customer's review request, ready to compose: the visit and the link's token. */
export interface RequestMail {
  kind: 'request';
  id: string;
  booking: Selectable<BookingsTable>;
  token: string;
  expiresAt: string;
}

/** An alert to the office about one answer. */
export interface AlertMail {
  kind: 'alert';
  id: string;
  alert: ReviewAlertKind;
  review: Selectable<ReviewsTable>;
  booking: Selectable<BookingsTable>;
}

export type ReviewMail = RequestMail | AlertMail;

/** Requests whose text step is taken per read, until none is left due. */
const TEXT_BATCH = 50;

/** What queueing a text needs of the texts feature (its offers fit); absent when texts are off. */
export interface ReviewTexts {
  enabled: boolean;
  queueText(
    trx: Kysely<Tables>,
    text: { to: string; body: string; language?: Locale; bookingId?: string | null; kind: string },
  ): Promise<unknown>;
  nudge(): void;
}

/** Why a due request goes without its e-mail, or undefined when it may be sent. */
function skipReason(booking: Selectable<BookingsTable> | undefined): string | undefined {
  if (!booking) return 'the booking is gone';
  if (booking.status === 'cancelled') return 'the visit was cancelled';
  if (booking.visit_status !== 'done') return 'the visit was reopened';
  if (!EMAIL_ADDRESS.test(booking.email.trim())) return 'the booking has no e-mail address';
  return undefined;
}

type ReviewQueueOptions = { siteUrl: string; texts?: ReviewTexts | undefined };

/**
 * The text beside each request that fell due, queued once: a text expires within hours, so it is queued when
 * the request is due rather than when the visit was marked Done. Each is one transaction that first marks the
 * step taken (conditional, so of two servers one queues it); the texts feature itself sends only to a number
 * that agreed and has not sent STOP, and records any other as skipped.
 */
function reviewTextsDue(database: AppDatabase, options: ReviewQueueOptions) {
  const { db } = database;

  /** One request's text step: true when a text was queued. */
  const queueTextOf = (bookingId: string, now: Date) => {
    const at = now.toISOString();
    return db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('review_requests')
        .set({ text_queued_at: at })
        .where('booking_id', '=', bookingId)
        .where('text_queued_at', 'is', null)
        .returning(['link_token', 'answered_at', 'due_at'])
        .executeTakeFirst();
      if (!taken || !taken.link_token || taken.answered_at || !options.texts?.enabled) return false;
      // Texts switched on long after it fell due: a request out of the blue days later is not sent.
      if (now.getTime() - Date.parse(instant(taken.due_at)) > textRules.validForMinutes * 60_000) return false;
      const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
      if (!booking || booking.status === 'cancelled' || booking.visit_status !== 'done') return false;
      const language = isLocale(booking.language) ? booking.language : 'en';
      await options.texts.queueText(trx, {
        to: booking.phone,
        body: reviewTextBody(booking.service, `${options.siteUrl}/review/${taken.link_token}`, language),
        language,
        bookingId,
        kind: 'review-request',
      });
      return true;
    });
  };

  return async (now: Date) => {
    // Texts off here: the step is left to a server with them on (all of them, in a real deployment).
    if (!options.texts?.enabled) return;
    const at = now.toISOString();
    let queued = false;
    // Every due one before any request is claimed: the e-mail's outcome wipes the link the text carries.
    for (;;) {
      const due = await db
        .selectFrom('review_requests')
        .select('booking_id')
        .where('text_queued_at', 'is', null)
        .where('due_at', '<=', at)
        .orderBy('due_at')
        .limit(TEXT_BATCH)
        .execute();
      for (const { booking_id: bookingId } of due) queued = (await queueTextOf(bookingId, now)) || queued;
      if (due.length < TEXT_BATCH) break;
    }
    if (queued) setImmediate(() => options.texts?.nudge()).unref();
  };
}

export function reviewQueue(database: AppDatabase, options: ReviewQueueOptions): MailQueue<ReviewMail> {
  const { db } = database;
  const bookingOf = (id: string) => db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();

  /** A claimed request that must not be e-mailed: marked skipped with why, its link wiped, its lease given back. */
  const skip = (bookingId: string, owner: string, reason: string) =>
    db
      .updateTable('review_requests')
      .set({
        email_status: 'skipped',
        email_last_error: reason,
        link_token: null,
        lease_owner: null,
        lease_until: null,
      })
      .where('booking_id', '=', bookingId)
      .where('lease_owner', '=', owner)
      .execute();

  const requests = kindQueue<ReviewMail, 'review', 'review_requests'>(database, reviewRequestKind, {
    beforeClaim: reviewTextsDue(database, options),
    async take(claimed, { owner }) {
      const booking = await bookingOf(claimed.booking_id);
      const reason = !claimed.link_token
        ? 'no link left to send'
        : claimed.answered_at
          ? 'answered before the e-mail went'
          : skipReason(booking);
      if (reason || !booking || !claimed.link_token) {
        await skip(claimed.booking_id, owner, reason ?? 'the booking is gone');
        return undefined;
      }
      const token = claimed.link_token;
      return { kind: 'request', id: claimed.booking_id, booking, token, expiresAt: instant(claimed.expires_at) };
    },
  });

  const alerts = kindQueue<ReviewMail, 'review-alert', 'review_alerts'>(database, reviewAlertKind, {
    async take(claimed, { owner, now, lease }) {
      const review = await db.selectFrom('reviews').selectAll().where('id', '=', claimed.review_id).executeTakeFirst();
      const booking = review && (await bookingOf(review.booking_id));
      if (!review || !booking) {
        await lease.record(claimed.id, owner, { kind: 'failed', error: 'the review is gone' }, now);
        return undefined;
      }
      return { kind: 'alert', id: claimed.id, alert: claimed.kind, review, booking };
    },
  });

  // The office's alerts first: a customer waiting for a call back should not wait behind a batch of requests.
  return kindsQueue(alerts, requests);
}
