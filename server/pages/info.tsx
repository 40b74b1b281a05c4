import { business } from '../../data/business';
import { contactServiceChoices, metroMapBounds } from '../../data/contact';
import { couponTerms, coupons } from '../../data/coupons';
import { faqItems } from '../../data/faq';
import { reviews } from '../../data/reviews';
import { ContactPage } from '../../views/pages/ContactPage';
import { CouponsPage } from '../../views/pages/CouponsPage';
import { FaqPage } from '../../views/pages/FaqPage';
import { ReviewsPage } from '../../views/pages/ReviewsPage';
import type { ContactFormState } from '../contact';
import { pageTitle, type Page, type PageRequest } from '../page';
import { MAP_ORIGIN } from '../security';
import { faqPageJsonLd, localBusinessJsonLd } from '../structured-data';

export function reviewsPage(): Page {
  return {
    head: {
      title: pageTitle('Customer Reviews'),
      description: `Rated ${business.rating.value} out of ${business.rating.best} from ${business.rating.count} reviews: what homeowners in DC, Silver Spring, Bethesda, Rockville, Bowie and Columbia say about our appliance repairs.`,
      path: '/reviews',
    },
    body: <ReviewsPage reviews={reviews} rating={business.rating} />,
  };
}

export function couponsPage(): Page {
  const codes = coupons.map((coupon) => coupon.code).join(', ');
  return {
    head: {
      title: pageTitle('Appliance Repair Coupons'),
      description: `Save on appliance repair in the DC metro area: ${codes}. Mention the code when you call ${business.phone.display}.`,
      path: '/coupons',
    },
    body: <CouponsPage coupons={coupons} terms={couponTerms} />,
  };
}

export function faqPage({ siteUrl }: PageRequest): Page {
  return {
    head: {
      title: pageTitle('Frequently Asked Questions'),
      description: `Answers about payment, repair times, the service call fee, our ${business.warrantyDays}-day warranty, same-day service and the brands and areas we cover.`,
      path: '/faq',
      jsonLd: [faqPageJsonLd(faqItems, siteUrl)],
    },
    body: <FaqPage items={faqItems} />,
  };
}

/** The OpenStreetMap embed: the metro area's box with a marker on the centre of DC. */
function mapEmbedUrl(): string {
  const { west, south, east, north } = metroMapBounds;
  const { latitude, longitude } = business.geo;
  const params = new URLSearchParams({ bbox: `${west},${south},${east},${north}`, layer: 'mapnik', marker: `${latitude},${longitude}` });
  return `${MAP_ORIGIN}/export/embed.html?${params.toString()}`;
}

function largerMapUrl(): string {
  const { latitude, longitude } = business.geo;
  return `${MAP_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=10/${latitude}/${longitude}`;
}

const emptyValues = { name: '', email: '', phone: '', service: '', message: '' };

/**
 * /contact, /contact?sent=1 (the confirmation after a form post without JavaScript), and the form again with
 * the visitor's values and errors when the server turned a post down.
 */
export function contactPage({ query, siteUrl }: PageRequest, form?: ContactFormState): Page {
  const sent = !form && query.get('sent') === '1';
  return {
    ...(form ? { status: form.status } : {}),
    head: {
      title: pageTitle(sent ? 'Message Sent' : 'Contact Us: Book an Appliance Repair'),
      description: `Book an appliance repair in the DC metro area: send us a message and we reply within ${business.replyWithin}, or call ${business.phone.display}. Open 7 days a week.`,
      path: '/contact',
      ...(sent ? { noindex: true } : {}),
      jsonLd: [localBusinessJsonLd(siteUrl)],
    },
    body: (
      <ContactPage
        sent={sent}
        form={{
          services: [...contactServiceChoices],
          values: form?.values ?? emptyValues,
          errors: form?.errors ?? {},
          ...(form?.formError ? { formError: form.formError } : {}),
        }}
        map={{ embedUrl: mapEmbedUrl(), largerUrl: largerMapUrl() }}
      />
    ),
  };
}
