import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { reviewsListPage } from './reviews';
import { decideReview, type ReviewsOfficeTools } from './store';

/** Publish is the only status this form sets: a hide goes through its own form, with its reason. */
const REVIEW_STATUS_FORM = v.object({ status: v.pipe(text, v.picklist(['published'])) });

/**
 * POST /office/reviews/:id/status (the owner only): status=published puts a hidden review back on the site.
 * Anything else, a hide included (POST /office/reviews/:id/hide, which needs a reason), is refused with 400. The
 * decision is in the activity log, with who and when kept on the review; once committed, this server's pages
 * show it at once (the other servers' within their next poll).
 */
export const reviewStatusScreen = officeAction({
  form: REVIEW_STATUS_FORM,
  async refused(_read, request, tools: ReviewsOfficeTools) {
    if (!(await tools.store.review(request.params.id ?? ''))) return { notFound: true };
    return reviewsListPage(request, tools, {
      status: 400,
      error: 'Not changed: a review is published, or hidden for one of the listed reasons with the Hide form.',
    });
  },
  async apply({ trx, request, tools }) {
    const id = request.params.id ?? '';
    const result = await decideReview(trx, id, { status: 'published' }, request.user.email, request.now);
    if (result.kind === 'not-found') return { answer: { notFound: true } };
    if (result.kind === 'same') return { answer: { redirect: `/office/reviews?saved=same#review-${id}` } };
    const { review } = result;
    return {
      answer: { redirect: `/office/reviews?saved=published#review-${id}` },
      activity: {
        action: 'Review published',
        detail: `${review.rating} stars from ${oneLine(review.name)} (${review.reference}), shown as ${review.authorName}`,
      },
      after: tools.refreshSite,
    };
  },
});
