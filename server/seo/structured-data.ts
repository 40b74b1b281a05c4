import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  HomeAndConstructionBusiness,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { business } from '../../data/business';
import type { Crumb } from '../pages/page';
import { absoluteUrl } from './urls';

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

/** A reference to the business block, so other blocks name it as provider without repeating it. */
function businessRef(siteUrl: string): HomeAndConstructionBusiness {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    telephone: business.phone.e164,
  };
}

export interface ServiceFacts {
  name: string;
  description: string;
  /** Path of the page that describes the service, e.g. /services/washer-repair. */
  path: string;
}

export function serviceJsonLd(service: ServiceFacts, siteUrl: string): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: siteUrl + service.path,
    provider: businessRef(siteUrl),
    areaServed: business.areasServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
  };
}

export interface FaqFacts {
  question: string;
  /** Plain text of the answer. */
  answer: string;
}

export function faqPageJsonLd(items: FaqFacts[], siteUrl: string, path = '/faq'): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: siteUrl + path,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  /** ISO day. */
  date: string;
  author: string;
  category: string;
  /** Absolute or root-relative URL of the article's illustration. */
  image?: string;
}

export function blogPostingJsonLd(article: ArticleFacts, siteUrl: string): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url: siteUrl + article.path,
    mainEntityOfPage: siteUrl + article.path,
    datePublished: article.date,
    dateModified: article.date,
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', '@id': `${siteUrl}/#business`, name: business.name },
    ...(article.image ? { image: absoluteUrl(article.image, siteUrl) } : {}),
  };
}

/** The trail from the home page to a page, each step with its absolute URL. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl + crumb.path,
    })),
  };
}

/** The @type of a block ("BlogPosting", ...), whichever builder made it. */
export function jsonLdType(block: Thing): string | undefined {
  if (typeof block !== 'object' || !('@type' in block)) return undefined;
  const type: unknown = block['@type'];
  return typeof type === 'string' ? type : undefined;
}
