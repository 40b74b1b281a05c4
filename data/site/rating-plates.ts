/**
 * Where an appliance's rating plate (with its model number) usually is, per appliance type: the words the
 * details step shows under "Where do I find it?", and our own simple drawing of it. Each drawing is the
 * appliance's outline in a 120 × 120 box (`outline`: SVG path data) and the plate as a marked rectangle
 * (`plate`: x, y, width, height in the same box). Data only: views/booking/RatingPlate.tsx draws it.
 */

export interface RatingPlate {
  /** Where to look, in a sentence or two. */
  where: string;
  outline: string;
  plate: readonly [x: number, y: number, width: number, height: number];
}

const fridge: RatingPlate = {
  where: 'Inside the fresh-food compartment, on a side wall near the top or behind the crisper drawers.',
  outline: 'M30 6h60v108H30z M30 44h60 M80 14v22 M80 52v30',
  plate: [36, 50, 18, 10],
};

const front: RatingPlate = {
  where: 'On the door frame or the inside edge of the door: open the door and look around the opening.',
  outline: 'M20 20h80v90H20z M20 36h80 M60 74m-24 0a24 24 0 1 0 48 0a24 24 0 1 0-48 0',
  plate: [22, 40, 16, 9],
};

const range: RatingPlate = {
  where: 'Open the oven door or pull out the storage drawer: the plate is on the frame around the opening.',
  outline: 'M18 14h84v96H18z M18 30h84 M30 40h60v44H30z M18 92h84',
  plate: [20, 86, 18, 6],
};

const cooktop: RatingPlate = {
  where: 'Under the cooktop: open the cabinet below and look at the underside of the burner box.',
  outline: 'M10 40h100v14H10z M26 34h20 M74 34h20 M18 54v50 M102 54v50',
  plate: [50, 56, 20, 9],
};

const dishwasher: RatingPlate = {
  where: 'Open the door: the plate is on the edge of the inner door or the side of the tub opening.',
  outline: 'M20 10h80v100H20z M20 26h80 M30 36h60v64H30z',
  plate: [88, 40, 10, 18],
};

const microwave: RatingPlate = {
  where: 'Open the door: the plate is on the frame beside the opening, or on the back of the oven.',
  outline: 'M8 30h104v60H8z M16 38h64v44H16z M88 40h16v40H88z',
  plate: [82, 84, 24, 5],
};

const disposal: RatingPlate = {
  where: 'On the bottom or the side of the unit under the sink: a flashlight helps.',
  outline: 'M40 10h40v14H40z M34 24h52v70H34z M44 94h32v12H44z',
  plate: [46, 50, 28, 14],
};

/** Per appliance, by data/site/services.ts's slug; an appliance not listed shows the washer's words. */
export const ratingPlates: Record<string, RatingPlate> = {
  'washer-repair': front,
  'dryer-repair': front,
  'refrigerator-repair': fridge,
  'freezer-repair': fridge,
  'ice-maker-repair': fridge,
  'oven-repair': range,
  'stove-repair': range,
  'cooktop-repair': cooktop,
  'dishwasher-repair': dishwasher,
  'microwave-repair': microwave,
  'garbage-disposal-repair': disposal,
};

export const ratingPlateFor = (service: string): RatingPlate => ratingPlates[service] ?? front;
