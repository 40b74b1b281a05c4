import { aboutPage } from '../features/site';
import { bookPage, bookQuery } from '../features/booking';
import { blogCategoryQuery, blogPage, postPage, postSlugs } from '../features/site';
import { cityPage, cityZipQuery, citiesPage, citySlugs } from '../features/site';
import { contactPage, contactPrefillQuery, contactSentQuery } from '../features/leads';
import { couponsPage } from '../features/site';
import { faqPage } from '../features/site';
import { homePage } from '../features/site';
import { bySlug, single, type PageRoute } from '../kernel/pages/page';
import { reviewsPage, reviewsPageQuery } from '../features/reviews';
import { servicePage, servicesPage, serviceSlugs } from '../features/site';

export { HEALTH_CHECK_PATH, READINESS_PATH } from '../kernel/http/paths';

/** The site map: every public page, in the order a visitor meets them. */
export const pages: PageRoute[] = [
  single('/', homePage),
  single('/services', servicesPage),
  bySlug('/services', serviceSlugs, servicePage),
  single('/cities', citiesPage, { zip: cityZipQuery }),
  bySlug('/cities', citySlugs, cityPage),
  single('/about', aboutPage),
  single('/blog', blogPage, { category: blogCategoryQuery }),
  bySlug('/blog', postSlugs, postPage),
  single('/reviews', reviewsPage, { page: reviewsPageQuery }),
  single('/coupons', couponsPage),
  single('/faq', faqPage),
  single('/contact', contactPage, { sent: contactSentQuery, ...contactPrefillQuery }),
  // Step 1 of online booking; the later steps are answered per request (bookingPages below).
  single('/book', bookPage, bookQuery),
];

/** Every concrete page path the site serves. */
export function allPagePaths(): string[] {
  return pages.flatMap((route) => route.paths());
}
