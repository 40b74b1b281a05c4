import { business } from '../../../data/business';
import { cityProfiles } from '../../../data/site/city-profiles';
import { citiesIn, findCityProfileIn, servicesIn } from '../../../data/site/localized';
import { messagesFor } from '../../../data/messages';
import { lookupZip } from '../../../data/site/zip-lookup';
import { CitiesPage } from '../../../views/site/CitiesPage';
import { CityPage } from '../../../views/site/CityPage';
import { verifiedReviewLimits } from '../../../data/site/verified-reviews';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { breadcrumbTrail } from '../../kernel/pages/breadcrumbs';
import { verifiedReviewsJsonLd } from '../../kernel/pages/structured-data';
import { pageTitle, type Page, type PageRequest, type QueryReader } from '../../kernel/pages/page';

export const citySlugs = (): string[] => [...cityProfiles.keys()];

/**
 * ?zip= as the page reads it: a zip in our area (a few dozen) is cached per zip, written as its five digits;
 * nothing typed is the plain page; anything else (a zip outside the area, a typo) is rendered per request.
 */
export const cityZipQuery: QueryReader = (value) => {
  const answer = lookupZip(value.slice(0, 20));
  if (answer.kind === 'none') return '';
  return answer.kind === 'served' || answer.kind === 'in-area' ? answer.zip : null;
};

/** /cities, and /cities?zip=… with the lookup's answer rendered on the server (200 whatever was typed). */
export function citiesPage({ query, locale = 'en' }: PageRequest): Page {
  const { cities } = messagesFor(locale);
  const counties = citiesIn(locale);
  const zipInput = (query.get('zip') ?? '').trim().slice(0, 20);
  const answer = lookupZip(zipInput);
  // A changed title is what a screen reader announces first after the form reloads the page.
  const title =
    answer.kind === 'none'
      ? cities.title
      : answer.kind === 'invalid'
        ? cities.titleCheckZip
        : cities.titleZip(answer.zip);
  return {
    head: {
      title: pageTitle(title),
      description: cities.description(business.name, counties.length - 1),
      path: '/cities',
    },
    body: <CitiesPage counties={counties} answer={answer} zipInput={zipInput} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}

export function cityPage(
  slug: string,
  { siteUrl, content = NO_PUBLIC_CONTENT, locale = 'en' }: PageRequest,
): Page | undefined {
  const city = findCityProfileIn(locale, slug);
  const { cities } = messagesFor(locale);
  if (!city) return undefined;
  const verified = (content.reviews.byCity[city.slug] ?? []).slice(0, verifiedReviewLimits.cityPage);
  // DC's two dozen zips would swamp a search snippet; the range says the same.
  const path = `/cities/${city.slug}`;
  const trail = breadcrumbTrail('/cities', { name: cities.cityTitle(city.fullName), path });
  const zips = city.zips.length > 7 ? `${city.zips[0]}–${city.zips.at(-1)}` : city.zips.join(', ');
  return {
    head: {
      title: pageTitle(cities.cityTitle(city.fullName)),
      description: cities.cityDescription(city.fullName, zips, business.warrantyDays, business.phone.display),
      path,
      breadcrumbs: trail,
      ...(verified.length > 0 ? { jsonLd: verifiedReviewsJsonLd(verified, siteUrl) } : {}),
    },
    body: <CityPage city={city} allServices={servicesIn(locale)} verified={verified} trail={trail} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}
