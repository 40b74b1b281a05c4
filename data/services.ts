import type { IconName } from './icons';

/** One thing a homeowner notices, and what a technician usually finds behind it. */
export interface CommonProblem {
  symptom: string;
  cause: string;
}

/** The extra content of a full service page (washer, dryer, refrigerator). */
export interface ServiceDetail {
  /** The hero's headline, e.g. "Washer repair in DC and Maryland, usually the same day". */
  headline: string;
  /** Intro paragraphs under the hero. */
  intro: string[];
  /** Exactly eight, in the order the page lists them. */
  problems: CommonProblem[];
  /** Brands we repair, for the brands section. */
  brands: string[];
  /** A paragraph about the brands and kinds of machines we work on. */
  brandsText: string;
}

export interface Service {
  slug: string;
  name: string;
  icon: IconName;
  /** One line for cards and the short service pages. */
  description: string;
  /** Set for the three full pages; the other services get the short page. */
  detail?: ServiceDetail;
}

const washer: ServiceDetail = {
  headline: 'Washer repair in DC and Maryland, usually the same day',
  intro: [
    'A washer that stops halfway through a load leaves you with a drum of soaking clothes and, often, water where it shouldn’t be. We repair top-load and front-load washers, stacked laundry centres in condo closets and washer-dryer pairs in basements across the District and the Maryland suburbs.',
    'Our technicians carry drain pumps, lid switches, door locks, inlet valves, belts and couplers on the truck, so most washers are running again in one visit. We tell you what failed and what it costs before we start, and if a machine is not worth fixing we say so.',
  ],
  problems: [
    {
      symptom: 'Water left in the drum after the cycle',
      cause:
        'Usually a clogged drain pump filter (the coin trap behind the front-loader’s kick panel), a sock caught in the pump or a kinked drain hose. If the pump hums but moves no water, the pump itself has failed.',
    },
    {
      symptom: 'Won’t spin, or spins too slowly',
      cause:
        'On top-loaders often a worn drive belt, a broken motor coupler or a failed lid switch; on front-loaders a door lock that never reports closed. An unbalanced load can also stop the spin, so we rule that out first.',
    },
    {
      symptom: 'Leaking onto the floor',
      cause:
        'A torn or mouldy door boot gasket on front-loaders, a cracked fill hose, a leaking pump seal or too much detergent, which makes suds overflow through the vent. Where the puddle forms tells us which.',
    },
    {
      symptom: 'Shaking, banging or walking across the floor',
      cause:
        'Worn shock absorbers or suspension springs, feet that are not level, or on a new machine, shipping bolts that were never removed. Left alone, the shaking damages the tub and the floor.',
    },
    {
      symptom: 'Won’t fill, or fills very slowly',
      cause:
        'Clogged screens in the water inlet valve (common with older DC plumbing and hard water), a failed inlet valve coil, or supply taps that are only half open.',
    },
    {
      symptom: 'Musty smell from a front-loader',
      cause:
        'Biofilm in the door gasket, the detergent drawer and the drain pump filter, made worse by regular detergent in an HE machine and a door kept shut. We clean what can be cleaned and replace a gasket that is past saving.',
    },
    {
      symptom: 'Door won’t lock, won’t open, or the washer won’t start',
      cause:
        'A failed door lock assembly or lid switch, which stops every cycle for safety; less often a control board fault. The error code on the display narrows it down.',
    },
    {
      symptom: 'Loud grinding or roaring during the spin',
      cause:
        'Worn tub bearings, usually after the tub seal has let water reach them, or a coin or underwire rattling in the pump. Bearings caught early are cheaper than a new machine.',
    },
  ],
  brands: [
    'Whirlpool',
    'Maytag',
    'GE',
    'Samsung',
    'LG',
    'Frigidaire',
    'Electrolux',
    'Kenmore',
    'Bosch',
    'Miele',
    'Speed Queen',
    'Amana',
  ],
  brandsText:
    'We repair every major washer brand, from twenty-year-old direct-drive Whirlpools to the latest Samsung and LG front-loaders, compact Bosch and Miele units in condo closets, and Speed Queens built to last. We use manufacturer-grade parts and carry the ones that fail most often.',
};

const dryer: ServiceDetail = {
  headline: 'Dryer repair for gas and electric dryers across the DC area',
  intro: [
    'When a dryer runs cold or needs two cycles, the laundry piles up fast. We repair gas and electric dryers, stacked units and full-size machines, and we check the vent on every call, because a blocked vent is behind more dryer failures than any single part.',
    'Heating elements, thermal fuses, thermostats, igniters, gas valve coils, belts, rollers and idler pulleys ride on our trucks, so most dryers are fixed in one visit. If a vent needs cleaning or a crushed foil duct needs replacing, we show you.',
  ],
  problems: [
    {
      symptom: 'Runs but doesn’t heat',
      cause:
        'On electric dryers a burned-out heating element, a blown thermal fuse or a tripped high-limit thermostat; on gas dryers a failed igniter or flame sensor. On an electric dryer, a 240-volt circuit that has lost one of its two legs (half of a double breaker, or one blown fuse in an older panel) also lets the drum turn with no heat.',
    },
    {
      symptom: 'Takes two cycles to dry a load',
      cause:
        'Almost always airflow: a clogged lint screen housing, a long or crushed vent duct, or a blocked outside hood. A worn cycling thermostat or a moisture sensor coated with dryer-sheet residue can also end cycles early.',
    },
    {
      symptom: 'Won’t start at all',
      cause:
        'A blown thermal fuse (usually because the vent is restricted), a broken door switch, a failed start switch, or a snapped belt tripping the belt switch on models that have one.',
    },
    {
      symptom: 'Motor hums but the drum doesn’t turn',
      cause:
        'A broken drive belt or a seized idler pulley; less often a failed motor. Unplug it: a stalled motor left humming overheats.',
    },
    {
      symptom: 'Squealing, thumping or scraping',
      cause:
        'Worn drum rollers or support bearings, a dry idler pulley, or worn drum glides and felt seals. A coin or button stuck between drum and housing makes a scraping sound too.',
    },
    {
      symptom: 'Shuts off a few minutes into the cycle',
      cause:
        'An overheating motor tripping its internal protector, or a restricted vent making the thermostat cycle off. Cleaning the vent without finding the cause only buys time.',
    },
    {
      symptom: 'Burning smell or clothes too hot',
      cause:
        'Lint built up inside the cabinet around the heater or burner, a vent blocked solid, or a cycling thermostat stuck closed. Stop using the dryer and call us: this is how dryer fires start.',
    },
    {
      symptom: 'Gas dryer lights, then goes cold',
      cause:
        'Weak gas valve solenoid coils: the burner lights, shuts off as the coils heat up and never relights. It is one of the most common gas dryer repairs we make, and the coils are on our trucks.',
    },
  ],
  brands: [
    'Whirlpool',
    'Maytag',
    'GE',
    'Samsung',
    'LG',
    'Frigidaire',
    'Electrolux',
    'Kenmore',
    'Bosch',
    'Miele',
    'Speed Queen',
    'Amana',
  ],
  brandsText:
    'We work on every major dryer brand, gas and electric, vented and ventless (condenser and heat-pump) models, including the compact Bosch and Miele dryers common in DC condos and the Whirlpool and Maytag pairs in suburban laundry rooms.',
};

const refrigerator: ServiceDetail = {
  headline: 'Refrigerator repair before the groceries spoil',
  intro: [
    'A refrigerator that runs warm is a deadline: food-safety guidance is to throw out perishable food that has spent more than two hours above 40°F. We treat a warm fridge as urgent and try to get a technician to you the same day, across the District and the Maryland suburbs.',
    'We repair top-freezer, bottom-freezer, side-by-side and French-door refrigerators, plus built-in and counter-depth models. Fans, defrost parts, start relays, thermistors, water valves and ice maker parts are on our trucks, and we can diagnose sealed-system problems before you decide whether to repair or replace.',
  ],
  problems: [
    {
      symptom: 'Freezer is cold but the fridge is warm',
      cause:
        'A failed evaporator fan, or a defrost system failure (heater, defrost thermostat or control) that lets frost choke the evaporator coil so no cold air reaches the fresh-food side. A stuck air damper does the same on some models.',
    },
    {
      symptom: 'Both sections are warm',
      cause:
        'A failed condenser fan, condenser coils caked with dust and pet hair, or a bad start relay that keeps the compressor from running. Less often a compressor or a refrigerant leak, which we confirm before quoting.',
    },
    {
      symptom: 'Water pooling under the crisper drawers or on the floor',
      cause:
        'A defrost drain tube frozen or clogged, so melt water overflows inside the cabinet; or a cracked water line or leaking inlet valve feeding the ice maker and dispenser.',
    },
    {
      symptom: 'Frost or ice building up in the freezer',
      cause:
        'A torn or warped door gasket letting humid air in, a door that doesn’t close by itself, or a defrost component that has failed.',
    },
    {
      symptom: 'Runs all the time and never shuts off',
      cause:
        'Dirty condenser coils, a failing defrost system, a leaking door seal or, less often, low refrigerant. A fridge that never rests costs money on every electric bill.',
    },
    {
      symptom: 'Clicks every few minutes but doesn’t cool',
      cause:
        'The compressor trying to start and the overload cutting it off: usually a failed start relay, sometimes a failing compressor. The relay is an inexpensive part; the compressor is not.',
    },
    {
      symptom: 'Buzzing, rattling or grinding noises',
      cause:
        'A fan blade hitting ice in the freezer, a worn condenser fan motor, or a water inlet valve buzzing while the ice maker fills. Noises usually point straight at the part.',
    },
    {
      symptom: 'Ice maker or water dispenser stopped working',
      cause:
        'A frozen fill tube, a clogged water filter, a failed water inlet valve or a worn-out ice maker module. We check the water supply first; it is cheaper to fix than the ice maker.',
    },
  ],
  brands: [
    'Whirlpool',
    'GE',
    'Samsung',
    'LG',
    'Frigidaire',
    'Maytag',
    'KitchenAid',
    'Kenmore',
    'Bosch',
    'Electrolux',
    'Sub-Zero',
    'Thermador',
    'Amana',
    'Fisher & Paykel',
  ],
  brandsText:
    'We repair every major refrigerator brand, from the Frigidaire in a rental kitchen to French-door Samsung and LG models with in-door ice makers, and built-in Sub-Zero, Thermador and KitchenAid units in renovated kitchens from Bethesda to Columbia.',
};

/** The 11 services, in the order the services grid shows them. */
export const services: Service[] = [
  {
    slug: 'washer-repair',
    name: 'Washer Repair',
    icon: 'washer',
    description: 'Top-load and front-load washers that won’t drain, spin, fill or stop leaking.',
    detail: washer,
  },
  {
    slug: 'dryer-repair',
    name: 'Dryer Repair',
    icon: 'dryer',
    description: 'Gas and electric dryers that run cold, take two cycles, squeal or won’t start.',
    detail: dryer,
  },
  {
    slug: 'refrigerator-repair',
    name: 'Refrigerator Repair',
    icon: 'refrigerator',
    description: 'Fridges that run warm, leak water, frost up or won’t stop running.',
    detail: refrigerator,
  },
  {
    slug: 'freezer-repair',
    name: 'Freezer Repair',
    icon: 'freezer',
    description: 'Upright and chest freezers that won’t hold temperature or build up frost.',
  },
  {
    slug: 'oven-repair',
    name: 'Oven Repair',
    icon: 'oven',
    description: 'Ovens that won’t heat, bake unevenly or miss the temperature you set.',
  },
  {
    slug: 'stove-repair',
    name: 'Stove Repair',
    icon: 'stove',
    description: 'Gas and electric ranges with burners that won’t light, click or heat.',
  },
  {
    slug: 'cooktop-repair',
    name: 'Cooktop Repair',
    icon: 'cooktop',
    description: 'Glass, induction and gas cooktops with dead zones, errors or weak flames.',
  },
  {
    slug: 'dishwasher-repair',
    name: 'Dishwasher Repair',
    icon: 'dishwasher',
    description: 'Dishwashers that leave dishes dirty, hold standing water or leak.',
  },
  {
    slug: 'microwave-repair',
    name: 'Microwave Repair',
    icon: 'microwave',
    description: 'Over-the-range and built-in microwaves that run but don’t heat.',
  },
  {
    slug: 'ice-maker-repair',
    name: 'Ice Maker Repair',
    icon: 'ice',
    description: 'Ice makers that stop making ice, make small cubes or leak.',
  },
  {
    slug: 'garbage-disposal-repair',
    name: 'Garbage Disposal Repair',
    icon: 'disposal',
    description: 'Disposals that hum, jam, leak under the sink or won’t turn on.',
  },
];

/** The six services the home page features. */
export const featuredServiceSlugs = [
  'washer-repair',
  'dryer-repair',
  'refrigerator-repair',
  'dishwasher-repair',
  'oven-repair',
  'stove-repair',
];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** Looks up slugs the data itself names; a typo is a programming error, so it fails loudly at start-up. */
export function servicesBySlug(slugs: readonly string[]): Service[] {
  return slugs.map((slug) => {
    const service = findService(slug);
    if (!service) throw new Error(`service ${slug} is not in the services list`);
    return service;
  });
}

export const featuredServices: Service[] = servicesBySlug(featuredServiceSlugs);
