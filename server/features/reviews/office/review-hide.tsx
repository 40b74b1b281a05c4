import * as v from 'valibot';
import { REVIEW_HIDE_REASONS, type ReviewHideReason } from '../../../../data/review-requests';
import { oneLine } from '../../../../data/text';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { reviewsListPage } from './reviews';
import { decideReview, type ReviewsOfficeTools } from './store';

const REASONS = Object.keys(REVIEW_HIDE_REASONS) as ReviewHideReason[];

/** A hide names one of the listed reasons; none of them is about the stars. */
const REVIEW_HIDE_FORM = v.object({ reason: v.pipe(text, v.picklist(REASONS)) });

/**
 * POST /office/reviews/:id/hide (the owner only): takes a review off the site for one of the listed reasons
 * (docs/reviews.md, "The policy"). A hide without a reason, or with any other value, is refused with 400 and
 * changes nothing. The hide, its reason and who made it are in the activity log, written in the hide's transaction.
 */
export const reviewHideScreen = officeAction({
  form: REVIEW_HIDE_FORM,
  async refused(_read, request, tools: ReviewsOfficeTools) {
    if (!(await tools.store.review(request.params.id ?? ''))) return { notFound: true };
    return reviewsListPage(request, tools, {
      status: 400,
      error: `Not hidden: choose why (${Object.values(REVIEW_HIDE_REASONS).join(', ')}). A review is never hidden for its stars.`,
    });
  },
  async apply({ trx, values: { reason }, request, tools }) {
    const id = request.params.id ?? '';
    const result = await decideReview(trx, id, { status: 'hidden', reason }, request.user.email, request.now);
    if (result.kind === 'not-found') return { answer: { notFound: true } };
    if (result.kind === 'same') return { answer: { redirect: `/office/reviews?saved=same#review-${id}` } };
    const { review } = result;
    return {
      answer: { redirect: `/office/reviews?saved=hidden#review-${id}` },
      activity: {
        action: 'Review hidden',
        detail: `${REVIEW_HIDE_REASONS[reason]}: ${review.rating} stars from ${oneLine(review.name)} (${review.reference}), shown as ${review.authorName}`,
      },
      after: tools.refreshSite,
    };
  },
});
