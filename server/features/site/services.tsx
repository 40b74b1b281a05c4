import { business, serviceCallFeeLabel } from '../../../data/business';
import { reviewsAboutService } from '../../../data/site/reviews';
import { citiesWithPages } from '../../../data/site/cities';
import { findService, services } from '../../../data/site/services';
import { ServicePage } from '../../../views/site/ServicePage';
import { ServicesPage } from '../../../views/site/ServicesPage';
import { pageTitle, type Page, type PageRequest } from '../../kernel/pages/page';
import { breadcrumbTrail } from '../../kernel/pages/breadcrumbs';
import { serviceJsonLd, verifiedReviewsJsonLd } from '../../kernel/pages/structured-data';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { verifiedReviewLimits } from '../../../data/site/verified-reviews';

export const serviceSlugs = (): string[] => services.map((service) => service.slug);

export function servicesPage(_request: PageRequest): Page {
  return {
    head: {
      title: pageTitle('Appliance Repair Services'),
      description: `Washer, dryer, refrigerator, freezer, oven, stove, cooktop, dishwasher, microwave, ice maker and garbage disposal repair in Washington DC and Maryland. Same-day visits, ${business.warrantyDays}-day warranty.`,
      path: '/services',
    },
    body: <ServicesPage services={services} />,
  };
}

export function servicePage(slug: string, { siteUrl, content = NO_PUBLIC_CONTENT }: PageRequest): Page | undefined {
  const service = findService(slug);
  if (!service) return undefined;
  const verified = (content.reviews.byService[service.slug] ?? []).slice(0, verifiedReviewLimits.servicePage);
  const path = `/services/${service.slug}`;
  const appliance = service.name.replace(/ Repair$/, '').toLowerCase();
  const trail = breadcrumbTrail('/services', { name: service.detail.headline ?? service.name, path });
  const description = service.detail.headline
    ? `${service.name} in Washington DC, Prince George's, Montgomery and Howard counties: ${service.detail.problems.length} common ${appliance} problems we fix, brands we repair, same-day visits. Call ${business.phone.display}.`
    : `${service.name} in Washington DC and Maryland: ${service.description} ${service.detail.problems.length} common problems with typical prices, ${serviceCallFeeLabel} service call, ${business.warrantyDays}-day warranty.`;
  return {
    head: {
      title: pageTitle(service.detail.headline ? `${service.name} in Washington DC & Maryland` : service.name),
      description,
      path,
      jsonLd: [
        serviceJsonLd({ name: service.name, description: service.description, path }, siteUrl),
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
  };
}
