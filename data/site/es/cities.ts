import { counties as english, type County } from '../cities';

/** County names in Spanish; the places in them are proper names and stay as they are. */
const countyName: Record<string, string> = {
  'Washington DC': 'Washington DC',
  "Prince George's County": "Condado de Prince George's",
  'Montgomery County': 'Condado de Montgomery',
  'Howard County': 'Condado de Howard',
};

/**
 * The service area by county, in Spanish. The city entries are the English ones themselves (same names, slugs and
 * zip codes), so anything that finds a place in the English list finds it here. A county without its Spanish name
 * fails loudly at start-up.
 */
export const counties: County[] = english.map((county) => {
  const name = countyName[county.name];
  if (!name) throw new Error(`county ${county.name} has no Spanish name in data/site/es/cities.ts`);
  return { ...county, name };
});

/** "Condado de Montgomery", or the District's own name, for the county a place is in. */
export function spanishCountyOf(englishCountyName: string): string {
  const name = countyName[englishCountyName];
  if (!name) throw new Error(`county ${englishCountyName} has no Spanish name in data/site/es/cities.ts`);
  return name;
}
