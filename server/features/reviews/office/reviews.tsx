import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { ReviewsPage } from '../../../../views/reviews/office/ReviewsPage';
import { notice, pageNumber, readQuery } from '../../../kernel/http/schemas';
import { telHref } from '../../../kernel/mail/mailer';
import type { FeatureScreen } from '../../../office';
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
    published: 'Published: the review is on the site.',
    hidden: 'Hidden: the review is not shown on the site.',
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

/** /office/reviews: every answer to a review request, newest first; the owner publishes and hides. */
export const reviewsScreen: FeatureScreen<ReviewsOfficeTools> = async ({ query, user, csrf }, { store }) => {
  const { page, saved } = readQuery(REVIEWS_QUERY, query);
  const { reviews, total } = await store.reviews({ page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    page: {
      title: 'Reviews',
      body: (
        <ReviewsPage
          reviews={reviews.map((review) => ({ ...review, shownAs: shownAs(review), telHref: telHref(review.phone) }))}
          total={total}
          canDecide={user.role === 'owner'}
          csrf={csrf}
          saved={saved}
          page={Math.min(page, pages)}
          pages={pages}
          pageHref={(to) => (to > 1 ? `/office/reviews?page=${to}` : '/office/reviews')}
        />
      ),
    },
  };
};
