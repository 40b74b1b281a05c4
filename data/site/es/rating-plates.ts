import { ratingPlateFor, ratingPlates } from '../rating-plates';

/**
 * Where the rating plate is, in Spanish, keyed by the English words of data/site/rating-plates.ts: the drawings
 * and which appliance shows which stay in the English file, so only the sentence differs.
 */
const where: Record<string, string> = {
  'Inside the fresh-food compartment, on a side wall near the top or behind the crisper drawers.':
    'Dentro del compartimiento de alimentos frescos, en una pared lateral cerca de la parte de arriba o detrás de los cajones de verduras.',
  'On the door frame or the inside edge of the door: open the door and look around the opening.':
    'En el marco de la puerta o en el borde interior de la puerta: abra la puerta y busque alrededor de la abertura.',
  'Open the oven door or pull out the storage drawer: the plate is on the frame around the opening.':
    'Abra la puerta del horno o saque el cajón de abajo: la placa está en el marco alrededor de la abertura.',
  'Under the cooktop: open the cabinet below and look at the underside of the burner box.':
    'Debajo de la parrilla de cocina: abra el gabinete de abajo y mire la parte inferior de la caja de los quemadores.',
  'Open the door: the plate is on the edge of the inner door or the side of the tub opening.':
    'Abra la puerta: la placa está en el borde de la puerta interior o a un lado de la abertura de la tina.',
  'Open the door: the plate is on the frame beside the opening, or on the back of the oven.':
    'Abra la puerta: la placa está en el marco junto a la abertura o en la parte de atrás del horno.',
  'On the bottom or the side of the unit under the sink: a flashlight helps.':
    'En la parte de abajo o a un lado del aparato, debajo del fregadero: una linterna ayuda.',
};

// Every English sentence has its Spanish, or the server stops at start-up naming this file (decision 0054).
for (const plate of Object.values(ratingPlates))
  if (!where[plate.where]) throw new Error(`data/site/es/rating-plates.ts: no Spanish for "${plate.where}"`);

/** Where to look for an appliance's rating plate, in Spanish. */
export const plateWhereIn = (service: string): string => where[ratingPlateFor(service).where]!;
