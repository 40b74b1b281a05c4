import { reviewsContext } from '../context';
import { expiredPage, formPage, notFoundPage, sendReviewPage, thanksPage } from '../pages';
import { guarded, tokenOf } from './guarded';

/**
 * GET /review/:token: the review form a request's link opens, or the thanks once it is answered (no second
 * review), 410 once it has expired, 404 for a link we never made. Opening it changes nothing.
 */
export const reviewForm = guarded(async (req, res) => {
  const token = tokenOf(req);
  const { links, now } = reviewsContext(res);
  const link = await links.open(token, now());
  if (link.kind === 'unknown') return sendReviewPage(res, notFoundPage());
  if (link.kind === 'expired') return sendReviewPage(res, expiredPage(link.language));
  if (link.kind === 'answered') return sendReviewPage(res, thanksPage(token, link.visit, link.review));
  sendReviewPage(res, formPage(token, link.visit, { values: { rating: '', body: '' }, errors: {} }));
});
