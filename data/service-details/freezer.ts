import type { ServiceDetail } from './types';

export const freezer: ServiceDetail = {
  intro: [
    "A freezer that creeps up past 0°F doesn't look broken at first: the ice cream goes soft, then the meat on the top shelf starts to give. We repair upright and chest freezers, garage and basement freezers and the freezer columns of built-in pairs, and we treat a freezer full of a family's food as a same-day job wherever we can.",
    'Chest freezers are simple machines, so when one quits we usually find a cold control, a start relay or a condenser problem rather than anything exotic. Frost-free uprights add a defrost system and two fans, and that is where most of their faults live. We read the temperature with our own probe before touching anything, so the diagnosis rests on numbers, not on the dial.',
  ],
  problems: [
    {
      symptom: 'Running, but Not Cold Enough',
      cause:
        'On a frost-free upright the evaporator is often buried in frost because a defrost heater, defrost thermostat or timer has quit. On a chest freezer we look first at the cold control, the condenser (often hidden inside the cabinet walls) and whether the lid still seals.',
      price: { from: 180, to: 420 },
    },
    {
      symptom: 'Thick Frost or Ice on the Walls and Shelves',
      cause:
        'Damp air getting in: a torn or flattened door gasket, a lid hinge that lets the lid lift, or a door held ajar by an overfilled basket. Heavy frost only on the back panel of a frost-free model points to the defrost circuit instead.',
      price: { from: 150, to: 340 },
    },
    {
      symptom: 'No Light, No Sound, Not Running at All',
      cause:
        'A tripped GFCI outlet in the garage or basement is the first thing we check, then the cold control, the start relay and the compressor overload. Garage freezers work hardest through DC summers and winters and wear these parts out sooner.',
      price: { from: 130, to: 300 },
    },
    {
      symptom: 'Water or Ice on the Floor Under the Freezer',
      cause:
        'A blocked defrost drain lets melt water overflow and refreeze in the bottom of the cabinet, or a cracked drain pan spills it onto the floor. On chest freezers a drain plug that was never pushed back in does the same.',
      price: { from: 140, to: 280 },
    },
    {
      symptom: 'Runs Nonstop and the Cabinet Sides Feel Hot',
      cause:
        'Dust and lint on the condenser coils or a stalled condenser fan, so the heat has nowhere to go. A freezer pushed tight against a wall or sitting in a hot utility room behaves the same way. Cleaning and a new fan motor fix most of these.',
      price: { from: 140, to: 320 },
    },
    {
      symptom: 'Buzzing, Clicking or a Rattling Fan',
      cause:
        'An evaporator fan blade scraping on ice, a condenser fan motor with dry bearings, or the start relay clicking as the compressor tries and fails to start. Each noise has its own pitch, and we listen before we open a panel.',
      price: { from: 150, to: 330 },
    },
    {
      symptom: 'Temperature Swings, or Food Frozen Far Too Hard',
      cause:
        "A cold control or thermistor reading wrong, so the compressor runs long past its setpoint, or on electronic models a failing control board. We compare the sensor's reading against our probe to tell which part is lying.",
      price: { from: 160, to: 380 },
    },
    {
      symptom: "Alarm Beeping or a Warning Light That Won't Clear",
      cause:
        'Most uprights sound an alarm when the cabinet climbs above a set temperature, usually after a power cut or a door left open. If it keeps sounding once the freezer is cold again, a sensor or the control board has failed.',
      price: { from: 130, to: 340 },
    },
  ],
  brands: [
    'Frigidaire',
    'GE',
    'Whirlpool',
    'Kenmore',
    'Maytag',
    'Samsung',
    'LG',
    'Electrolux',
    'Haier',
    'Insignia',
    'Sub-Zero',
    'Amana',
  ],
  brandsText:
    'We repair every major freezer brand: the Frigidaire and GE chest freezers in basements and garages, Whirlpool and Kenmore uprights, compact Haier and Insignia units in apartments, and the built-in Sub-Zero freezer columns of custom kitchens.',
  visit: [
    'We read the cabinet and evaporator temperatures with our own probe',
    'We check the door or lid seal, the condenser and the defrost parts',
    'You get the fault and the price before any work begins',
    'We load your food back and watch the freezer pull down before we leave',
  ],
};
