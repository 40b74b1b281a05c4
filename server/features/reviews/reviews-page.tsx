import { business } from '../../../data/business';
import { reviews } from '../../../data/site/reviews';
import { verifiedReviewLimits } from '../../../data/site/verified-reviews';
import { ReviewsPage } from '../../../views/reviews/ReviewsPage';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { verifiedReviewsJsonLd } from '../../kernel/pages/structured-data';
import { pageTitle, type Page, type PageRequest } from '../../kernel/pages/page';

export function reviewsPage({ siteUrl, content = NO_PUBLIC_CONTENT }: PageRequest): Page {
  const shown = content.reviews.newest.slice(0, verifiedReviewLimits.reviewsPage);
  return {
    head: {
      title: pageTitle('Customer Reviews'),
      description: `Rated ${business.rating.value} out of ${business.rating.best} from ${business.rating.count} reviews: what homeowners in DC, Silver Spring, Bethesda, Rockville, Bowie and Columbia say about our appliance repairs.`,
      path: '/reviews',
      ...(shown.length > 0 ? { jsonLd: verifiedReviewsJsonLd(shown, siteUrl) } : {}),
    },
    body: (
      <ReviewsPage
        reviews={reviews}
        rating={business.rating}
        profiles={business.reviewProfiles}
        verified={{ shown, count: content.reviews.count }}
      />
    ),
  };
}
