import type { Locale } from '../locale';
import { about as enAbout } from './en/about';
import { common as enCommon } from './en/common';
import { faq as enFaq } from './en/faq';
import { home as enHome } from './en/home';
import { services as enServices } from './en/services';
import { about as esAbout } from './es/about';
import { common as esCommon } from './es/common';
import { faq as esFaq } from './es/faq';
import { home as esHome } from './es/home';
import { services as esServices } from './es/services';

/**
 * The words of the site's content pages (home, services and each service, about, FAQ) and of the components they
 * share: rendered on the server only, so they are kept out of ./screens.ts, which every island carries to the
 * browser (the islands' words are there: coupons, next available). Views read them with `useSitePageMessages()`
 * (views/components/site-page-messages.ts), the server with `messagesFor` (./index.ts), which includes them.
 */
const en = { common: enCommon, home: enHome, services: enServices, about: enAbout, faq: enFaq };
export type SitePageMessages = typeof en;
const es: SitePageMessages = { common: esCommon, home: esHome, services: esServices, about: esAbout, faq: esFaq };

const catalogs: Record<Locale, SitePageMessages> = { en, es };

export function sitePageMessagesFor(locale: Locale): SitePageMessages {
  return catalogs[locale];
}
