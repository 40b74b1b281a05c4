import type { Locale } from '../locale';
import { common as enCommon } from './en/common';
import { common as esCommon } from './es/common';
import { home as enHome } from './en/home';
import { home as esHome } from './es/home';
import { services as enServices } from './en/services';
import { services as esServices } from './es/services';
import { about as enAbout } from './en/about';
import { about as esAbout } from './es/about';
import { faq as enFaq } from './en/faq';
import { faq as esFaq } from './es/faq';
import { cities as enCities } from './en/cities';
import { cities as esCities } from './es/cities';
import { blog as enBlog } from './en/blog';
import { blog as esBlog } from './es/blog';
import { contact as enContact } from './en/contact';
import { contact as esContact } from './es/contact';
import { reviews as enReviews } from './en/reviews';
import { reviews as esReviews } from './es/reviews';
import { errors as enErrors } from './en/errors';
import { errors as esErrors } from './es/errors';
import { manage as enManage } from './en/manage';
import { manage as esManage } from './es/manage';
import { warranty as enWarranty } from './en/warranty';
import { warranty as esWarranty } from './es/warranty';
import { estimateOnLink as enCustomerEstimate } from './en/estimate-on-link';
import { estimateOnLink as esCustomerEstimate } from './es/estimate-on-link';
import { payCard as enPayCard } from './en/pay-card';
import { payCard as esPayCard } from './es/pay-card';
import { reviewForm as enReviewForm } from './en/review-form';
import { reviewForm as esReviewForm } from './es/review-form';
import { hold as enHold } from './en/hold';
import { hold as esHold } from './es/hold';

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
