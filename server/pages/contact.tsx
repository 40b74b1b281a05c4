import { business } from '../../data/business';
import {
  EMPTY_CONTACT_VALUES,
  contactServiceChoices,
  metroMapBounds,
  type ContactValues,
  type FieldErrors,
} from '../../data/contact';
import { ContactPage } from '../../views/pages/ContactPage';
import { MAP_ORIGIN } from '../http/security-headers';
import { localBusinessJsonLd } from '../seo/structured-data';
import { pageTitle, type Page, type PageRequest, type QueryReader } from './page';

/** The form as the server shows it again after turning a post down. */
export interface ContactFormState {
  status: number;
  values: ContactValues;
  errors: FieldErrors;
  /** A message about the whole form rather than one field. */
  formError?: string;
}

/** The OpenStreetMap embed: the metro area's box with a marker on the centre of DC. */
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
          values: form?.values ?? EMPTY_CONTACT_VALUES,
          errors: form?.errors ?? {},
          ...(form?.formError ? { formError: form.formError } : {}),
        }}
        map={{ embedUrl: mapEmbedUrl(), largerUrl: largerMapUrl() }}
      />
    ),
  };
}
