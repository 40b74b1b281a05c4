/** Everything that identifies the business. Views and structured data read these; nothing re-types them. */

import type { Locale } from './locale';

export interface OpeningHours {
  /** As shown to visitors. */
  label: string;
  /** schema.org day names, for structured data. */
  days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  /** 24-hour HH:MM. */
  opens: string;
  closes: string;
  /** As shown to visitors. */
  time: string;
}

/** A licence the business holds, as the issuing authority writes it. */
export interface Licence {
  /** Where it applies: the footer groups by it. */
  jurisdiction: 'Washington, DC' | 'Maryland';
  /** Who issued it and what it is. */
  authority: string;
  kind: string;
  /** How the footer names it in a few words. */
  label: string;
  number: string;
}

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'Yelp';
  url: string;
}

/**
 * The business's Google profile, where anyone can read its reviews and leave one: /reviews links to it, and a
 * customer who gave 4 or 5 stars is offered it after their answer. PLACEHOLDER: replace with the profile's own
 * "ask for reviews" link (https://g.page/r/…/review) once the profile is verified.
 */
export const googleProfileUrl =
  'https://www.google.com/maps/search/?api=1&query=Capital+Appliance+Repair+Washington+DC';

export const business = {
  name: 'Capital Appliance Repair',
  kind: 'Appliance Repair Company',
  tagline: 'Trusted local appliance repair experts',
  phone: {
    display: '(202) 555-0147',
    href: 'tel:+12025550147',
    e164: '+12025550147',
  },
  email: 'service@capitalappliancerepair.com',
  address: {
    street: '1725 I Street NW, Suite 300',
    locality: 'Washington',
    region: 'DC',
    postalCode: '20006',
    country: 'US',
  },
  /**
   * The office's own address above (1725 I Street NW: the north side of the 1700 block, between 17th and 18th
   * Streets, by Farragut Square) at 5 decimals, about a metre: what the map pin and the LocalBusiness markup show.
   */
  geo: { latitude: 38.90153, longitude: -77.03995 },
  timeZone: 'America/New_York',
  hours: [
    {
      label: 'Monday – Saturday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '08:00',
      closes: '20:00',
      time: '8:00 AM – 8:00 PM',
    },
    { label: 'Sunday', days: ['Sunday'], opens: '09:00', closes: '18:00', time: '9:00 AM – 6:00 PM' },
  ] satisfies OpeningHours[],
  priceRange: '$$',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/capitalappliancerepair' },
    { name: 'Instagram', url: 'https://www.instagram.com/capitalappliancerepair' },
    { name: 'Yelp', url: 'https://www.yelp.com/biz/capital-appliance-repair-washington' },
  ] satisfies SocialLink[],
  rating: { value: 4.9, best: 5, count: 487 },
  /** Where the rating comes from: public profiles where anyone can read every review and leave one. */
  reviewProfiles: [
    { name: 'Google', url: googleProfileUrl },
    { name: 'Yelp', url: 'https://www.yelp.com/biz/capital-appliance-repair-washington' },
    { name: 'Facebook', url: 'https://www.facebook.com/capitalappliancerepair/reviews' },
  ],
  foundedYear: 2010,
  yearsInBusiness: '13+',
  customers: '10,000+',
  warrantyDays: 90,
  /**
   * The service call fee in US dollars: it pays for the diagnosis and is credited toward the repair when the
   * customer goes ahead. The owner sets it here; every page that quotes it reads this value.
   */
  serviceCallFee: 89,
  replyWithin: '1 hour',
  serviceArea: 'Washington DC metro area',
  areasServed: ['Washington, DC', "Prince George's County, MD", 'Montgomery County, MD', 'Howard County, MD'],
} as const;

export type Business = typeof business;

/** "$89", as every page prints the service call fee. */
export const serviceCallFeeLabel = `$${business.serviceCallFee}`;

/**
 * Who answers for the work: the owner and the licences (the footer, /about). Apart from `business` so the
 * booking script, which reads `business` for the phone number, does not carry them.
 */
export const credentials = {
  /**
   * The owner, named on /about and in the footer: a local person answers for the work. PLACEHOLDER: replace with
   * the real owner's name before launch.
   */
  owner: {
    name: 'Robert Hayes',
    role: 'Owner and founder',
    bio: 'Robert started the company in 2010 as its one technician with one van, after twelve years repairing appliances for a Maryland dealer. He still takes the hardest calls himself and reads every review.',
  },
  /**
   * The licences shown in the footer and on /about. PLACEHOLDER values in the issuing authorities' formats:
   * replace with the real licence numbers before launch (DC: the Basic Business License from DLCP; Maryland:
   * the Home Improvement Commission and the HVACR board).
   */
  licences: [
    {
      jurisdiction: 'Washington, DC',
      authority: 'DC Department of Licensing and Consumer Protection (DLCP)',
      kind: 'Basic Business License, General Contractor/Construction Manager',
      label: 'DC Basic Business License',
      number: '410518000147',
    },
    {
      jurisdiction: 'Maryland',
      authority: 'Maryland Home Improvement Commission',
      kind: 'Home Improvement Contractor',
      label: 'MHIC',
      number: '148207',
    },
    {
      jurisdiction: 'Maryland',
      authority: 'Maryland State Board of HVACR Contractors',
      kind: 'HVACR Contractor (refrigeration)',
      label: 'MD HVACR',
      number: '01-18407',
    },
  ] satisfies Licence[],
};

/**
 * The words a page shows about the business, in each language (issue 41). Names, the phone, the address, numbers
 * and licence numbers are facts and stay in `business` and `credentials` alone; only what a homeowner reads as a
 * sentence or a label is here. The licences keep the issuing authorities' own English names in every language.
 */
export interface BusinessText {
  /** "Appliance Repair Company", beside the name in the header. */
  kind: string;
  tagline: string;
  /** The opening hours as shown, in the order of `business.hours`. */
  hours: { label: string; time: string }[];
  replyWithin: string;
  /** Read after "in the": "Washington DC metro area". */
  serviceArea: string;
  areasServed: string[];
  owner: { role: string; bio: string };
}

/**
 * The Spanish. Its times are what `Intl` writes in es-US for `business.hours` (a test holds them to it), spelled
 * out here so the booking script, which imports this module, computes nothing at load.
 */
const spanish: BusinessText = {
  kind: 'Empresa de reparación de electrodomésticos',
  tagline: 'Expertos locales de confianza en la reparación de electrodomésticos',
  hours: [
    { label: 'Lunes a sábado', time: '8:00 a.m. – 8:00 p.m.' },
    { label: 'Domingo', time: '9:00 a.m. – 6:00 p.m.' },
  ],
  replyWithin: '1 hora',
  serviceArea: 'área metropolitana de Washington DC',
  areasServed: [
    'Washington, DC',
    "Condado de Prince George's, MD",
    'Condado de Montgomery, MD',
    'Condado de Howard, MD',
  ],
  owner: {
    role: 'Dueño y fundador',
    bio: 'Robert fundó la empresa en 2010, cuando era su único técnico y tenía una sola camioneta, después de doce años reparando electrodomésticos para un distribuidor de Maryland. Todavía atiende él mismo las llamadas más difíciles y lee cada reseña.',
  },
};

/** The business's words in `locale`; for English, exactly what `business` and `credentials` say. */
export function businessText(locale: Locale): BusinessText {
  if (locale === 'es') return spanish;
  return {
    kind: business.kind,
    tagline: business.tagline,
    hours: business.hours.map(({ label, time }) => ({ label, time })),
    replyWithin: business.replyWithin,
    serviceArea: business.serviceArea,
    areasServed: [...business.areasServed],
    owner: { role: credentials.owner.role, bio: credentials.owner.bio },
  };
}
