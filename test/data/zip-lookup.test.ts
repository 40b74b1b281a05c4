import { describe, expect, it } from 'vitest';
import { allCityEntries, citiesWithPages } from '../../data/site/cities';
import { lookupZip } from '../../data/site/zip-lookup';
import { FEATURED_CITY_ZIPS } from '../helpers/featured-zips';

describe('the zip-code lookup', () => {
  it('finds the city page for every zip code of a featured city', () => {
    for (const [slug, zips] of Object.entries(FEATURED_CITY_ZIPS)) {
      for (const zip of zips) {
        const answer = lookupZip(zip);
        expect(answer, zip).toMatchObject({ kind: 'served', zip, place: { slug } });
      }
    }
  });

  it('finds Washington, DC for the District’s residential zips', () => {
    for (const zip of ['20001', '20002', '20003', '20009', '20011', '20016', '20019', '20020', '20032']) {
      expect(lookupZip(zip), zip).toMatchObject({
        kind: 'served',
        place: { slug: 'washington-dc', name: 'Washington, DC' },
      });
    }
  });

  it('says "in our area" for a place without a page, naming the place and its county', () => {
    expect(lookupZip('20740')).toEqual({
      kind: 'in-area',
      zip: '20740',
      places: [{ name: 'College Park', county: "Prince George's County" }],
    });
    expect(lookupZip('20912')).toMatchObject({
      kind: 'in-area',
      places: [{ name: 'Takoma Park', county: 'Montgomery County' }],
    });
    expect(lookupZip('21043')).toMatchObject({
      kind: 'in-area',
      places: [{ name: 'Ellicott City', county: 'Howard County' }],
    });
    for (const zip of ['20781', '20782', '20783', '20784', '20785']) {
      expect(lookupZip(zip), zip).toMatchObject({ kind: 'in-area', places: [{ name: 'Hyattsville' }] });
    }
  });

  it('names every place that shares a zip code', () => {
    const answer = lookupZip('20774');
    expect(answer.kind).toBe('in-area');
    expect(answer.kind === 'in-area' && answer.places.map((place) => place.name)).toEqual(['Upper Marlboro', 'Largo']);
  });

  it('says "outside our area" for zips we do not cover', () => {
    for (const zip of ['21201', '22201', '22314', '20855', '90210', '00000']) {
      expect(lookupZip(zip), zip).toEqual({ kind: 'outside', zip });
    }
  });

  it('accepts what people actually type: spaces around it and ZIP+4', () => {
    expect(lookupZip(' 20901 ')).toMatchObject({ kind: 'served', zip: '20901' });
    expect(lookupZip('20814-1234')).toMatchObject({ kind: 'served', zip: '20814', place: { slug: 'bethesda-md' } });
    expect(lookupZip('208141234')).toMatchObject({ kind: 'served', zip: '20814' });
  });

  it('calls anything that is not five digits invalid, and an empty field no question at all', () => {
    for (const input of ['abc', '2090', '209011', '20 901', '20901-12', 'twenty', '２０９０１', '<script>']) {
      expect(lookupZip(input), input).toEqual({ kind: 'invalid', input: input.trim() });
    }
    expect(lookupZip('')).toEqual({ kind: 'none' });
    expect(lookupZip('   ')).toEqual({ kind: 'none' });
    expect(lookupZip(null)).toEqual({ kind: 'none' });
  });
});

describe('the service-area zip data', () => {
  it('gives every place at least one five-digit zip in DC (200xx) or Maryland (206xx–219xx)', () => {
    for (const city of allCityEntries) {
      expect(city.zips.length, city.name).toBeGreaterThan(0);
      for (const zip of city.zips) expect(zip, city.name).toMatch(/^(200\d\d|2(0[6-9]|1\d)\d\d)$/);
    }
  });

  it('never gives one zip to two places with pages, so a served zip has exactly one answer', () => {
    const owner = new Map<string, string>();
    for (const city of citiesWithPages) {
      for (const zip of city.zips) {
        expect(owner.get(zip), `${zip} is in ${city.name} and ${owner.get(zip)}`).toBeUndefined();
        owner.set(zip, city.name);
      }
    }
  });

  it('lists exactly the business’s zip codes for the eight Maryland cities with pages', () => {
    for (const [slug, zips] of Object.entries(FEATURED_CITY_ZIPS)) {
      expect(citiesWithPages.find((city) => city.slug === slug)?.zips, slug).toEqual(zips);
    }
  });
});
