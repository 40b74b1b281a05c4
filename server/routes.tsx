import { bySlug, single, type PageRoute } from './page';
import { blogPage, postPage, postSlugs } from './pages/blog';
import { cityPage, citiesPage, citySlugs } from './pages/cities';
import { aboutPage, homePage } from './pages/core';
import { contactPage, couponsPage, faqPage, reviewsPage } from './pages/info';
import { servicePage, servicesPage, serviceSlugs } from './pages/services';

/** The site map: every public page, in the order a visitor meets them. */
export const routes: PageRoute[] = [
  single('/', homePage),
  single('/services', servicesPage),
  bySlug('/services', serviceSlugs, servicePage),
  single('/cities', citiesPage),
  bySlug('/cities', citySlugs, cityPage),
  single('/about', aboutPage),
  single('/blog', blogPage),
  bySlug('/blog', postSlugs, postPage),
  single('/reviews', reviewsPage),
  single('/coupons', couponsPage),
  single('/faq', faqPage),
  single('/contact', contactPage),
];

/** Every concrete page path the site serves. */
export function allPagePaths(): string[] {
  return routes.flatMap((route) => route.paths());
}
