import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { ReviewsPage } from '../../../../views/reviews/office/ReviewsPage';
import { notice, pageNumber, readQuery } from '../../../kernel/http/schemas';
import { telHref } from '../../../kernel/mail/mailer';
import type { FeatureScreen, OfficeAnswer, OfficeRequest } from '../../../office';
import type { OfficeReview, ReviewsOfficeTools } from './store';

const PAGE_SIZE = 25;

const monthFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  month: 'long',
  year: 'numeric',
});

const REVIEWS_QUERY = v.object({
  page: pageNumber,
  saved: notice({
    published: 'Published: the review is on the site again.',
    hidden: 'Hidden: the review is not shown on the site; its reason is in the activity log.',
    'called-back': 'Marked called back.',
    same: 'Nothing to change: it already was.',
  }),
});

/** What a published review shows of its author and visit: "Maria G., Silver Spring · Washer Repair · November 2026". */
export const shownAs = (review: OfficeReview) =>
  [
    [review.authorName, review.city].filter(Boolean).join(', '),
    findService(review.service)?.name ?? review.service,
    monthFormat.format(new Date(review.visitedAt)),
  ].join(' · ');

/** /office/reviews: every answer to a review request, newest first; the owner hides one for a reason, or publishes it again. */
export const reviewsScreen: FeatureScreen<ReviewsOfficeTools> = (request, tools) => reviewsListPage(request, tools);

/** The Reviews screen, also as a refused decision's answer (400, with what was wrong, nothing changed). */
export async function reviewsListPage(
  { query, user, csrf }: OfficeRequest,
  { store }: ReviewsOfficeTools,
  refusal?: { status: number; error: string },
): Promise<OfficeAnswer> {
  const { page, saved } = readQuery(REVIEWS_QUERY, query);
  const { reviews, total } = await store.reviews({ page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    page: {
      title: 'Reviews',
      ...(refusal ? { status: refusal.status } : {}),
      body: (
        <ReviewsPage
          reviews={reviews.map((review) => ({ ...review, shownAs: shownAs(review), telHref: telHref(review.phone) }))}
          total={total}
          canDecide={user.role === 'owner'}
          csrf={csrf}
          saved={refusal ? undefined : saved}
          error={refusal?.error}
          page={Math.min(page, pages)}
          pages={pages}
          pageHref={(to) => (to > 1 ? `/office/reviews?page=${to}` : '/office/reviews')}
        />
      ),
    },
  };
}
