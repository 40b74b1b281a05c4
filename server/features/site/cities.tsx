import { business } from '../../../data/business';
import { counties } from '../../../data/site/cities';
import { cityProfiles, findCityProfile } from '../../../data/site/city-profiles';
import { services } from '../../../data/site/services';
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
export function citiesPage({ query }: PageRequest): Page {
  const zipInput = (query.get('zip') ?? '').trim().slice(0, 20);
  const answer = lookupZip(zipInput);
  // A changed title is what a screen reader announces first after the form reloads the page.
  const title =
    answer.kind === 'none'
      ? 'Cities We Serve in DC & Maryland'
      : answer.kind === 'invalid'
        ? 'Check Your Zip Code: Cities We Serve'
        : `Zip Code ${answer.zip}: Cities We Serve`;
  return {
    head: {
      title: pageTitle(title),
      description: `${business.name} serves Washington DC and ${counties.length - 1} Maryland counties: Prince George's, Montgomery and Howard. See every city and check your zip code.`,
      path: '/cities',
    },
    body: <CitiesPage counties={counties} answer={answer} zipInput={zipInput} />,
  };
}

export function cityPage(slug: string, { siteUrl, content = NO_PUBLIC_CONTENT }: PageRequest): Page | undefined {
  const city = findCityProfile(slug);
  if (!city) return undefined;
  const verified = (content.reviews.byCity[city.slug] ?? []).slice(0, verifiedReviewLimits.cityPage);
  // DC's two dozen zips would swamp a search snippet; the range says the same.
  const path = `/cities/${city.slug}`;
  const trail = breadcrumbTrail('/cities', { name: `Appliance Repair in ${city.fullName}`, path });
  const zips = city.zips.length > 7 ? `${city.zips[0]}–${city.zips.at(-1)}` : city.zips.join(', ');
  return {
    head: {
      title: pageTitle(`Appliance Repair in ${city.fullName}`),
      description: `Same-day washer, dryer, refrigerator and oven repair in ${city.fullName} (${zips}). Licensed, insured technicians, ${business.warrantyDays}-day warranty. Call ${business.phone.display}.`,
      path,
      breadcrumbs: trail,
      ...(verified.length > 0 ? { jsonLd: verifiedReviewsJsonLd(verified, siteUrl) } : {}),
    },
    body: <CityPage city={city} allServices={services} verified={verified} trail={trail} />,
  };
}
