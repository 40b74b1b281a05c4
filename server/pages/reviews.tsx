import { business } from '../../data/business';
import { reviews } from '../../data/reviews';
import { ReviewsPage } from '../../views/pages/ReviewsPage';
import { pageTitle, type Page } from './page';

export function reviewsPage(): Page {
  return {
    head: {
      title: pageTitle('Customer Reviews'),
      description: `Rated ${business.rating.value} out of ${business.rating.best} from ${business.rating.count} reviews: what homeowners in DC, Silver Spring, Bethesda, Rockville, Bowie and Columbia say about our appliance repairs.`,
      path: '/reviews',
    },
    body: <ReviewsPage reviews={reviews} rating={business.rating} profiles={business.reviewProfiles} />,
  };
}
