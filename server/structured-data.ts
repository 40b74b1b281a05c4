import type { HomeAndConstructionBusiness, WithContext } from 'schema-dts';
import { business } from '../data/business';

/** The business as schema.org sees it; fed only by data/business.ts. */
export function localBusinessJsonLd(siteUrl: string): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    description: `${business.tagline} serving the ${business.serviceArea}.`,
    url: `${siteUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    foundingDate: String(business.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: business.areasServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    openingHoursSpecification: business.hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((day) => `https://schema.org/${day}` as const),
      opens: slot.opens,
      closes: slot.closes,
    })),
    sameAs: business.social.map((profile) => profile.url),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      bestRating: business.rating.best,
      reviewCount: business.rating.count,
    },
  };
}
