import { business } from '../../data/business';
import { featuredCities } from '../../data/cities';
import { homeReviews } from '../../data/reviews';
import { featuredServices } from '../../data/services';
import { HomePage } from '../../views/pages/HomePage';
import { localBusinessJsonLd, webSiteJsonLd } from '../seo/structured-data';
import type { Page, PageRequest } from './page';

export function homePage({ siteUrl }: PageRequest): Page {
  return {
    head: {
      title: `Appliance Repair in Washington DC & MD | ${business.name}`,
      description: `Same-day washer, dryer, refrigerator, oven and dishwasher repair in Washington DC, Prince George's, Montgomery and Howard counties. Licensed, insured, rated ${business.rating.value}/5. Call ${business.phone.display}.`,
      path: '/',
      jsonLd: [webSiteJsonLd(siteUrl), localBusinessJsonLd(siteUrl)],
    },
    body: <HomePage services={featuredServices} cities={featuredCities} reviews={homeReviews} />,
  };
}
