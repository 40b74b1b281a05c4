import { business, serviceCallFeeLabel } from '../../../data/business';
import { localePath } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { reviewsAboutService } from '../../../data/site/reviews';
import { citiesWithPages } from '../../../data/site/cities';
import { services as englishServices } from '../../../data/site/services';
import { findServiceIn, servicesIn } from '../../../data/site/localized';
import { ServicePage } from '../../../views/site/ServicePage';
import { ServicesPage } from '../../../views/site/ServicesPage';
import { pageTitle, type Crumb, type Page, type PageRequest } from '../../kernel/pages/page';
import { breadcrumbTrail } from '../../kernel/pages/breadcrumbs';
import { serviceJsonLd, verifiedReviewsJsonLd } from '../../kernel/pages/structured-data';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { verifiedReviewLimits } from '../../../data/site/verified-reviews';

export const serviceSlugs = (): string[] => englishServices.map((service) => service.slug);

export function servicesPage(request: PageRequest): Page {
  const locale = request.locale ?? 'en';
  const { services } = messagesFor(locale);
  return {
    head: {
      title: pageTitle(services.listTitle),
      description: services.listDescription(business.warrantyDays),
      path: '/services',
    },
    body: <ServicesPage services={servicesIn(locale)} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}

export function servicePage(slug: string, request: PageRequest): Page | undefined {
  const { siteUrl, content = NO_PUBLIC_CONTENT } = request;
  const locale = request.locale ?? 'en';
  const { services } = messagesFor(locale);
  const service = findServiceIn(locale, slug);
  if (!service) return undefined;
  const verified = (content.reviews.byService[service.slug] ?? []).slice(0, verifiedReviewLimits.servicePage);
  const path = `/services/${service.slug}`;
  const heading = service.detail.headline ?? service.name;
  // The visible trail and its markup, under /es/ on a Spanish page (the twin's route leaves a prefixed path alone).
  const trail: Crumb[] =
    locale === 'en'
      ? breadcrumbTrail('/services', { name: heading, path })
      : [
          { name: services.crumbHome, path: localePath(locale, '/') },
          { name: services.crumbServices, path: localePath(locale, '/services') },
          { name: heading, path: localePath(locale, path) },
        ];
  const problems = service.detail.problems.length;
  const description = service.detail.headline
    ? services.descriptionWithHeadline(service.name, problems, business.phone.display)
    : services.description(service.name, service.description, problems, serviceCallFeeLabel, business.warrantyDays);
  return {
    head: {
      title: pageTitle(service.detail.headline ? services.titleWithPlace(service.name) : service.name),
      description,
      path,
      jsonLd: [
        serviceJsonLd(
          { name: service.name, description: service.description, path: localePath(locale, path) },
          siteUrl,
        ),
        ...verifiedReviewsJsonLd(verified, siteUrl),
      ],
      breadcrumbs: trail,
    },
    body: (
      <ServicePage
        service={service}
        cities={citiesWithPages}
        reviews={reviewsAboutService(service)}
        verified={verified}
        trail={trail}
      />
    ),
    ...(locale === 'en' ? {} : { locale }),
  };
}
