import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { decideReview, type ReviewsOfficeTools } from './store';

/** Publish or hide: nothing else is a decision. */
const REVIEW_STATUS_FORM = v.object({ status: v.pipe(text, v.picklist(['published', 'hidden'])) });

const ACTIONS = { published: 'Review published', hidden: 'Review hidden' } as const;

/**
 * POST /office/reviews/:id/status (the owner only): status=published puts the review on the site, hidden takes
 * it off. Each decision is in the activity log, with who and when kept on the review; once committed, this
 * server's pages show it at once (the other servers' within their next poll).
 */
export const reviewStatusScreen = officeAction({
  form: REVIEW_STATUS_FORM,
  async refused(_read, request, { store }: ReviewsOfficeTools) {
    return (await store.review(request.params.id ?? '')) ? { redirect: '/office/reviews' } : { notFound: true };
  },
  async apply({ trx, values: { status }, request, tools }) {
    const id = request.params.id ?? '';
    const result = await decideReview(trx, id, status, request.user.email, request.now);
    if (result.kind === 'not-found') return { answer: { notFound: true } };
    if (result.kind === 'same') return { answer: { redirect: `/office/reviews?saved=same#review-${id}` } };
    const { review } = result;
    return {
      answer: { redirect: `/office/reviews?saved=${status}#review-${id}` },
      activity: {
        action: ACTIONS[status],
        detail: `${review.rating} stars from ${oneLine(review.name)} (${review.reference}), shown as ${review.authorName}`,
      },
      after: tools.refreshSite,
    };
  },
});
