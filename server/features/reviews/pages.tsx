import type { Request, Response } from 'express';
import { business } from '../../../data/business';
import { bookingRules } from '../../../data/booking';
import { reviewRules } from '../../../data/review-requests';
import { oneLine } from '../../../data/text';
import { MessageLinks, MessagePage } from '../../../views/components/MessagePage';
import { ReviewFormPage } from '../../../views/reviews/ReviewFormPage';
import { ReviewThanksPage } from '../../../views/reviews/ReviewThanksPage';
import { wantsJson } from '../../kernel/http/negotiate';
import { pageTitle, type Page } from '../../kernel/pages/page';
import { reviewsContext } from './context';
import { applianceOf } from './words';
import type { ReviewAnswer, ReviewVisit } from './store';
import type { ReviewErrors } from './validation';

/** The pages a review link answers with: the form, the thanks, and why a link opens nothing. */

const phone = business.phone.display;
const visitDay = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

export const reviewPath = (token: string) => `/review/${token}`;
const firstNameOf = (name: string) => oneLine(name).split(' ')[0]?.slice(0, 40) ?? '';

/** Every answer of a review link: never stored by a cache, never indexed, its address sent to no other site. */
export function privately(res: Response): void {
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
}

/** Answers with a review page, privately, through the app's document pipeline. */
export function sendReviewPage(res: Response, page: Page): void {
  privately(res);
  res
    .status(page.status ?? 200)
    .type('html')
    .send(reviewsContext(res).render(page));
}

const head = (title: string) => ({
  title: pageTitle(title),
  description: `Tell ${business.name} how your repair visit went.`,
  path: '/reviews',
  noindex: true,
});

export function formPage(
  token: string,
  visit: ReviewVisit,
  form: { values: { rating: string; body: string }; errors: ReviewErrors; status?: number },
): Page {
  return {
    status: form.status ?? 200,
    head: head('How Did We Do?'),
    body: (
      <ReviewFormPage
        action={reviewPath(token)}
        firstName={firstNameOf(visit.name)}
        visit={`${applianceOf(visit.service)} repair, ${visitDay.format(new Date(visit.windowStart))}`}
        values={form.values}
        errors={form.errors}
      />
    ),
  };
}

export function thanksPage(token: string, visit: ReviewVisit, review: ReviewAnswer): Page {
  const low = review.rating <= reviewRules.callbackAtMost;
  return {
    status: 200,
    head: head('Thank You for Your Review'),
    body: (
      <ReviewThanksPage
        firstName={firstNameOf(visit.name)}
        callback={low ? { action: `${reviewPath(token)}/callback`, asked: review.wantsCallback } : undefined}
        googleProfile={review.rating >= reviewRules.googleInviteFrom}
      />
    ),
  };
}

const deadLink = (status: 404 | 410, heading: string, message: string): Page => ({
  status,
  head: head(status === 404 ? 'Review Link Not Found' : 'Review Link Expired'),
  body: (
    <MessagePage eyebrow="Your review" heading={heading} headingId="review-link-dead">
      <p>{message}</p>
      <p>
        <a className="tel" href={business.phone.href}>
          Call {phone}
        </a>
      </p>
      <MessageLinks links={[{ href: '/reviews', label: 'Read our reviews' }]} />
    </MessagePage>
  ),
});

export const reviewMessages = {
  notFound: `We could not find that review link. It may be mistyped. To tell us how your visit went, call us at ${phone}.`,
  expired: `This review link has expired. We would still like to hear how your visit went: call us at ${phone}.`,
  answered: 'We already have your review from this link: each visit takes one.',
  notOffered: 'A call back is offered with an answer of 1 to 3 stars.',
  tooMany: `You have sent several answers in a short time. Please wait a few minutes, or call us at ${phone}.`,
  unavailable: `Sorry, we could not save your answer just now. Please try again in a minute, or call us at ${phone}.`,
} as const;

export const notFoundPage = () => deadLink(404, 'We could not find that review link', reviewMessages.notFound);
export const expiredPage = () => deadLink(410, 'This review link has expired', reviewMessages.expired);

/** A refusal, as JSON `{ error, phone }` or as the page for it. */
export function refuse(req: Request, res: Response, status: 404 | 409 | 410 | 429 | 503, message: string): void {
  privately(res);
  if (wantsJson(req)) {
    res.status(status).json({ error: message, phone });
    return;
  }
  if (status === 404) return sendReviewPage(res, notFoundPage());
  if (status === 410) return sendReviewPage(res, expiredPage());
  sendReviewPage(res, {
    status,
    head: head('Your Review'),
    body: (
      <MessagePage eyebrow="Your review" heading="We could not take that just now" headingId="review-refused">
        <p>{message}</p>
        <p>
          <a className="tel" href={business.phone.href}>
            Call {phone}
          </a>
        </p>
      </MessagePage>
    ),
  });
}
