import type { Locale } from '../locale';
import { common as enCommon } from './en/pages/common';
import { common as esCommon } from './es/pages/common';
import { home as enHome } from './en/pages/home';
import { home as esHome } from './es/pages/home';
import { services as enServices } from './en/pages/services';
import { services as esServices } from './es/pages/services';
import { about as enAbout } from './en/pages/about';
import { about as esAbout } from './es/pages/about';
import { faq as enFaq } from './en/pages/faq';
import { faq as esFaq } from './es/pages/faq';
import { cities as enCities } from './en/pages/cities';
import { cities as esCities } from './es/pages/cities';
import { blog as enBlog } from './en/pages/blog';
import { blog as esBlog } from './es/pages/blog';
import { contact as enContact } from './en/pages/contact';
import { contact as esContact } from './es/pages/contact';
import { reviews as enReviews } from './en/pages/reviews';
import { reviews as esReviews } from './es/pages/reviews';
import { errors as enErrors } from './en/pages/errors';
import { errors as esErrors } from './es/pages/errors';
import { manage as enManage } from './en/pages/manage';
import { manage as esManage } from './es/pages/manage';
import { warranty as enWarranty } from './en/pages/warranty';
import { warranty as esWarranty } from './es/pages/warranty';
import { estimateOnLink as enCustomerEstimate } from './en/pages/estimate-on-link';
import { estimateOnLink as esCustomerEstimate } from './es/pages/estimate-on-link';
import { payCard as enPayCard } from './en/pages/pay-card';
import { payCard as esPayCard } from './es/pages/pay-card';
import { reviewForm as enReviewForm } from './en/pages/review-form';
import { reviewForm as esReviewForm } from './es/pages/review-form';
import { hold as enHold } from './en/pages/hold';
import { hold as esHold } from './es/pages/hold';

/**
 * The words of the pages that only the server renders: the site's pages and the components they share, the pages a
 * customer's own link opens (the manage page and what it leads to, a held booking's, the review form) and the error
 * pages. Kept out of ./screens.ts, whose words every island's bundle carries (test/build/budgets.test.ts); an island
 * that needs some of them is handed them as props (the contact form). Views read them with `usePageMessages()`
 * (views/components/page-messages.ts), the server with `messagesFor` (./index.ts), which includes them.
 */
const en = {
  common: enCommon,
  home: enHome,
  services: enServices,
  about: enAbout,
  faq: enFaq,
  cities: enCities,
  blog: enBlog,
  contact: enContact,
  reviews: enReviews,
  errors: enErrors,
  manage: enManage,
  warranty: enWarranty,
  customerEstimate: enCustomerEstimate,
  payCard: enPayCard,
  reviewForm: enReviewForm,
  hold: enHold,
};
export type PageMessages = typeof en;
const es: PageMessages = {
  common: esCommon,
  home: esHome,
  services: esServices,
  about: esAbout,
  faq: esFaq,
  cities: esCities,
  blog: esBlog,
  contact: esContact,
  reviews: esReviews,
  errors: esErrors,
  manage: esManage,
  warranty: esWarranty,
  customerEstimate: esCustomerEstimate,
  payCard: esPayCard,
  reviewForm: esReviewForm,
  hold: esHold,
};

const catalogs: Record<Locale, PageMessages> = { en, es };

export function pageMessagesFor(locale: Locale): PageMessages {
  return catalogs[locale];
}
