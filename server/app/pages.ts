import { aboutPage } from '../features/site';
import { bookPage, bookQuery } from '../features/booking';
import { blogCategoryQuery, blogPage, postPage, postSlugs, postTwinPaths, spanishPostSlugs } from '../features/site';
import { cityPage, cityZipQuery, citiesPage, citySlugs } from '../features/site';
import { contactPage, contactPrefillQuery, contactSentQuery } from '../features/leads';
import { couponsPage } from '../features/site';
import { faqPage } from '../features/site';
import { homePage } from '../features/site';
import { bySlug, single, withSpanishTwin, type PageRoute } from '../kernel/pages/page';
import { reviewsPage, reviewsPageQuery } from '../features/reviews';
import { servicePage, servicesPage, serviceSlugs } from '../features/site';

export { HEALTH_CHECK_PATH, READINESS_PATH } from '../kernel/http/paths';

/**
 * The site map: every public page, in the order a visitor meets them, each with its Spanish twin under /es/
 * (issue 41 item 1; withSpanishTwin in server/kernel/pages/page.ts). The blog's articles have their own Spanish
 * slugs, and only the translated ones a Spanish page.
 */
export const pages: PageRoute[] = [
  ...withSpanishTwin(single('/', homePage)),
  ...withSpanishTwin(single('/services', servicesPage)),
  ...withSpanishTwin(bySlug('/services', serviceSlugs, servicePage)),
  ...withSpanishTwin(single('/cities', citiesPage, { zip: cityZipQuery })),
  ...withSpanishTwin(bySlug('/cities', citySlugs, cityPage)),
  ...withSpanishTwin(single('/about', aboutPage)),
  ...withSpanishTwin(single('/blog', blogPage, { category: blogCategoryQuery })),
  ...withSpanishTwin(bySlug('/blog', postSlugs, postPage), {
    route: bySlug('/blog', spanishPostSlugs, postPage),
    paths: postTwinPaths,
  }),
  ...withSpanishTwin(single('/reviews', reviewsPage, { page: reviewsPageQuery })),
  ...withSpanishTwin(single('/coupons', couponsPage)),
  ...withSpanishTwin(single('/faq', faqPage)),
  ...withSpanishTwin(single('/contact', contactPage, { sent: contactSentQuery, ...contactPrefillQuery })),
  // Step 1 of online booking; the later steps are answered per request (booking's own routes, before these).
  ...withSpanishTwin(single('/book', bookPage, bookQuery)),
];

/** Every concrete page path the site serves, in both languages. */
export function allPagePaths(): string[] {
  return pages.flatMap((route) => route.paths());
}
