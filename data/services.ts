import type { IconName } from '../views/components/icons';

export interface Service {
  slug: string;
  name: string;
  icon: IconName;
  /** One line for cards and the short service pages. */
  description: string;
}

/** The 11 services, in the order the services grid shows them. */
export const services: Service[] = [
  { slug: 'washer-repair', name: 'Washer Repair', icon: 'washer', description: 'Top-load and front-load washers that won’t drain, spin, fill or stop leaking.' },
  { slug: 'dryer-repair', name: 'Dryer Repair', icon: 'dryer', description: 'Gas and electric dryers that run cold, take two cycles, squeal or won’t start.' },
  { slug: 'refrigerator-repair', name: 'Refrigerator Repair', icon: 'refrigerator', description: 'Fridges that run warm, leak water, frost up or won’t stop running.' },
  { slug: 'freezer-repair', name: 'Freezer Repair', icon: 'freezer', description: 'Upright and chest freezers that won’t hold temperature or build up frost.' },
  { slug: 'oven-repair', name: 'Oven Repair', icon: 'oven', description: 'Ovens that won’t heat, bake unevenly or miss the temperature you set.' },
  { slug: 'stove-repair', name: 'Stove Repair', icon: 'stove', description: 'Gas and electric ranges with burners that won’t light, click or heat.' },
  { slug: 'cooktop-repair', name: 'Cooktop Repair', icon: 'cooktop', description: 'Glass, induction and gas cooktops with dead zones, errors or weak flames.' },
  { slug: 'dishwasher-repair', name: 'Dishwasher Repair', icon: 'dishwasher', description: 'Dishwashers that leave dishes dirty, hold standing water or leak.' },
  { slug: 'microwave-repair', name: 'Microwave Repair', icon: 'microwave', description: 'Over-the-range and built-in microwaves that run but don’t heat.' },
  { slug: 'ice-maker-repair', name: 'Ice Maker Repair', icon: 'ice', description: 'Ice makers that stop making ice, make small cubes or leak.' },
  { slug: 'garbage-disposal-repair', name: 'Garbage Disposal Repair', icon: 'disposal', description: 'Disposals that hum, jam, leak under the sink or won’t turn on.' },
];

/** The six services the home page features. */
export const featuredServiceSlugs = ['washer-repair', 'dryer-repair', 'refrigerator-repair', 'dishwasher-repair', 'oven-repair', 'stove-repair'];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export const featuredServices: Service[] = featuredServiceSlugs.map((slug) => {
  const service = findService(slug);
  if (!service) throw new Error(`featured service ${slug} is not in the services list`);
  return service;
});
