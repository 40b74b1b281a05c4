import { counties } from './cities';

export interface ZipPlace {
  name: string;
  county: string;
  /** Set when the place has its own page. */
  slug?: string;
}

/** The answer to "do we serve this zip code?", as the lookup form shows it. */
export type ZipAnswer =
  | { kind: 'none' }
  | { kind: 'invalid'; input: string }
  | { kind: 'served'; zip: string; place: ZipPlace & { slug: string } }
  | { kind: 'in-area'; zip: string; places: ZipPlace[] }
  | { kind: 'outside'; zip: string };

const placesByZip = new Map<string, ZipPlace[]>();
for (const county of counties) {
  for (const city of county.cities) {
    for (const zip of city.zips) {
      const place: ZipPlace = { name: city.name, county: county.name, ...(city.slug ? { slug: city.slug } : {}) };
      placesByZip.set(zip, [...(placesByZip.get(zip) ?? []), place]);
    }
  }
}

/** Five digits, optionally ZIP+4, with the spaces people paste around it. */
const ZIP_PATTERN = /^(\d{5})(?:-?\d{4})?$/;

/**
 * Answers the lookup form. No input means the form has not been used; anything that is not a five-digit
 * (or ZIP+4) code is invalid; otherwise the zip is on a place's page, in the area without a page, or outside.
 */
export function lookupZip(input: string | null | undefined): ZipAnswer {
  const trimmed = (input ?? '').trim();
  if (trimmed === '') return { kind: 'none' };
  const match = ZIP_PATTERN.exec(trimmed);
  if (!match) return { kind: 'invalid', input: trimmed };
  const zip = match[1]!;
  const places = placesByZip.get(zip);
  if (!places) return { kind: 'outside', zip };
  const withPage = places.find((place): place is ZipPlace & { slug: string } => Boolean(place.slug));
  return withPage ? { kind: 'served', zip, place: withPage } : { kind: 'in-area', zip, places };
}
