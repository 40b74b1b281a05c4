import { outboxHooks } from '../../kernel/queue/worker';
import express from 'express';
import type { Transaction } from 'kysely';
import { get, post, type Feature, type FeatureContext } from '../../kernel/feature';
import type { Tables } from '../../kernel/db/schema';
import { MAX_BODY_BYTES, requireBodyType } from '../../kernel/http/request-guards';
import { limiter, publicLimits, type RateBudget } from '../../kernel/limits/rate-limit';
import { provideReviews } from './context';
import { startReviewOutbox, type ReviewOutbox, type StartReviewOutboxOptions } from './outbox';
import { privately, refuse, reviewMessages } from './pages';
import type { ReviewTexts } from './queue';
import { askForCallback } from './routes/review-callback';
import { reviewForm } from './routes/review-form';
import { sendReview } from './routes/review-post';
import { reviewOfficeStore, type ReviewOfficeStore } from './office/store';
import { reviewLinks, reviewRequester } from './store';

export interface ReviewsTuning {
  /** Review form posts allowed per client (data/review-requests.ts by default); tests that send many raise it. */
  rateLimit?: RateBudget;
  /** Retry timing, logging and clock of the review outbox (only started when SMTP_URL is set). */
  outbox?: StartReviewOutboxOptions;
  /** The texts feature's offers: the request's text beside its e-mail, where the customer agreed to texts. */
  texts?: ReviewTexts;
}

/** What booking uses of reviews: the one request a visit gets when it is marked Done (dispatch.ts). */
export interface ReviewsOffers {
  /** Writes the visit's review request, due REVIEW_REQUEST_DELAY_HOURS later, in the Done change's transaction. */
  requestReview(trx: Transaction<Tables>, bookingId: string, now: Date): Promise<void>;
  /** The office's side of the reviews, for the Reviews screens (and Today's call backs). */
  office: { store: ReviewOfficeStore };
}

/**
 * Verified reviews, the collecting side (docs/reviews.md): a Done visit's one review request, e-mailed (and texted
 * where the customer agreed) when it falls due; the form its link opens, answered as a page or JSON; a call back
 * for a low answer and the office's alert. The office's Reviews screen decides what is published
 * (server/features/reviews/office/reviews.tsx); the public pages show only what it published.
 */
export function reviewsFeature(context: FeatureContext, tuning: ReviewsTuning = {}): Feature<ReviewsOffers> {
  const { config, database, logger, now, sameSite, site } = context;
  let outbox: ReviewOutbox | undefined;
  if (config.mail) {
    outbox = startReviewOutbox(
      config.mail,
      database,
      { siteUrl: config.siteUrl, texts: tuning.texts },
      {
        ...outboxHooks(context),
        now,
        ...tuning.outbox,
      },
    );
  }
  const links = reviewLinks(database);
  // An answer's alert goes at once, not at the next poll.
  const nudging: typeof links = {
    ...links,
    answer: (...args) => links.answer(...args).finally(() => setImmediate(() => outbox?.nudge()).unref()),
    askCallback: (...args) => links.askCallback(...args).finally(() => setImmediate(() => outbox?.nudge()).unref()),
  };
  const provide = provideReviews({ links: nudging, now, render: site.render });
  // One limit for the form and the call-back button, counted in the database like the other public forms.
  const limited = limiter(publicLimits(database, logger, { review: tuning.rateLimit }).review, {
    handler: (req, res) => {
      privately(res);
      refuse(req, res, 429, reviewMessages.tooMany);
    },
  });
  const body = { limit: MAX_BODY_BYTES };
  const form = [
    provide,
    sameSite,
    express.urlencoded({ extended: false, ...body }),
    express.json(body),
    requireBodyType('application/x-www-form-urlencoded', 'application/json'),
    limited,
  ];
  return {
    name: 'reviews',
    routes: [
      // The link's page changes nothing (mail scanners open links); the form and the button post to it.
      get('/review/:token', provide, reviewForm),
      post('/review/:token', ...form, sendReview),
      post('/review/:token/callback', ...form, askForCallback),
    ],
    workers: outbox ? { outbox } : {},
    offers: {
      requestReview: reviewRequester(config.reviewRequestDelayMs),
      office: { store: reviewOfficeStore(database) },
    },
  };
}

export { reviewsPage, reviewsPageQuery } from './reviews-page';
export { reviewsOfficeLines } from './office/routes';
export { reviewOfficeStore } from './office/store';
export type { OfficeReview, ReviewOfficeStore, ReviewsOfficeTools } from './office/store';
/** The kinds of queued message this feature sends (decision 0046): the System screen reads their figures through them. */
export { reviewAlertKind, reviewRequestKind } from './queue';
