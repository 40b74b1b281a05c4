import { business } from '../../../data/business';
import { localePath } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { featuredCities } from '../../../data/site/cities';
import { businessText, featuredServicesIn } from '../../../data/site/localized';
import { homeReviews } from '../../../data/site/reviews';
import { verifiedReviewLimits } from '../../../data/site/verified-reviews';
import { HomePage } from '../../../views/site/HomePage';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { localBusinessJsonLd, verifiedReviewsJsonLd, webSiteJsonLd } from '../../kernel/pages/structured-data';
import type { Page, PageRequest } from '../../kernel/pages/page';

export function homePage(request: PageRequest): Page {
  const { siteUrl, content = NO_PUBLIC_CONTENT } = request;
  const locale = request.locale ?? 'en';
  const { home, common } = messagesFor(locale);
  const verified = content.reviews.newest.slice(0, verifiedReviewLimits.homePage);
  const site = webSiteJsonLd(siteUrl);
  const shop = localBusinessJsonLd(siteUrl);
  const words = businessText(locale);
  return {
    head: {
      title: home.title(business.name),
      description: home.description(business.rating.value, business.phone.display),
      path: '/',
      // The trust badges' heading, just after the hero: on a phone the hero's CSS order puts the booking card before
      // the lead and the call buttons, which come first in the HTML.
      firstScreenEnd: 'trust-title',
      jsonLd: [
        locale === 'en' ? site : { ...site, inLanguage: 'es-US' },
        // The business's words in the page's language, and its booking action to the page's own booking.
        locale === 'en'
          ? shop
          : Object.assign({}, shop, {
              description: `${words.tagline}: ${words.serviceArea}.`,
              potentialAction: {
                '@type': 'ReserveAction',
                name: common.bookVisitTitle,
                target: {
                  '@type': 'EntryPoint',
                  urlTemplate: `${siteUrl}${localePath(locale, '/book')}`,
                  actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
                },
              },
            }),
        ...verifiedReviewsJsonLd(verified, siteUrl),
      ],
    },
    body: (
      <HomePage
        services={featuredServicesIn(locale)}
        cities={featuredCities}
        reviews={homeReviews}
        verified={verified}
      />
    ),
    ...(locale === 'en' ? {} : { locale }),
  };
}
