import { featuredServiceSlugs, services as english, type Service } from '../services';
import type { ServiceDetail } from '../../service-details/types';
import { cooktop } from '../../service-details/es/cooktop';
import { dishwasher } from '../../service-details/es/dishwasher';
import { dryer } from '../../service-details/es/dryer';
import { freezer } from '../../service-details/es/freezer';
import { garbageDisposal } from '../../service-details/es/garbage-disposal';
import { iceMaker } from '../../service-details/es/ice-maker';
import { microwave } from '../../service-details/es/microwave';
import { oven } from '../../service-details/es/oven';
import { refrigerator } from '../../service-details/es/refrigerator';
import { stove } from '../../service-details/es/stove';
import { washer } from '../../service-details/es/washer';

/** A service's words in Spanish; its slug, icon and neighbours are the English service's. */
type ServiceText = Pick<Service, 'name' | 'description'> & { detail: ServiceDetail };

/** Keyed by the English slug, which the Spanish page keeps (decision 0054). */
const text: Record<string, ServiceText> = {
  'washer-repair': {
    name: 'Reparación de lavadoras',
    description:
      'Lavadoras de carga superior y de carga frontal que no desaguan, no centrifugan, no se llenan o no dejan de gotear.',
    detail: washer,
  },
  'dryer-repair': {
    name: 'Reparación de secadoras',
    description: 'Secadoras de gas y eléctricas que no calientan, necesitan dos ciclos, chillan o no arrancan.',
    detail: dryer,
  },
  'refrigerator-repair': {
    name: 'Reparación de refrigeradores',
    description: 'Refrigeradores que no enfrían bien, gotean agua, hacen escarcha o funcionan sin parar.',
    detail: refrigerator,
  },
  'freezer-repair': {
    name: 'Reparación de congeladores',
    description: 'Congeladores verticales y horizontales que no mantienen la temperatura o acumulan escarcha.',
    detail: freezer,
  },
  'oven-repair': {
    name: 'Reparación de hornos',
    description: 'Hornos que no calientan, hornean de forma dispareja o no llegan a la temperatura que usted marca.',
    detail: oven,
  },
  'stove-repair': {
    name: 'Reparación de estufas',
    description: 'Estufas de gas y eléctricas con quemadores que no prenden, hacen clic o no calientan.',
    detail: stove,
  },
  'cooktop-repair': {
    name: 'Reparación de parrillas de cocina',
    description:
      'Parrillas de cocina (cooktops) de vidrio, de inducción y de gas con zonas que no calientan, errores o llamas débiles.',
    detail: cooktop,
  },
  'dishwasher-repair': {
    name: 'Reparación de lavaplatos',
    description: 'Lavaplatos que dejan los platos sucios, se quedan con agua estancada o gotean.',
    detail: dishwasher,
  },
  'microwave-repair': {
    name: 'Reparación de microondas',
    description: 'Microondas sobre la estufa y empotrados que funcionan pero no calientan.',
    detail: microwave,
  },
  'ice-maker-repair': {
    name: 'Reparación de máquinas de hielo',
    description: 'Máquinas de hielo que dejan de hacer hielo, hacen cubos pequeños o gotean.',
    detail: iceMaker,
  },
  'garbage-disposal-repair': {
    name: 'Reparación de trituradores de basura',
    description: 'Trituradores que zumban, se atascan, gotean debajo del fregadero o no encienden.',
    detail: garbageDisposal,
  },
};

/** The 11 services in Spanish, in the English order. A service without its Spanish fails loudly at start-up. */
export const services: Service[] = english.map((service) => {
  const spanish = text[service.slug];
  if (!spanish) throw new Error(`service ${service.slug} has no Spanish text in data/site/es/services.ts`);
  return { ...service, ...spanish };
});

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The home page's six, in Spanish and in the English order. */
export const featuredServices: Service[] = featuredServiceSlugs.map((slug) => {
  const service = findService(slug);
  if (!service) throw new Error(`featured service ${slug} is not in the Spanish services list`);
  return service;
});
