import { lookupZip, type ZipPlace } from './zip-lookup';

/** A visit's address in its parts, as bookings keep it (migration 0043-address-parts). */
export interface AddressParts {
  /** The street as typed: "12 Elm St". Rows older than the unit field may hold the unit and town too. */
  street: string;
  /** Apt, suite or floor as typed; '' when none. */
  unit?: string | undefined;
  /** One of the zip's towns ('' when not known: a row older than the town field). */
  town?: string | undefined;
  zip: string;
}

/** A town as a letter is addressed to it: Washington's "DC" is the state, not part of the town. */
const townOf = (place: ZipPlace) => place.name.replace(/, DC$/, '');
const stateOf = (place: ZipPlace) => (place.county === 'Washington DC' ? 'DC' : 'MD');

/**
 * The towns a zip is addressed to (data/site/cities.ts), the one with its own page first, as the town field offers
 * them; none for a zip outside the area or one that is not a zip.
 */
export function townsOfZip(zip: string): string[] {
  const answer = lookupZip(zip);
  if (answer.kind === 'served') {
    const others = lookupPlaces(answer.zip).filter((place) => place.name !== answer.place.name);
    return [townOf(answer.place), ...others.map(townOf)];
  }
  return answer.kind === 'in-area' ? answer.places.map(townOf) : [];
}

function lookupPlaces(zip: string): ZipPlace[] {
  const answer = lookupZip(zip);
  return answer.kind === 'in-area' ? answer.places : answer.kind === 'served' ? [answer.place] : [];
}

/** The state a zip of the area is in ('' outside it). */
function stateOfZip(zip: string): string {
  const answer = lookupZip(zip);
  const place = answer.kind === 'served' ? answer.place : answer.kind === 'in-area' ? answer.places[0] : undefined;
  return place ? stateOf(place) : '';
}

/**
 * The town a form's choice comes to for its zip: the choice when it is one of the zip's towns (any case), the
 * zip's only town when it has one, else undefined (a zip of two towns and no choice among them). A zip outside the
 * area has no town: '' (the booking is refused for the zip, not the town).
 */
export function chosenTown(zip: string, typed: string): string | undefined {
  const towns = townsOfZip(zip);
  if (towns.length === 0) return '';
  const wanted = typed.trim().toLowerCase();
  const match = towns.find((town) => town.toLowerCase() === wanted);
  if (match) return match;
  return towns.length === 1 ? towns[0] : undefined;
}

/** The text without trailing spaces and commas (a loop, not a pattern: linear on any input). */
function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ',' || /\s/.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}

/** The text without `word` at its end when a space or comma stands before it; undefined when it does not end so. */
function withoutEnding(text: string, word: string): string | undefined {
  if (word === '' || text.length <= word.length) return undefined;
  if (!text.toLowerCase().endsWith(word.toLowerCase())) return undefined;
  const before = text[text.length - word.length - 1]!;
  if (before !== ',' && !/\s/.test(before)) return undefined;
  const rest = trimEnd(text.slice(0, text.length - word.length));
  return rest === '' ? undefined : rest;
}

/**
 * "12 Elm St, Apt 1204, Silver Spring, MD 20910": the one way every place writes a visit's address (e-mails, texts,
 * the invite's LOCATION, the receipt and the estimate, the office, the manage page), each part once. The town and
 * state come from the zip when the row has none; a street typed before the town had its own field often ends with
 * the town (and the state and zip): those endings are read as the town rather than written twice. A zip outside
 * the area keeps the street, the unit and the zip.
 */
export function formatAddress({ street, unit = '', town = '', zip }: AddressParts): string {
  const towns = townsOfZip(zip);
  const state = stateOfZip(zip);
  let rest = trimEnd(street.trim());
  let ownTown = town.trim();
  rest = withoutEnding(rest, zip) ?? rest;
  const stateNames = state === 'DC' ? ['DC', 'D.C.'] : state === 'MD' ? ['MD', 'Md.', 'Maryland'] : [];
  for (const name of stateNames) rest = withoutEnding(rest, name) ?? rest;
  for (const candidate of ownTown ? [ownTown, ...towns] : towns) {
    const cut = withoutEnding(rest, candidate);
    if (cut === undefined) continue;
    rest = cut;
    ownTown ||= candidate;
    break;
  }
  ownTown ||= towns[0] ?? '';
  const unitText = unit.trim();
  const cutUnit = unitText ? withoutEnding(rest, unitText) : undefined;
  const parts = [cutUnit ?? rest, unitText, ownTown].filter((part) => part !== '');
  return state ? `${parts.join(', ')}, ${state} ${zip}` : [...parts, zip].join(', ');
}

/** A visit's address (a booking, a held booking, the values of a form) in the one format: formatAddress. */
export const visitAddress = (visit: { address: string; unit: string; town: string; zip: string }) =>
  formatAddress({ street: visit.address, unit: visit.unit, town: visit.town, zip: visit.zip });
