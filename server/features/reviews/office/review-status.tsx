import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { readForm, text } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';

/** Publish or hide: nothing else is a decision. */
const REVIEW_STATUS_FORM = v.object({ status: v.pipe(text, v.picklist(['published', 'hidden'])) });

const ACTIONS = { published: 'Review published', hidden: 'Review hidden' } as const;

/**
 * POST /office/reviews/:id/status (the owner only): status=published puts the review on the site, hidden takes
 * it off. Each decision is in the activity log, with who and when kept on the review.
 */
export const reviewStatusScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const form = readForm(REVIEW_STATUS_FORM, request.form);
  if (!form.ok) return (await request.store.review(id)) ? { redirect: '/office/reviews' } : { notFound: true };
  const { status } = form.values;
  const result = await request.store.decideReview(id, status, request.user.email, request.now);
  if (result.kind === 'not-found') return { notFound: true };
  if (result.kind === 'same') return { redirect: `/office/reviews?saved=same#review-${id}` };
  const { review } = result;
  // On this server's pages at once; the other servers' pages within their next poll.
  await request.refreshSite?.();
  await request.log(
    ACTIONS[status],
    `${review.rating} stars from ${oneLine(review.name)} (${review.reference}), shown as ${review.authorName}`,
  );
  return { redirect: `/office/reviews?saved=${status}#review-${id}` };
};
