import { business } from '../../../data/business';
import { featuredCities } from '../../../data/site/cities';
import { homeReviews } from '../../../data/site/reviews';
import { featuredServices } from '../../../data/site/services';
import { verifiedReviewLimits } from '../../../data/site/verified-reviews';
import { HomePage } from '../../../views/site/HomePage';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { localBusinessJsonLd, verifiedReviewsJsonLd, webSiteJsonLd } from '../../kernel/pages/structured-data';
import type { Page, PageRequest } from '../../kernel/pages/page';

export function homePage({ siteUrl, content = NO_PUBLIC_CONTENT }: PageRequest): Page {
  const verified = content.reviews.newest.slice(0, verifiedReviewLimits.homePage);
  return {
    head: {
      title: `Appliance Repair in Washington DC & MD | ${business.name}`,
      description: `Same-day washer, dryer, refrigerator, oven and dishwasher repair in Washington DC, Prince George's, Montgomery and Howard counties. Licensed, insured, rated ${business.rating.value}/5. Call ${business.phone.display}.`,
      path: '/',
      jsonLd: [webSiteJsonLd(siteUrl), localBusinessJsonLd(siteUrl), ...verifiedReviewsJsonLd(verified, siteUrl)],
    },
    body: <HomePage services={featuredServices} cities={featuredCities} reviews={homeReviews} verified={verified} />,
  };
}
