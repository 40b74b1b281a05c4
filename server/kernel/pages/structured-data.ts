import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  HomeAndConstructionBusiness,
  ImageObject,
  Organization,
  Person,
  Review,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import type { VerifiedReview } from '../../../data/site/verified-reviews';
import type { Crumb } from './page';
import { absoluteUrl } from './urls';

export interface ImageFacts {
  /** Root-relative or absolute URL of one of our own files. */
  src: string;
  /** Pixels, as the file declares them. */
  width: number;
  height: number;
}

/**
 * An image with its size in pixels. schema-dts types width and height as Text (Distance) or QuantitativeValue;
 * search engines document and read plain pixel numbers, so the numbers go out as they are.
 */
export function imageObject(image: ImageFacts, siteUrl: string): ImageObject {
  const size = { width: image.width, height: image.height } as unknown as Pick<ImageObject, 'width' | 'height'>;
  return { '@type': 'ImageObject', url: absoluteUrl(image.src, siteUrl), ...size };
}

const logo = (siteUrl: string) => imageObject(brand.logo, siteUrl);

/** The business as schema.org sees it; fed only by data/business.ts and data/brand.ts. */
export function localBusinessJsonLd(siteUrl: string): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    description: `${business.tagline} serving the ${business.serviceArea}.`,
    url: `${siteUrl}/`,
    logo: logo(siteUrl),
    image: imageObject(
      { src: brand.shareImage.url, width: brand.shareImage.width, height: brand.shareImage.height },
      siteUrl,
    ),
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
    // Online booking (/book), so search results can offer "Book" beside the business.
    potentialAction: {
      '@type': 'ReserveAction',
      name: 'Book a repair visit online',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl}/book`,
        actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
      },
      result: { '@type': 'Reservation', name: 'Appliance repair visit' },
    },
  };
}

/** The site itself, on the home page: the name search engines show for it (Google's site names), its publisher. */
export function webSiteJsonLd(siteUrl: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: business.name,
    url: `${siteUrl}/`,
    inLanguage: 'en-US',
    publisher: { '@id': `${siteUrl}/#business` },
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

export interface AuthorFacts {
  name: string;
  /** Their role at the business, e.g. Lead Technician. */
  jobTitle?: string;
  /** Root-relative URL of the page (or section of one) that introduces them. */
  path: string;
}

export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  /** ISO day of publication. */
  date: string;
  /** ISO day of the last change in substance; the publication day when there was none. */
  modified?: string;
  author: AuthorFacts;
  category: string;
  /** The article's illustration. */
  image: ImageFacts;
}

/** The business as an article's publisher: the same @id as the business block, with the logo. */
function publisher(siteUrl: string): Organization {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    logo: logo(siteUrl),
  };
}

/** Google's Article fields (required and recommended) and schema.org's BlogPosting, from the post's data. */
export function blogPostingJsonLd(article: ArticleFacts, siteUrl: string): WithContext<BlogPosting> {
  const author: Person = {
    '@type': 'Person',
    name: article.author.name,
    url: siteUrl + article.author.path,
    ...(article.author.jobTitle ? { jobTitle: article.author.jobTitle } : {}),
    worksFor: businessRef(siteUrl),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url: siteUrl + article.path,
    mainEntityOfPage: siteUrl + article.path,
    datePublished: article.date,
    dateModified: article.modified ?? article.date,
    articleSection: article.category,
    inLanguage: 'en-US',
    author,
    publisher: publisher(siteUrl),
    image: imageObject(article.image, siteUrl),
  };
}

/**
 * One Review block per verified review the page shows, and only those: what the customer gave (stars, words),
 * the name they are shown by and the day they wrote it, about the business. Nothing is added up or invented here;
 * the business's aggregate rating stays the one in data/business.ts.
 */
export function verifiedReviewsJsonLd(reviews: readonly VerifiedReview[], siteUrl: string): WithContext<Review>[] {
  return reviews.map((review) => ({
    '@context': 'https://schema.org',
    '@type': 'Review',
    itemReviewed: businessRef(siteUrl),
    author: { '@type': 'Person', name: review.author },
    ...(review.written ? { datePublished: review.written } : {}),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.text ? { reviewBody: review.text } : {}),
  }));
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
