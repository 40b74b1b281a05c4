import type { ServiceDetail } from './types';

export const dishwasher: ServiceDetail = {
  intro: [
    'A dishwasher that leaves a puddle or a rack of dirty plates turns a five-minute chore into an evening at the sink. We repair built-in, drawer and compact dishwashers in kitchens across DC and the Maryland suburbs, and on every call we look under the sink at the water supply and the drain connection too.',
    'Drain pumps, wash motors, inlet valves, float switches, door latches and spray arms cause most dishwasher calls, and we carry them. Hard water in parts of the area also leaves scale that makes a healthy machine clean badly, so we check for it before blaming a part.',
  ],
  problems: [
    {
      symptom: 'Standing Water in the Bottom After a Cycle',
      cause:
        'A clogged filter under the lower spray arm, a drain hose kinked behind the cabinet, a new disposal whose knockout plug was never removed, or a drain pump that has failed. We start at the filter and work back toward the sink.',
      price: { from: 140, to: 320 },
    },
    {
      symptom: 'Dishes Come Out Dirty or Gritty',
      cause:
        "Spray arm holes blocked with seeds or glass, a worn wash motor, low water from a clogged inlet screen, or water that never gets hot enough. Running the kitchen tap until it's hot before you start a cycle is a free test.",
      price: { from: 140, to: 340 },
    },
    {
      symptom: 'Leaking Onto the Kitchen Floor',
      cause:
        'A worn door gasket, a cracked spray arm aiming water at the door, a loose drain hose clamp, or suds from hand-washing liquid. Where the water shows up, under the door or under the kickplate, tells us where to look.',
      price: { from: 150, to: 350 },
    },
    {
      symptom: "Won't Start, or Stops Mid-Cycle",
      cause:
        "A door latch switch that doesn't sense the door is shut, a blown thermal fuse in the control, or a failing control board. We rule out a child lock or a delayed start left on before opening anything.",
      price: { from: 160, to: 400 },
    },
    {
      symptom: "Won't Fill With Water",
      cause:
        'A failed inlet valve, a supply valve under the sink that is only partly open, or a float switch held up by debris, so the machine believes it is already full.',
      price: { from: 150, to: 300 },
    },
    {
      symptom: 'Dishes Still Wet at the End',
      cause:
        'On models that dry with heat, a burned-out heating element or high-limit thermostat; on condensation-dry models like Bosch, often an empty rinse-aid dispenser. One is a part, the other is a bottle from the store.',
      price: { from: 120, to: 300 },
    },
    {
      symptom: 'Grinding, Humming or Loud Rattling',
      cause:
        'Broken glass or a fruit pit caught in the pump, worn wash motor bearings, or a spray arm striking a tall pan. A hum with no water moving usually means the pump is jammed or has failed.',
      price: { from: 150, to: 360 },
    },
    {
      symptom: "Door Drops Open or Won't Stay Closed",
      cause:
        'Broken door springs or cables beside the hinges, or a worn latch. Without springs the door slams down under its own weight and soon bends the hinges.',
      price: { from: 120, to: 260 },
    },
  ],
  brands: [
    'Bosch',
    'Whirlpool',
    'KitchenAid',
    'GE',
    'Samsung',
    'LG',
    'Frigidaire',
    'Maytag',
    'Kenmore',
    'Miele',
    'Thermador',
    'Fisher & Paykel',
  ],
  brandsText:
    'We repair every major dishwasher brand, from the Bosch units in so many DC condo kitchens to KitchenAid and Whirlpool built-ins, Miele and Thermador panel-ready models and Fisher & Paykel dish drawers.',
  visit: [
    'We check the filter, the spray arms and the drain connection at the sink',
    "We measure the fill water's temperature and watch a short cycle run",
    'Your price comes before we start',
    'After the repair we run a cycle and check under the door for drips',
  ],
};
