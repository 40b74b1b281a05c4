import type { Locale } from '../locale';
import { estimateOnLink as enEstimate } from './en/estimate-on-link';
import { hold as enHold } from './en/hold';
import { manage as enManage } from './en/manage';
import { payCard as enPayCard } from './en/pay-card';
import { reviewForm as enReviewForm } from './en/review-form';
import { warranty as enWarranty } from './en/warranty';
import { estimateOnLink as esEstimate } from './es/estimate-on-link';
import { hold as esHold } from './es/hold';
import { manage as esManage } from './es/manage';
import { payCard as esPayCard } from './es/pay-card';
import { reviewForm as esReviewForm } from './es/review-form';
import { warranty as esWarranty } from './es/warranty';

/**
 * The words of the pages a customer's own link opens (issue 41 item 1): the manage page and what it leads to, a
 * held booking's confirm page, the review form. Only the server renders them (no island shows them), so they are
 * kept out of ./screens.ts, whose words every island's bundle carries (test/build/budgets.test.ts); the server's
 * catalogs (./index.ts) include them, and views read them with `useLinkMessages()`.
 */
const en = {
  manage: enManage,
  warranty: enWarranty,
  customerEstimate: enEstimate,
  payCard: enPayCard,
  reviewForm: enReviewForm,
  hold: enHold,
};
export type LinkMessages = typeof en;
const es: LinkMessages = {
  manage: esManage,
  warranty: esWarranty,
  customerEstimate: esEstimate,
  payCard: esPayCard,
  reviewForm: esReviewForm,
  hold: esHold,
};

const catalogs: Record<Locale, LinkMessages> = { en, es };

export function linkMessagesFor(locale: Locale): LinkMessages {
  return catalogs[locale];
}
