export interface CityEntry {
  name: string;
  /** Set for places with their own page at /cities/{slug}; the others show as Coming Soon. */
  slug?: string;
}

export interface County {
  name: string;
  cities: CityEntry[];
}

/** The service area, grouped by county as the areas page shows it. */
export const counties: County[] = [
  { name: 'Washington DC', cities: [{ name: 'Washington, DC', slug: 'washington-dc' }] },
  {
    name: "Prince George's County",
    cities: [
      { name: 'Bowie', slug: 'bowie-md' },
      { name: 'Greenbelt', slug: 'greenbelt-md' },
      { name: 'Laurel', slug: 'laurel-md' },
      { name: 'College Park' },
      { name: 'Hyattsville' },
      { name: 'Upper Marlboro' },
      { name: 'Largo' },
      { name: 'Bladensburg' },
      { name: 'Capitol Heights' },
      { name: 'Clinton' },
      { name: 'Fort Washington' },
    ],
  },
  {
    name: 'Montgomery County',
    cities: [
      { name: 'Silver Spring', slug: 'silver-spring-md' },
      { name: 'Bethesda', slug: 'bethesda-md' },
      { name: 'Rockville', slug: 'rockville-md' },
      { name: 'Gaithersburg', slug: 'gaithersburg-md' },
      { name: 'Takoma Park' },
      { name: 'Chevy Chase' },
      { name: 'Potomac' },
      { name: 'Germantown' },
    ],
  },
  {
    name: 'Howard County',
    cities: [
      { name: 'Columbia', slug: 'columbia-md' },
      { name: 'Ellicott City' },
      { name: 'Elkridge' },
      { name: 'Clarksville' },
      { name: 'Fulton' },
      { name: 'Savage' },
      { name: 'Highland' },
    ],
  },
];

export const allCityEntries: CityEntry[] = counties.flatMap((county) => county.cities);

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
