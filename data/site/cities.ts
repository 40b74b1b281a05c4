export interface CityEntry {
  name: string;
  /** Set for places with their own page at /cities/{slug}; the others show as Coming Soon. */
  slug?: string;
  /** The place's residential zip codes; the zip lookup answers from these. */
  zips: string[];
}

export interface County {
  name: string;
  cities: CityEntry[];
}

/** DC's residential zip codes; the District's others (20013, 20052, 20500...) are post-office boxes, campuses and agencies. */
const dcZips = [
  '20001',
  '20002',
  '20003',
  '20004',
  '20005',
  '20006',
  '20007',
  '20008',
  '20009',
  '20010',
  '20011',
  '20012',
  '20015',
  '20016',
  '20017',
  '20018',
  '20019',
  '20020',
  '20024',
  '20032',
  '20036',
  '20037',
];

/**
 * The service area, grouped by county as the areas page shows it. Zip codes of the places with pages are the
 * ones the business lists for them; the others are each place's own residential zips (Largo shares 20774 with Upper Marlboro, as the
 * post office does).
 */
export const counties: County[] = [
  { name: 'Washington DC', cities: [{ name: 'Washington, DC', slug: 'washington-dc', zips: dcZips }] },
  {
    name: "Prince George's County",
    cities: [
      { name: 'Bowie', slug: 'bowie-md', zips: ['20715', '20716', '20720', '20721'] },
      { name: 'Greenbelt', slug: 'greenbelt-md', zips: ['20770', '20771'] },
      { name: 'Laurel', slug: 'laurel-md', zips: ['20707', '20708', '20723', '20724'] },
      { name: 'College Park', zips: ['20740', '20742'] },
      { name: 'Hyattsville', zips: ['20781', '20782', '20783', '20784', '20785'] },
      { name: 'Upper Marlboro', zips: ['20772', '20774'] },
      { name: 'Largo', zips: ['20774'] },
      { name: 'Bladensburg', zips: ['20710'] },
      { name: 'Capitol Heights', zips: ['20743'] },
      { name: 'Clinton', zips: ['20735'] },
      { name: 'Fort Washington', zips: ['20744'] },
    ],
  },
  {
    name: 'Montgomery County',
    cities: [
      {
        name: 'Silver Spring',
        slug: 'silver-spring-md',
        zips: ['20901', '20902', '20903', '20904', '20905', '20906', '20910'],
      },
      { name: 'Bethesda', slug: 'bethesda-md', zips: ['20814', '20816', '20817'] },
      { name: 'Rockville', slug: 'rockville-md', zips: ['20850', '20851', '20852', '20853'] },
      { name: 'Gaithersburg', slug: 'gaithersburg-md', zips: ['20877', '20878', '20879', '20886'] },
      { name: 'Takoma Park', zips: ['20912'] },
      { name: 'Chevy Chase', zips: ['20815'] },
      { name: 'Potomac', zips: ['20854'] },
      { name: 'Germantown', zips: ['20874', '20876'] },
    ],
  },
  {
    name: 'Howard County',
    cities: [
      { name: 'Columbia', slug: 'columbia-md', zips: ['21044', '21045', '21046'] },
      { name: 'Ellicott City', zips: ['21042', '21043'] },
      { name: 'Elkridge', zips: ['21075'] },
      { name: 'Clarksville', zips: ['21029'] },
      { name: 'Fulton', zips: ['20759'] },
      { name: 'Savage', zips: ['20763'] },
      { name: 'Highland', zips: ['20777'] },
    ],
  },
];

export const allCityEntries: CityEntry[] = counties.flatMap((county) => county.cities);

/** The places that have their own page, in the areas page's order. */
export const citiesWithPages = allCityEntries.filter((city): city is CityEntry & { slug: string } =>
  Boolean(city.slug),
);

export function findCityEntry(slug: string): (CityEntry & { slug: string }) | undefined {
  return citiesWithPages.find((city) => city.slug === slug);
}

export function countyOf(entry: CityEntry): County {
  const county = counties.find((candidate) => candidate.cities.includes(entry));
  if (!county) throw new Error(`${entry.name} is in no county`);
  return county;
}

/** The twelve places the home page features. */
const featuredCityNames = [
  'Washington, DC',
  'Silver Spring',
  'Bethesda',
  'Rockville',
  'Gaithersburg',
  'Bowie',
  'Greenbelt',
  'Laurel',
  'Columbia',
  'College Park',
  'Hyattsville',
  'Takoma Park',
];

export const featuredCities: CityEntry[] = featuredCityNames.map((name) => {
  const entry = allCityEntries.find((city) => city.name === name);
  if (!entry) throw new Error(`featured city ${name} is not in the service area`);
  return entry;
});
