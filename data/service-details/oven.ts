import type { ServiceDetail } from './types';

export const oven: ServiceDetail = {
  intro: [
    'An oven never picks a quiet week to fail; it goes on Thanksgiving morning or the night guests are due. We repair electric and gas ovens, single and double wall ovens, and the oven half of freestanding ranges across DC and the Maryland suburbs.',
    'Most oven faults come down to a short list of parts: bake and broil elements, gas igniters, temperature sensors, door locks and control boards. We carry the common ones, test each with a meter before replacing it, and check the finished repair with a thermometer in the cavity before we call it done.',
  ],
  problems: [
    {
      symptom: "Won't Heat at All",
      cause:
        'On an electric oven, a bake element that has burned through (you can often see the blister or the break), or a blown thermal fuse. On a gas oven, a weak igniter that glows but never draws enough current to open the gas valve.',
      price: { from: 160, to: 340 },
    },
    {
      symptom: 'Takes Forever to Preheat',
      cause:
        'A tired gas igniter is the classic cause: it glows orange for a minute or more before the burner catches. On electric ovens one element may be dead, so the oven is trying to preheat on the broil element alone.',
      price: { from: 150, to: 300 },
    },
    {
      symptom: 'Temperature off by 25 Degrees or More',
      cause:
        'A faulty temperature sensor (the thin probe at the back of the cavity), a loose sensor connection or a door gasket that leaks heat. Many ovens also let us correct the offset, and we do that once the part is sorted.',
      price: { from: 130, to: 290 },
    },
    {
      symptom: 'Bakes Unevenly or Burns on the Bottom',
      cause:
        "A broil element that no longer helps during preheat, a convection fan that has stopped, or on gas models a cracked oven floor letting the flame heat one spot. Dark pans and a crowded rack make it worse, and we'll tell you if that is all it is.",
      price: { from: 150, to: 360 },
    },
    {
      symptom: 'Door Stuck Locked After a Self-Clean',
      cause:
        'The lock motor or the door switch failed while the oven was at cleaning heat, or the control never saw the cavity cool. Self-clean is hard on ovens; it is the single most common moment for a lock or a board to give out.',
      price: { from: 170, to: 380 },
    },
    {
      symptom: 'Error Code, or the Control Beeps and Shuts Off',
      cause:
        'Codes such as F3, F9 or E1 usually point to a sensor circuit, the door lock or a stuck relay on the control board. We read the code, test the part it names and only replace the board when nothing else explains the fault.',
      price: { from: 180, to: 480 },
    },
    {
      symptom: 'Gas Smell, or the Burner Lights With a Whoosh',
      cause:
        "Delayed ignition from a weak igniter lets gas gather before it lights, and a steady smell can be a loose fitting. Turn the oven off and air the room; if the smell is strong, leave the house and call your gas company's emergency line before you call us.",
      price: { from: 150, to: 320 },
    },
    {
      symptom: 'Broiler, Light or Convection Fan Not Working',
      cause:
        'A broil element burned open, a bulb socket that has lost contact, or a convection fan motor with worn bearings. These are small jobs we usually finish from parts on the truck.',
      price: { from: 120, to: 280 },
    },
  ],
  brands: [
    'Whirlpool',
    'GE',
    'Frigidaire',
    'KitchenAid',
    'Samsung',
    'LG',
    'Bosch',
    'Maytag',
    'Electrolux',
    'Jenn-Air',
    'Thermador',
    'Wolf',
    'Viking',
    'Café',
  ],
  brandsText:
    'We repair every major oven brand, from GE and Frigidaire ranges in rental kitchens to KitchenAid and Bosch wall ovens, and the Wolf, Thermador and Viking ranges in remodelled kitchens in Bethesda and Chevy Chase.',
  visit: [
    'We test the elements, igniter and temperature sensor with a meter',
    'On gas ovens we check the connection and the burner flame',
    'You hear the price before any part goes in',
    'A bake test with our thermometer, and calibration if it needs it',
  ],
};
