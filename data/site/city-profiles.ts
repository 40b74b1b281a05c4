import { citiesWithPages, countyOf, findCityEntry, type CityEntry } from './cities';
import { reviews, type Review } from './reviews';
import { servicesBySlug, type Service } from './services';

/** What a city page says about its place. Copy is written per place: homes, neighbourhoods, roads, landmarks. */
interface CityCopy {
  slug: string;
  /** Latitude and longitude of the place's centre, to find the reviews nearest to it. */
  geo: [number, number];
  /** One sentence under the page's heading. */
  lead: string;
  /** Paragraphs about the place and its homes. */
  intro: string[];
  /** What breaks most often there, as a paragraph. */
  common: string;
  neighbourhoods: string[];
  /** Slugs of nearby places that have their own page. */
  neighbours: string[];
}

export interface CityProfile {
  slug: string;
  name: string;
  /** "Silver Spring, MD", "Washington, DC". */
  fullName: string;
  /** The county as a visitor would say it; the District is its own jurisdiction. */
  county: string;
  /** What to call that line: "County", or "Jurisdiction" for the District, which has no county (in the page's language). */
  countyLabel: string;
  zips: string[];
  lead: string;
  intro: string[];
  common: string;
  neighbourhoods: string[];
  neighbours: (CityEntry & { slug: string })[];
  services: Service[];
  /** The reviews from the customers who live nearest, closest first. */
  nearestReviews: Review[];
}

/**
 * The ten services city pages list. Ice makers are left off because our technicians handle them as part of a
 * refrigerator visit; the services page still lists all eleven.
 */
export const cityServiceSlugs = [
  'washer-repair',
  'dryer-repair',
  'refrigerator-repair',
  'dishwasher-repair',
  'oven-repair',
  'stove-repair',
  'cooktop-repair',
  'microwave-repair',
  'freezer-repair',
  'garbage-disposal-repair',
];

const copy: CityCopy[] = [
  {
    slug: 'washington-dc',
    geo: [38.9072, -77.0369],
    lead: 'From Capitol Hill rowhouses to Palisades colonials and Navy Yard high-rises, we fix appliances in every ward of the District.',
    intro: [
      "Washington's homes are as varied as its neighbourhoods. In the rowhouses of Capitol Hill, Petworth, Bloomingdale and Shaw, the laundry is often in a basement down a narrow stair, or a stacked washer-dryer squeezed into a hall closet during a renovation. In the condo buildings of NoMa, Navy Yard and the Wharf, compact European machines and panel-ready refrigerators are the norm. In Chevy Chase DC, Cleveland Park and the Palisades, detached houses have full laundry rooms and kitchens that have been redone more than once.",
      "Our office is downtown, so the District is home ground. We send the certificate of insurance your building's management office asks for before we arrive, book the service elevator where there is one, and plan around residential permit parking so you are not paying for time spent circling the block.",
    ],
    common:
      "What we fix most in the District: stacked washer-dryers that stop draining or heating, dryer vents clogged along long runs through rowhouse walls, refrigerators in rental units that run warm in August, and gas ranges in older kitchens that click but won't light.",
    neighbourhoods: [
      'Capitol Hill',
      'Petworth',
      'Columbia Heights',
      'Shaw',
      'Adams Morgan',
      'Georgetown',
      'Cleveland Park',
      'Chevy Chase DC',
      'Brookland',
      'Navy Yard',
      'Anacostia',
      'Congress Heights',
    ],
    neighbours: ['silver-spring-md', 'bethesda-md', 'greenbelt-md'],
  },
  {
    slug: 'silver-spring-md',
    geo: [38.9907, -77.0261],
    lead: 'From the high-rises by the Metro to brick ramblers in Four Corners and Colesville, we repair appliances all over Silver Spring.',
    intro: [
      'Silver Spring covers a lot of ground under one name. Downtown, around Ellsworth Drive and the AFI Silver Theatre, apartment and condo towers have compact laundry closets and over-the-range microwaves. In Woodside, Four Corners, Indian Spring and Wheaton, post-war brick Cape Cods and split-levels still have their laundry in the basement, where the washer and dryer have been replaced a few times since the 1950s. Further north, in Colesville, Cloverly and the Leisure World community near Aspen Hill, the homes are newer and the laundry is usually on the main floor.',
      'Our technicians drive Colesville Road, University Boulevard and Georgia Avenue every day, so a call from anywhere in 20901 to 20906, or downtown 20910, usually gets a same-day visit. Older homes here have their habits: sediment from old supply pipes clogging washer inlet screens, long dryer vents through brick walls, and kitchen openings sized for appliances that are no longer made.',
    ],
    common:
      "What we fix most in Silver Spring: front-loaders in condo closets that smell or won't drain, dryers that take two cycles at the end of a long basement vent, refrigerators past their tenth birthday running warm, and dishwashers that leave standing water.",
    neighbourhoods: [
      'Downtown Silver Spring',
      'Woodside',
      'Four Corners',
      'Indian Spring',
      'Wheaton',
      'Kemp Mill',
      'Hillandale',
      'White Oak',
      'Colesville',
      'Cloverly',
      'Aspen Hill',
      'Leisure World',
    ],
    neighbours: ['washington-dc', 'bethesda-md', 'rockville-md', 'greenbelt-md'],
  },
  {
    slug: 'bethesda-md',
    geo: [38.9807, -77.1003],
    lead: 'Renovated kitchens, built-in refrigerators and busy family laundry rooms: we repair them all, from downtown Bethesda to Bradley Hills.',
    intro: [
      "Bethesda's kitchens work hard, and many of them are high-end: built-in Sub-Zero and Thermador refrigerators, Wolf and Miele ranges and cooktops, and panel-ready Bosch dishwashers, in colonials that have been expanded and in the new houses that have replaced older ones in Bradley Hills, Wood Acres and Sumner. We repair premium built-ins as readily as everyday brands, and we treat custom panels and trim with care.",
      'Closer to Wisconsin Avenue, the condos and apartments around Bethesda Row and the Woodmont Triangle have stacked washer-dryers, compact kitchens and building rules about when contractors may come in. We plan our visits around the traffic near NIH and Walter Reed, and around the Capital Crescent Trail crossings and downtown garages.',
    ],
    common:
      'What we fix most in Bethesda: built-in refrigerators that stop cooling or drip from the ice maker, dishwashers that hold water, double wall ovens that lose temperature, and upstairs front-loaders that leak into the ceiling below.',
    neighbourhoods: [
      'Downtown Bethesda',
      'Woodmont Triangle',
      'Edgemoor',
      'Battery Park',
      'Sumner',
      'Wood Acres',
      'Westmoreland Hills',
      'Glen Echo Heights',
      'Bradley Hills',
      'Burning Tree',
      'Bannockburn',
    ],
    neighbours: ['washington-dc', 'silver-spring-md', 'rockville-md'],
  },
  {
    slug: 'rockville-md',
    geo: [39.084, -77.1528],
    lead: "From the 1950s ramblers of Twinbrook to King Farm townhouses and the apartments along Rockville Pike, we keep Rockville's appliances running.",
    intro: [
      'Rockville is the county seat and its housing spans seventy years. Twinbrook, Hungerford and the neighbourhoods near Rockville Town Square are full of post-war ramblers and Cape Cods with basement laundry. King Farm and Fallsgrove, built around the turn of the century, have townhouses and single-family homes now on their second set of appliances. Along Rockville Pike, from Twinbrook up to Pike & Rose in North Bethesda, mid-rise apartments and condos have stacked laundry and compact kitchens.',
      'We cover all four Rockville zip codes, including North Bethesda in 20852 and Aspen Hill in 20853, and we are a short drive up I-270 from all of them. Whether you are near the Town Square, off Veirs Mill Road or up by Norbeck Road, a morning call usually means an afternoon visit.',
    ],
    common:
      "What we fix most in Rockville: townhouse washers that leak onto the floor below, refrigerator ice makers that quit, gas ranges that click but won't light, and dryers whose vents run a long way to an outside wall.",
    neighbourhoods: [
      'Rockville Town Center',
      'Twinbrook',
      'West End',
      'Hungerford',
      'College Gardens',
      'King Farm',
      'Fallsgrove',
      'North Bethesda',
      'Aspen Hill',
      'Norbeck',
    ],
    neighbours: ['bethesda-md', 'gaithersburg-md', 'silver-spring-md'],
  },
  {
    slug: 'bowie-md',
    geo: [38.9429, -76.7302],
    lead: 'From the Levitt houses of Belair to the newer streets of South Bowie and Fairwood, we repair appliances across Bowie.',
    intro: [
      'Much of Bowie was built by Levitt and Sons in the 1960s as Belair at Bowie: Cape Cods, ranchers and colonials in sections like Tulip Grove and Kenilworth, laid out on the land of the old Belair estate whose mansion and stable are now museums. Many of those houses keep the laundry in a utility room off the kitchen, and after sixty years and a few rounds of new appliances, the plumbing and venting behind the machines matter as much as the machines.',
      'South Bowie, Pointer Ridge and Mitchellville brought larger houses in the 1980s and 1990s, and Fairwood and the communities off Route 450 added newer ones with open kitchens and upstairs laundry rooms. We reach all four Bowie zip codes by Route 50 and Route 301, from Old Town Bowie by the railroad tracks to Bowie Town Center and the Baysox ballpark.',
    ],
    common:
      'What we fix most in Bowie: dryers in older utility rooms whose vents need clearing, refrigerators running warm in the summer, upstairs washers that leak into the ceiling below, and wall ovens in 1990s kitchens that lose temperature.',
    neighbourhoods: [
      'Old Town Bowie',
      'Belair',
      'Tulip Grove',
      'Kenilworth',
      'Pointer Ridge',
      'South Bowie',
      'Mitchellville',
      'Woodmore',
      'Fairwood',
    ],
    neighbours: ['greenbelt-md', 'laurel-md', 'washington-dc'],
  },
  {
    slug: 'greenbelt-md',
    geo: [39.0046, -76.8755],
    lead: "Historic Greenbelt's co-op homes, Greenbelt East's condos and the apartments near the Metro: we know the city's kitchens and laundry rooms.",
    intro: [
      "Greenbelt was built in the late 1930s as one of the New Deal's planned green towns, and the original rowhouses around Roosevelt Center and Greenbelt Lake are still there, most now owned by the Greenbelt Homes, Inc. housing cooperative. Their kitchens are compact and many have masonry walls, so replacement appliances have to fit tight spaces and dryer vents have few routes outside. Our technicians know how to work in them.",
      'Greenbelt East has condominium communities such as Greenbriar and Windsor Green, and Franklin Park, the large garden-apartment community once called Springhill Lake, sits by the Greenbelt Metro. We cover both Greenbelt zip codes, 20770 and 20771, and are on Kenilworth Avenue, Greenbelt Road and the Beltway every day.',
    ],
    common:
      'What we fix most in Greenbelt: compact and stacked washers in co-op and condo homes, rental refrigerators that stop cooling, electric ranges with dead burners, and dryer vents with tight bends that clog with lint.',
    neighbourhoods: [
      'Historic Greenbelt',
      'Roosevelt Center',
      'Lakewood',
      'Boxwood Village',
      'Greenbriar',
      'Windsor Green',
      'Franklin Park',
      'Greenbelt East',
    ],
    neighbours: ['bowie-md', 'laurel-md', 'silver-spring-md', 'washington-dc'],
  },
  {
    slug: 'laurel-md',
    geo: [39.0993, -76.8483],
    lead: "Old Town's Main Street houses, Montpelier townhouses and the newer homes of North Laurel and Russett: we repair appliances all around Laurel.",
    intro: [
      "Laurel grew up as a mill town on the Patuxent River, and the blocks around Main Street still have nineteenth and early twentieth century houses where a modern washer or refrigerator sits in a space never meant for one. Beyond the historic district, Laurel spreads across county lines: the city is in Prince George's County, North Laurel is in Howard, and Russett and Maryland City are in Anne Arundel, all with Laurel addresses.",
      'Montpelier and South Laurel have 1960s and 1970s houses and townhouses, while North Laurel and Russett are mostly from the 1980s on. We cover 20707, 20708, 20723 and 20724 by Route 1, the Baltimore-Washington Parkway and Route 198, so if you live near Laurel Lakes, the Laurel Park racetrack or Montpelier Mansion, you are on our regular routes.',
    ],
    common:
      'What we fix most in Laurel: older washers and dryers in tight basement and utility spaces, townhouse refrigerators running warm, gas dryers that light and then go cold, and dishwashers that leave dishes gritty.',
    neighbourhoods: [
      'Old Town Laurel',
      'Montpelier',
      'South Laurel',
      'West Laurel',
      'North Laurel',
      'Russett',
      'Maryland City',
    ],
    neighbours: ['columbia-md', 'greenbelt-md', 'bowie-md'],
  },
  {
    slug: 'columbia-md',
    geo: [39.2037, -76.861],
    lead: "From Wilde Lake to River Hill, we repair appliances in every one of Columbia's villages.",
    intro: [
      "Columbia is James Rouse's planned city, built from 1967 as villages around a Town Center: Wilde Lake, Harper's Choice, Oakland Mills, Long Reach, Owen Brown, Hickory Ridge, King's Contrivance, Dorsey's Search and River Hill. The first villages have 1970s townhouses, garden apartments and split-levels, many with laundry closets and kitchens laid out for the appliances of their day; River Hill and the newer parts of Town Center have larger houses and modern kitchens.",
      'We come in on Route 29 and I-95 and cover all three Columbia zip codes, 21044, 21045 and 21046. Whether you are near Lake Kittamaqundi, the Mall in Columbia, Merriweather Post Pavilion or your village centre, a morning call usually gets a technician to you the same day.',
    ],
    common:
      'What we fix most in Columbia: washers and dryers squeezed into townhouse laundry closets, refrigerators with failing ice makers, older electric ranges, and dishwashers in 1970s kitchens that finally need a new pump or door gasket.',
    neighbourhoods: [
      'Town Center',
      'Wilde Lake',
      "Harper's Choice",
      'Oakland Mills',
      'Long Reach',
      'Owen Brown',
      'Hickory Ridge',
      "King's Contrivance",
      "Dorsey's Search",
      'River Hill',
    ],
    neighbours: ['laurel-md', 'silver-spring-md'],
  },
  {
    slug: 'gaithersburg-md',
    geo: [39.1434, -77.2014],
    lead: 'Kentlands, Lakelands, Montgomery Village and Olde Towne: we repair washers, dryers, refrigerators and more all over Gaithersburg.',
    intro: [
      'Gaithersburg has grown in layers. Olde Towne, around the historic B&O railroad station on Summit Avenue, has older single-family homes and garden apartments. Montgomery Village, planned in the 1960s, is mostly townhouses and condos around its lakes, many with the laundry in a closet off the kitchen. The Kentlands and Lakelands, built from the late 1980s, mix townhouses, carriage houses and larger homes on walkable streets, and Crown and the newer communities along Great Seneca Highway have up-to-date kitchens.',
      "We come up I-270 and Route 355 every day, so Gaithersburg homes in 20877 to 20879 and Montgomery Village's 20886 get the same same-day service as the rest of the county. If you are near Kentlands Market Square, Lake Whetstone or the Montgomery County Fairgrounds, you are on our regular routes.",
    ],
    common:
      "What we fix most in Gaithersburg: townhouse washers that shake on upper floors, dryers with clogged vents in stacked closets, refrigerators in older condos running warm, and dishwashers that won't drain.",
    neighbourhoods: [
      'Olde Towne',
      'Kentlands',
      'Lakelands',
      'Crown',
      'Quince Orchard',
      'Washingtonian Woods',
      'Montgomery Village',
    ],
    neighbours: ['rockville-md', 'bethesda-md', 'silver-spring-md'],
  },
];

/** Straight-line distance is enough to rank places a few miles apart; squared degrees keep the order. */
function distance([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const dLon = (lon1 - lon2) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return (lat1 - lat2) ** 2 + dLon ** 2;
}

const geoOf = new Map(copy.map((entry) => [entry.slug, entry.geo]));
for (const review of reviews) {
  if (!geoOf.has(review.city)) throw new Error(`review by ${review.name} names ${review.city}, which has no page`);
}

function nearestReviews(slug: string): Review[] {
  const here = geoOf.get(slug)!;
  return [...reviews]
    .sort((a, b) => distance(here, geoOf.get(a.city)!) - distance(here, geoOf.get(b.city)!))
    .slice(0, 2);
}

function toProfile(entry: CityCopy): CityProfile {
  const city = findCityEntry(entry.slug);
  if (!city) throw new Error(`city copy for ${entry.slug} has no entry in the service area`);
  const county = countyOf(city).name;
  const isDc = city.slug === 'washington-dc';
  return {
    slug: city.slug,
    name: city.name,
    fullName: isDc ? city.name : `${city.name}, MD`,
    county: isDc ? 'District of Columbia' : county,
    countyLabel: isDc ? 'Jurisdiction' : 'County',
    zips: city.zips,
    lead: entry.lead,
    intro: entry.intro,
    common: entry.common,
    neighbourhoods: entry.neighbourhoods,
    neighbours: entry.neighbours.map((slug) => {
      const neighbour = findCityEntry(slug);
      if (!neighbour) throw new Error(`${entry.slug} names ${slug} as a neighbour, which has no page`);
      return neighbour;
    }),
    services: servicesBySlug(cityServiceSlugs),
    nearestReviews: nearestReviews(entry.slug),
  };
}

/** Every place with a page, keyed by slug: the one list that decides which cities have pages. */
export const cityProfiles: Map<string, CityProfile> = new Map(copy.map((entry) => [entry.slug, toProfile(entry)]));

// The areas page links every entry that has a slug; each of those needs its copy here, or the link would 404.
for (const city of citiesWithPages) {
  if (!cityProfiles.has(city.slug)) throw new Error(`${city.slug} is linked from the areas page but has no city copy`);
}

export function findCityProfile(slug: string): CityProfile | undefined {
  return cityProfiles.get(slug);
}
