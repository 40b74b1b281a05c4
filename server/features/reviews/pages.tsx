import type { Request, Response } from 'express';
import { business } from '../../../data/business';
import { bookingRules } from '../../../data/booking';
import { intlLocale, localePath, type Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { findServiceIn } from '../../../data/site/localized';
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
const dayOptions: Intl.DateTimeFormatOptions = {
  timeZone: bookingRules.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
};
// One per language, made once: "Tuesday, November 24", "martes, 24 de noviembre".
const visitDays: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, dayOptions),
  es: new Intl.DateTimeFormat(intlLocale.es, dayOptions),
};

/** "washer repair, Tuesday, November 24"; in Spanish the service's own name, "reparación de lavadoras, …". */
function visitInWords(visit: ReviewVisit): string {
  const { language } = visit;
  const day = visitDays[language].format(new Date(visit.windowStart));
  const appliance =
    language === 'en' ? applianceOf(visit.service) : (findServiceIn(language, visit.service)?.name ?? '').toLowerCase();
  return messagesFor(language).reviewForm.visit(appliance, day);
}

/**
 * A message the reviews feature wrote in English (a refusal, a field's error), in the customer's language: the same
 * key of the review form's words. Anything else passes as it is.
 */
export function spokenReview(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const english = messagesFor('en').reviewForm as Record<string, unknown>;
  const translated = messagesFor(locale).reviewForm as Record<string, unknown>;
  for (const [key, words] of Object.entries(english)) {
    const said = translated[key];
    if (words === message && typeof said === 'string') return said;
  }
  return message;
}

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

const head = (title: string, locale: Locale) => ({
  title: pageTitle(title),
  description: messagesFor(locale).reviewForm.description,
  path: localePath(locale, '/reviews'),
  noindex: true,
});

export function formPage(
  token: string,
  visit: ReviewVisit,
  form: { values: { rating: string; body: string }; errors: ReviewErrors; status?: number },
): Page {
  const locale = visit.language;
  const { rating, body } = form.errors;
  return {
    status: form.status ?? 200,
    locale,
    head: head(messagesFor(locale).reviewForm.title, locale),
    body: (
      <ReviewFormPage
        action={reviewPath(token)}
        firstName={firstNameOf(visit.name)}
        visit={visitInWords(visit)}
        values={form.values}
        errors={{
          ...(rating ? { rating: spokenReview(rating, locale) } : {}),
          ...(body ? { body: spokenReview(body, locale) } : {}),
        }}
      />
    ),
  };
}

export function thanksPage(token: string, visit: ReviewVisit, review: ReviewAnswer): Page {
  const low = review.rating <= reviewRules.callbackAtMost;
  const locale = visit.language;
  return {
    status: 200,
    locale,
    head: head(messagesFor(locale).reviewForm.titleThanks, locale),
    body: (
      <ReviewThanksPage
        firstName={firstNameOf(visit.name)}
        callback={low ? { action: `${reviewPath(token)}/callback`, asked: review.wantsCallback } : undefined}
        googleProfile={review.rating >= reviewRules.googleInviteFrom}
      />
    ),
  };
}

function deadLink(status: 404 | 410, locale: Locale): Page {
  const { manage, reviewForm } = messagesFor(locale);
  return {
    status,
    locale,
    head: head(status === 404 ? reviewForm.titleNotFound : reviewForm.titleExpired, locale),
    body: (
      <MessagePage
        eyebrow={reviewForm.eyebrowThanks}
        heading={status === 404 ? reviewForm.notFoundHeading : reviewForm.expiredHeading}
        headingId="review-link-dead"
      >
        <p>{status === 404 ? reviewForm.notFound : reviewForm.expired}</p>
        <p>
          <a className="tel" href={business.phone.href}>
            {manage.call(phone)}
          </a>
        </p>
        <MessageLinks links={[{ href: localePath(locale, '/reviews'), label: reviewForm.readReviews }]} />
      </MessagePage>
    ),
  };
}

/** The refusals in English, as the API says them; a page says them in the booking's language (spokenReview). */
const english = messagesFor('en');
export const reviewMessages = {
  notFound: english.reviewForm.notFound,
  expired: english.reviewForm.expired,
  answered: english.reviewForm.answered,
  notOffered: english.reviewForm.notOffered,
  tooMany: english.reviewForm.tooMany,
  unavailable: english.reviewForm.unavailable,
};

/** A link we never made: English, as no booking is known. */
export const notFoundPage = () => deadLink(404, 'en');
/** A link past its days, in the language of the booking it was for. */
export const expiredPage = (locale: Locale = 'en') => deadLink(410, locale);

/**
 * A refusal, as JSON `{ error, phone }` or as the page for it; `locale`, the booking's language where the link's
 * booking is known.
 */
export function refuse(
  req: Request,
  res: Response,
  status: 404 | 409 | 410 | 429 | 503,
  message: string,
  locale: Locale = 'en',
): void {
  privately(res);
  if (wantsJson(req)) {
    res.status(status).json({ error: message, phone });
    return;
  }
  if (status === 404) return sendReviewPage(res, notFoundPage());
  if (status === 410) return sendReviewPage(res, expiredPage(locale));
  const { manage, reviewForm } = messagesFor(locale);
  sendReviewPage(res, {
    status,
    locale,
    head: head(reviewForm.titleRefused, locale),
    body: (
      <MessagePage eyebrow={reviewForm.eyebrowThanks} heading={reviewForm.refusedHeading} headingId="review-refused">
        <p>{spokenReview(message, locale)}</p>
        <p>
          <a className="tel" href={business.phone.href}>
            {manage.call(phone)}
          </a>
        </p>
      </MessagePage>
    ),
  });
}
