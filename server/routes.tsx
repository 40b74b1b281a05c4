import type { RequestHandler } from 'express';
import { brand } from '../data/brand';
import type { BookingHandlers } from './booking/http';
import type { BookingPageHandlers } from './booking/pages';
import type { ContactHandlers } from './leads/http';
import type { OfficeHandlers } from './office/http';
import { officeRoutes } from './office/routes';
import { aboutPage } from './pages/about';
import { bookPage, bookQuery } from './pages/book';
import { blogCategoryQuery, blogPage, postPage, postSlugs } from './pages/blog';
import { cityPage, cityZipQuery, citiesPage, citySlugs } from './pages/cities';
import { contactPage, contactPrefillQuery, contactSentQuery } from './pages/contact';
import { couponsPage } from './pages/coupons';
import { faqPage } from './pages/faq';
import { homePage } from './pages/home';
import { bySlug, single, type PageRoute } from './pages/page';
import { reviewsPage } from './pages/reviews';
import { servicePage, servicesPage, serviceSlugs } from './pages/services';
import type { SeoHandlers } from './seo/routes';

/** Load balancers probe this, over plain HTTP too (it is never redirected to HTTPS). */
export const HEALTH_CHECK_PATH = '/healthz';

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
  single('/reviews', reviewsPage),
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

/** What answers the endpoints; server/http/app.tsx makes them and mounts the table. */
export interface RouteHandlers {
  health: RequestHandler;
  /** Renders a page of the site map, from the render-once cache where it can. */
  page: (route: PageRoute) => RequestHandler;
  seo: SeoHandlers;
  contact: ContactHandlers;
  /** Refuses a post another site's page sent (server/http/same-site.ts); every form's first handler. */
  sameSite: RequestHandler;
  booking: BookingHandlers;
  office: OfficeHandlers;
  /** /book's steps without JavaScript and the customer's manage page (server/booking/pages.tsx). */
  bookingPages: BookingPageHandlers;
}

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  handlers: RequestHandler[];
}

const get = (path: string, ...handlers: RequestHandler[]): Endpoint => ({ method: 'GET', path, handlers });
const post = (path: string, ...handlers: RequestHandler[]): Endpoint => ({ method: 'POST', path, handlers });

/**
 * Every endpoint of the site, in the order Express tries them. Static files (/assets/*, the favicon, icons,
 * images) are served from dist/public before this table; anything no entry takes gets 405 on a page path or
 * the 404 page.
 */
export function routeTable({
  health,
  page,
  seo,
  contact,
  sameSite,
  booking,
  bookingPages,
  office,
}: RouteHandlers): Endpoint[] {
  return [
    get(HEALTH_CHECK_PATH, health),
    // Before the pages: /blog/feed.xml would otherwise be taken for an article slug.
    get('/sitemap.xml', seo.sitemap),
    get('/robots.txt', seo.robots),
    get(brand.feed.path, seo.feed),
    get(brand.manifest, seo.manifest),
    // Before the pages: /book with a zip code or a window is a live step, never the cached step 1.
    get('/book', ...bookingPages.steps),
    ...pages.map((route) => get(route.pattern, page(route))),
    // The contact form without JavaScript (303 to /contact?sent=1, or the form again with its errors)...
    post('/contact', sameSite, ...contact.form),
    // ...and with it: the island posts JSON and shows a toast.
    post('/api/contact', sameSite, ...contact.api),
    // Online booking's JSON API (docs/booking.md): the windows left, booking one, and the customer's link.
    get('/api/availability', ...booking.availability),
    post('/api/bookings', sameSite, ...booking.create),
    get('/api/bookings/:token', ...booking.view),
    post('/api/bookings/:token/reschedule', sameSite, ...booking.reschedule),
    post('/api/bookings/:token/cancel', sameSite, ...booking.cancel),
    get('/api/availability/next', ...bookingPages.next),
    // Booking without JavaScript: the steps that carry personal details and the booking itself (303 to the
    // confirmation), then the customer's private page with its reschedule and cancel forms.
    post('/book', sameSite, ...bookingPages.post),
    get('/booking/:token', ...bookingPages.manage),
    // The button on the page a held booking's e-mailed link opens (the surge defence, server/booking/surge.ts).
    post('/booking/:token/confirm', sameSite, ...bookingPages.confirm),
    post('/booking/:token/reschedule', sameSite, ...bookingPages.reschedule),
    post('/booking/:token/cancel', sameSite, ...bookingPages.cancel),
    // The owner's back office, behind a sign-in: its own table (server/office/routes.tsx, docs/office.md).
    ...officeRoutes(office, sameSite),
  ];
}
