import { business } from '../../../data/business';
import { messagesFor } from '../../../data/messages';
import { reviews as testimonials } from '../../../data/site/reviews';
import { verifiedReviewLimits } from '../../../data/site/verified-reviews';
import { ReviewsPage } from '../../../views/reviews/ReviewsPage';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { verifiedReviewsJsonLd } from '../../kernel/pages/structured-data';
import { pageTitle, type Page, type PageRequest, type QueryReader } from '../../kernel/pages/page';

/**
 * ?page=N of the verified reviews: 1 (or anything not a page number) is /reviews itself; pages up to
 * reviewsPagesCached are cached under their own key, a later one is rendered for its request.
 */
export const reviewsPageQuery: QueryReader = (value) => {
  if (!/^[1-9]\d{0,5}$/.test(value)) return '';
  const page = Number(value);
  if (page === 1) return '';
  return page <= verifiedReviewLimits.reviewsPagesCached ? String(page) : null;
};

/**
 * /reviews: the business's rating as the spec states it, then every published review from our own visits, newest
 * first, a page at a time, beside the count and average of every answer received (hidden ones included), then the
 * curated testimonials, dated. A page past the last is not there (404).
 */
export function reviewsPage({
  siteUrl,
  query,
  content = NO_PUBLIC_CONTENT,
  locale = 'en',
}: PageRequest): Page | undefined {
  const { reviews } = messagesFor(locale);
  const perPage = verifiedReviewLimits.reviewsPage;
  const page = Number(query.get('page') ?? '1') || 1;
  const all = content.reviews.newest;
  const pages = Math.max(1, Math.ceil(all.length / perPage));
  if (page > pages) return undefined;
  const shown = all.slice((page - 1) * perPage, page * perPage);
  return {
    head: {
      title: pageTitle(page > 1 ? reviews.titlePage(page) : reviews.title),
      description: reviews.description(business.rating.value, business.rating.best, business.rating.count),
      path: page > 1 ? `/reviews?page=${page}` : '/reviews',
      ...(shown.length > 0 ? { jsonLd: verifiedReviewsJsonLd(shown, siteUrl) } : {}),
    },
    body: (
      <ReviewsPage
        reviews={testimonials}
        rating={business.rating}
        profiles={business.reviewProfiles}
        verified={{ shown, count: content.reviews.count, answers: content.reviews.answers, page, pages }}
      />
    ),
    ...(locale === 'en' ? {} : { locale }),
  };
}
