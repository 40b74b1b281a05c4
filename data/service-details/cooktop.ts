import type { ServiceDetail } from './types';

export const cooktop: ServiceDetail = {
  intro: [
    'A cooktop set into a counter is harder to live without than it looks, because there is no oven underneath to fall back on. We repair radiant glass, induction and gas cooktops, downdraft models and rangetops in islands and counters across the District and Maryland.',
    'Glass and induction cooktops are electronic appliances as much as heating ones: touch controls, power boards, temperature limiters and cooling fans usually fail long before the glass does. We diagnose with the cooktop in place when we can and lift it out of the counter only when the repair calls for it.',
  ],
  problems: [
    {
      symptom: "One Zone on a Glass Cooktop Won't Heat",
      cause:
        'A radiant element that has burned open, a limiter that has failed on that zone, or the switch or relay feeding it. We measure each part, since a dead element often looks perfectly normal through the glass.',
      price: { from: 160, to: 360 },
    },
    {
      symptom: 'Induction Zone Says No Pan, or Flashes a Symbol',
      cause:
        'The pan may not be magnetic enough or may be too small for the zone, which a fridge magnet on its base will tell you. If a proper pan is still refused, the induction coil or its power board is at fault.',
      price: { from: 180, to: 480 },
    },
    {
      symptom: 'Touch Controls Ignore You or Beep on Their Own',
      cause:
        'Water, a spill or cleaner residue over the controls, a control lock left on, or a failing touch board. A wipe-down and a reset cure some; the rest need the board.',
      price: { from: 170, to: 420 },
    },
    {
      symptom: 'Cracked or Chipped Glass Top',
      cause:
        'A heavy pot dropped on the edge, or sugar that melted onto a hot surface and pulled the glass as it cooled. A crack lets spills reach the wiring, so stop using it; on most models we replace the top as a complete assembly.',
      price: { from: 320, to: 650 },
    },
    {
      symptom: "Gas Burner Won't Light or Lights Weakly",
      cause:
        'A clogged burner head, a cap seated crooked after cleaning, or a cracked ceramic igniter. On sealed-burner cooktops the igniter and cap are the usual suspects, and we carry the common sizes.',
      price: { from: 130, to: 280 },
    },
    {
      symptom: 'Error Code, Then the Cooktop Shuts Down',
      cause:
        'Induction and glass models stop themselves when a cooling fan fails, a temperature sensor reads out of range or the controls lose contact with the power board. Where the model keeps a fault history, we read it first.',
      price: { from: 170, to: 450 },
    },
    {
      symptom: "Downdraft Vent Won't Rise or Barely Pulls",
      cause:
        "A failed lift motor or a stripped gear, a grease filter so clogged the fan can't move air, or a duct damper stuck shut. We clean what we can reach and tell you if the duct itself needs work.",
      price: { from: 160, to: 380 },
    },
    {
      symptom: 'Zone Stays Hot After Switching off, or Heats by Itself',
      cause:
        'A relay stuck closed on the power board or a switch welded shut. Turn the cooktop off at the breaker and leave it off until it has been checked.',
      price: { from: 170, to: 400 },
    },
  ],
  brands: [
    'Bosch',
    'GE',
    'Café',
    'Frigidaire',
    'Whirlpool',
    'KitchenAid',
    'Samsung',
    'LG',
    'Electrolux',
    'Jenn-Air',
    'Thermador',
    'Wolf',
    'Miele',
  ],
  brandsText:
    'We repair every major cooktop brand, including Bosch and GE induction tops, Frigidaire and Whirlpool radiant glass cooktops, KitchenAid and Jenn-Air downdraft units, and Wolf, Thermador and Miele gas and induction models in high-end kitchens.',
  visit: [
    'We test each zone or burner and read any stored fault codes',
    'We check the wiring and the breaker that feed the cooktop',
    'A clear price, and a straight answer on whether the glass or a board is worth replacing',
    'A final test on every zone with your own pans',
  ],
};
