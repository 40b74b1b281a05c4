import type { ServiceDetail } from './types';

export const iceMaker: ServiceDetail = {
  intro: [
    'A freezer that stops making ice is rarely an emergency, but it is one of the calls we get most, especially in July and August. We repair built-in ice makers in refrigerators, the in-door dispensers on French-door models and stand-alone undercounter ice machines.',
    'Ice maker problems are often water problems in disguise: a filter clogged past its date, a supply line kinked behind the fridge or a saddle valve nearly closed. We check the water path before replacing a module, because a new ice maker on a starved line fails the same way.',
  ],
  problems: [
    {
      symptom: 'No Ice at All',
      cause:
        'A frozen fill tube, a failed water inlet valve, an ice maker switched off at its arm or button, or a freezer warmer than about 10°F, which is too warm for the ice maker to cycle.',
      price: { from: 150, to: 360 },
    },
    {
      symptom: 'Small, Hollow or Misshapen Cubes',
      cause:
        'Low water pressure at the valve, usually from a clogged water filter or a supply valve partly closed. The ice maker opens its valve for only a few seconds, so it depends on strong flow.',
      price: { from: 120, to: 260 },
    },
    {
      symptom: 'Cubes Frozen Together in the Bin',
      cause:
        "Ice that partly melts and refreezes: too little use, a freezer cycling too warm, or a dispenser flap that doesn't close and lets warm air in.",
      price: { from: 130, to: 280 },
    },
    {
      symptom: 'Water Leaking From the Ice Maker or Dispenser',
      cause:
        'A cracked fill cup, a leaking inlet valve or a dripping connection on the supply line behind the refrigerator. A slow leak under a fridge can ruin a wood floor, so shut the supply off until we arrive.',
      price: { from: 140, to: 320 },
    },
    {
      symptom: "Dispenser Won't Push Out Ice",
      cause:
        'A chute frozen shut, a broken auger motor or a failed dispenser door motor. On French-door models the ice compartment in the door often frosts up from a worn seal.',
      price: { from: 150, to: 380 },
    },
    {
      symptom: 'Ice Tastes or Smells Bad',
      cause:
        'An old water filter, cubes left in the bin for weeks soaking up freezer odours, or a new plastic supply line. We replace the filter, clean the bin and flush the line.',
      price: { from: 90, to: 200 },
    },
    {
      symptom: 'Makes Too Much Ice and Overflows the Bin',
      cause:
        'A bent or stuck shut-off arm, or on newer models an optical sensor clouded by frost, so the ice maker never learns the bin is full.',
      price: { from: 120, to: 280 },
    },
    {
      symptom: 'Undercounter Ice Machine Makes Little or None',
      cause:
        'Dirty condenser coils, scale on the evaporator plate from hard water, or a failed water pump. These machines need a descale and clean about once a year to keep up.',
      price: { from: 180, to: 450 },
    },
  ],
  brands: [
    'Whirlpool',
    'GE',
    'Samsung',
    'LG',
    'Frigidaire',
    'KitchenAid',
    'Maytag',
    'Bosch',
    'Sub-Zero',
    'Scotsman',
    'U-Line',
    'Manitowoc',
  ],
  brandsText:
    'We repair every major ice maker: the ones inside Whirlpool, GE, Samsung, LG and Frigidaire refrigerators, Sub-Zero built-ins, and the undercounter machines from Scotsman, U-Line and Manitowoc in wet bars and basements.',
  visit: [
    'We test the water pressure and inlet valve, and check the filter date',
    'We measure the freezer temperature and force a harvest cycle',
    'Your price is agreed before we replace anything',
    'We wait for the first fill to see water flow and ice drop',
  ],
};
