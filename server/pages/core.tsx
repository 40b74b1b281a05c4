import { business } from '../../data/business';
import { featuredCities } from '../../data/cities';
import { featuredServices } from '../../data/services';
import { AboutPage } from '../../views/pages/AboutPage';
import { HomePage } from '../../views/pages/HomePage';
import { pageTitle, type Page, type PageRequest } from '../page';
import { localBusinessJsonLd } from '../structured-data';

export function homePage({ siteUrl }: PageRequest): Page {
  return {
    head: {
      title: `Appliance Repair in Washington DC & MD | ${business.name}`,
      description: `Same-day washer, dryer, refrigerator, oven and dishwasher repair in Washington DC, Prince George's, Montgomery and Howard counties. Licensed, insured, rated ${business.rating.value}/5. Call ${business.phone.display}.`,
      path: '/',
      jsonLd: [localBusinessJsonLd(siteUrl)],
    },
    body: <HomePage services={featuredServices} cities={featuredCities} />,
  };
}

export function aboutPage(): Page {
  return {
    head: {
      title: pageTitle('About Us: Local Appliance Repair Since 2010'),
      description: `Meet ${business.name}: licensed and insured technicians fixing appliances across the DC metro area since ${business.foundedYear}, with ${business.customers} customers served and a ${business.warrantyDays}-day warranty.`,
      path: '/about',
    },
    body: <AboutPage />,
  };
}
