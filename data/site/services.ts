import type { IconName } from './icons';
import type { ServiceDetail } from '../service-details/types';
import { cooktop } from '../service-details/cooktop';
import { dishwasher } from '../service-details/dishwasher';
import { dryer } from '../service-details/dryer';
import { freezer } from '../service-details/freezer';
import { garbageDisposal } from '../service-details/garbage-disposal';
import { iceMaker } from '../service-details/ice-maker';
import { microwave } from '../service-details/microwave';
import { oven } from '../service-details/oven';
import { refrigerator } from '../service-details/refrigerator';
import { stove } from '../service-details/stove';
import { washer } from '../service-details/washer';

export type { CommonProblem, PriceRange, ServiceDetail } from '../service-details/types';
export { priceLabel } from '../service-details/types';

export interface Service {
  slug: string;
  name: string;
  icon: IconName;
  /** One line for cards and under every service page's title. */
  description: string;
  detail: ServiceDetail;
  /**
   * Services whose reviews speak for this one when none of ours mention it, closest first (a stove review is
   * about the oven half of a range, a disposal shares the sink with the dishwasher).
   */
  closest: string[];
}

/** The 11 services, in the order the services grid shows them. */
export const services: Service[] = [
  {
    slug: 'washer-repair',
    name: 'Washer Repair',
    icon: 'washer',
    description: "Top-load and front-load washers that won't drain, spin, fill or stop leaking.",
    detail: washer,
    closest: ['dryer-repair', 'dishwasher-repair'],
  },
  {
    slug: 'dryer-repair',
    name: 'Dryer Repair',
    icon: 'dryer',
    description: "Gas and electric dryers that run cold, take two cycles, squeal or won't start.",
    detail: dryer,
    closest: ['washer-repair'],
  },
  {
    slug: 'refrigerator-repair',
    name: 'Refrigerator Repair',
    icon: 'refrigerator',
    description: "Fridges that run warm, leak water, frost up or won't stop running.",
    detail: refrigerator,
    closest: ['ice-maker-repair', 'freezer-repair'],
  },
  {
    slug: 'freezer-repair',
    name: 'Freezer Repair',
    icon: 'freezer',
    description: "Upright and chest freezers that won't hold temperature or build up frost.",
    detail: freezer,
    closest: ['refrigerator-repair', 'ice-maker-repair'],
  },
  {
    slug: 'oven-repair',
    name: 'Oven Repair',
    icon: 'oven',
    description: "Ovens that won't heat, bake unevenly or miss the temperature you set.",
    detail: oven,
    closest: ['stove-repair', 'cooktop-repair'],
  },
  {
    slug: 'stove-repair',
    name: 'Stove Repair',
    icon: 'stove',
    description: "Gas and electric ranges with burners that won't light, click or heat.",
    detail: stove,
    closest: ['oven-repair', 'cooktop-repair'],
  },
  {
    slug: 'cooktop-repair',
    name: 'Cooktop Repair',
    icon: 'cooktop',
    description: 'Glass, induction and gas cooktops with dead zones, errors or weak flames.',
    detail: cooktop,
    closest: ['stove-repair', 'oven-repair'],
  },
  {
    slug: 'dishwasher-repair',
    name: 'Dishwasher Repair',
    icon: 'dishwasher',
    description: 'Dishwashers that leave dishes dirty, hold standing water or leak.',
    detail: dishwasher,
    closest: ['garbage-disposal-repair', 'washer-repair'],
  },
  {
    slug: 'microwave-repair',
    name: 'Microwave Repair',
    icon: 'microwave',
    description: "Over-the-range and built-in microwaves that run but don't heat.",
    detail: microwave,
    closest: ['oven-repair'],
  },
  {
    slug: 'ice-maker-repair',
    name: 'Ice Maker Repair',
    icon: 'ice',
    description: 'Ice makers that stop making ice, make small cubes or leak.',
    detail: iceMaker,
    closest: ['refrigerator-repair', 'freezer-repair'],
  },
  {
    slug: 'garbage-disposal-repair',
    name: 'Garbage Disposal Repair',
    icon: 'disposal',
    description: "Disposals that hum, jam, leak under the sink or won't turn on.",
    detail: garbageDisposal,
    closest: ['dishwasher-repair'],
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
