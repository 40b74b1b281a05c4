import { business, businessText } from '../../../data/business';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { coupons } from '../../../data/site/coupons';
import {
  EMPTY_CONTACT_VALUES,
  contactServiceChoices,
  metroMapBounds,
  type ContactService,
  type ContactValues,
  type FieldErrors,
} from '../../../data/contact';
import { lookupZip } from '../../../data/site/zip-lookup';
import { readUtm, utmQueryReaders, UTM_PARAMETERS, type SourceValues } from '../../../data/sources';
import { ContactPage } from '../../../views/leads/ContactPage';
import { contactFormWords } from '../../../client/islands/contact';
import { MAP_ORIGIN } from '../../kernel/http/security-headers';
import { localBusinessJsonLd } from '../../kernel/pages/structured-data';
import { pageTitle, type Page, type PageRequest, type QueryReader } from '../../kernel/pages/page';

/** The form as the server shows it again after turning a post down. */
export interface ContactFormState {
  status: number;
  values: ContactValues;
  errors: FieldErrors;
  /** A message about the whole form rather than one field. */
  formError?: string;
  /** Where the visitor heard of us and the UTM parameters, as the refused post carried them. */
  source?: SourceValues;
}

/** The OpenStreetMap embed: the metro area's box with a marker on the office's address (business.geo). */
function mapEmbedUrl(): string {
  const { west, south, east, north } = metroMapBounds;
  const { latitude, longitude } = business.geo;
  const params = new URLSearchParams({
    bbox: `${west},${south},${east},${north}`,
    layer: 'mapnik',
    marker: `${latitude},${longitude}`,
  });
  return `${MAP_ORIGIN}/export/embed.html?${params.toString()}`;
}

function largerMapUrl(): string {
  const { latitude, longitude } = business.geo;
  return `${MAP_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=10/${latitude}/${longitude}`;
}

/** ?sent=1 is the confirmation after a post without JavaScript; any other value is the plain page. */
export const contactSentQuery: QueryReader = (value) => (value === '1' ? '1' : '');

/**
 * The pre-fills: a known appliance or coupon is cached, anything else ignored; a zip code in our area is cached,
 * another five-digit one rendered per request (the cache must not grow with every zip in the country).
 */
export const contactPrefillQuery = {
  service: (value) => (contactServiceChoices.some((choice) => choice.value === value) ? value : ''),
  coupon: (value) => (coupons.some((coupon) => coupon.code === value) ? value : ''),
  zip: (value) => {
    const zip = value.trim();
    if (!/^\d{5}$/.test(zip)) return '';
    const answer = lookupZip(zip);
    return answer.kind === 'served' || answer.kind === 'in-area' ? zip : null;
  },
  // A landing URL's campaign tags, carried on in the form's hidden fields (rendered per request: see utmQueryReaders).
  ...utmQueryReaders,
} satisfies Record<string, QueryReader>;

/**
 * The form as the home page's "Book a Visit" card sends the visitor here (/contact?zip=20901&service=oven):
 * a known appliance is chosen and a zip code that looks like one starts the message; a coupon's Book with this
 * code link (/contact?coupon=FIRST25) adds the code to it. Anything else is ignored.
 */
function prefilled(query: URLSearchParams, locale: Locale): ContactValues {
  const { contact } = messagesFor(locale);
  const service = query.get('service') ?? '';
  const zip = (query.get('zip') ?? '').trim();
  const coupon = coupons.find((known) => known.code === query.get('coupon'));
  const message = [
    /^\d{5}$/.test(zip) ? contact.prefillZip(zip) : '',
    coupon ? contact.prefillCoupon(coupon.code) : '',
  ];
  return {
    ...EMPTY_CONTACT_VALUES,
    service: contactServiceChoices.some((choice) => choice.value === service) ? service : '',
    message: message.filter(Boolean).join(' '),
  };
}

/**
 * /contact, /contact?sent=1 (the confirmation after a form post without JavaScript), and the form again with
 * the visitor's values and errors when the server turned a post down.
 */
export function contactPage({ query, siteUrl, locale = 'en' }: PageRequest, form?: ContactFormState): Page {
  const { contact } = messagesFor(locale);
  const sent = !form && query.get('sent') === '1';
  const values = form?.values ?? prefilled(query, locale);
  const appliances: Record<ContactService, string> = {
    washer: contact.washer,
    dryer: contact.dryer,
    refrigerator: contact.refrigerator,
    dishwasher: contact.dishwasher,
    oven: contact.oven,
    other: contact.other,
  };
  return {
    ...(form ? { status: form.status } : {}),
    head: {
      title: pageTitle(sent ? contact.sentPageTitle : contact.title),
      description: contact.description(businessText(locale).replyWithin, business.phone.display),
      path: '/contact',
      // The confirmation and the pre-filled forms are the same page as /contact for a search engine.
      ...(sent || ['zip', 'service', 'coupon', ...UTM_PARAMETERS].some((key) => query.has(key))
        ? { noindex: true }
        : {}),
      jsonLd: [localBusinessJsonLd(siteUrl)],
    },
    body: (
      <ContactPage
        sent={sent}
        form={{
          services: contactServiceChoices.map((choice) => ({ value: choice.value, label: appliances[choice.value] })),
          values,
          errors: form?.errors ?? {},
          ...(form?.formError ? { formError: form.formError } : {}),
          source: form?.source ?? { heardFrom: '', heardFromOther: '', utm: readUtm(query) },
          ...(locale === 'en' ? {} : { locale, words: contactFormWords(contact, businessText(locale).replyWithin) }),
        }}
        map={{ embedUrl: mapEmbedUrl(), largerUrl: largerMapUrl() }}
      />
    ),
    ...(locale === 'en' ? {} : { locale }),
  };
}
