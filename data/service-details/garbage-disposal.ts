import type { ServiceDetail } from './types';

export const garbageDisposal: ServiceDetail = {
  intro: [
    'A disposal that hums, jams or drips into the cabinet puts the kitchen sink out of action, and the dishes pile up fast. We repair and replace continuous-feed and batch-feed disposals, and we check the drain line and the dishwasher connection that share its plumbing.',
    'Plenty of disposal calls are jams we free in minutes with the hex key that fits the bottom of the unit. When a motor has burned out or the grinding chamber has rusted through, a repair rarely makes sense; we show you why and can fit a new unit on the same visit if you want one.',
  ],
  problems: [
    {
      symptom: "Hums but Won't Turn",
      cause:
        'A jam: a fruit pit, a bone or a bottle cap wedged between the turntable and the grinding ring. Switch it off straight away; a long hum trips the overload or burns out the motor. We free it from below with a hex key.',
      price: { from: 90, to: 200 },
    },
    {
      symptom: 'Silent When Switched On',
      cause:
        'The red reset button on the bottom has tripped, the wall switch or its wiring has failed, or the outlet under the sink sits on a tripped GFCI. We check each of these before blaming the motor.',
      price: { from: 90, to: 220 },
    },
    {
      symptom: 'Leaking From the Bottom of the Unit',
      cause:
        'Water from the very bottom means the seals inside have failed, and no repair lasts. The good news is that a new disposal fits the same mounting ring in most kitchens, and this price includes the new unit.',
      price: { from: 280, to: 520 },
    },
    {
      symptom: 'Leaking at the Sink Flange or the Side Connections',
      cause:
        "Plumber's putty dried out under the sink flange, a loose mounting ring, or a worn gasket where the dishwasher hose or the drain pipe joins the disposal. These we reseal and tighten.",
      price: { from: 120, to: 260 },
    },
    {
      symptom: 'Drains Slowly or Backs up Into the Other Bowl',
      cause:
        'Food packed into the trap or the pipe past the disposal, often potato peels, rice or coffee grounds, or a disposal whose grinding ring is too worn to grind fine.',
      price: { from: 120, to: 280 },
    },
    {
      symptom: 'Grinding, Rattling or Metal on Metal',
      cause:
        'A spoon, a screw or a ring has dropped into the chamber, or a lug on the turntable has broken. Turn off the switch and the breaker before reaching in; better still, let us fish it out.',
      price: { from: 90, to: 220 },
    },
    {
      symptom: 'A Smell That Comes Back After Cleaning',
      cause:
        'Food trapped under the rubber splash guard and along the chamber walls, or a drain line with a slow clog. We clean the baffle, flush the line and check the trap.',
      price: { from: 90, to: 180 },
    },
    {
      symptom: 'Keeps Tripping Its Reset Button',
      cause:
        'A motor straining against a partial jam, long runs without enough cold water, or a motor near the end of its life. If it trips with an empty chamber, replacement is the honest answer.',
      price: { from: 120, to: 480 },
    },
  ],
  brands: ['InSinkErator', 'Waste King', 'Moen', 'Badger', 'KitchenAid', 'GE', 'Whirlpool', 'Frigidaire', 'Anaheim'],
  brandsText:
    'We repair and install every major garbage disposal brand, including the InSinkErator and Badger units under most DC-area sinks, Waste King and Moen continuous-feed models, and GE and KitchenAid batch-feed disposals.',
  visit: [
    "We free a jam and reset the motor, or trace why it won't run",
    'We check the sink flange, the dishwasher inlet and the drain for leaks',
    'A quote to repair or replace, with the price of a new unit included',
    'We run water and food scraps through to prove it grinds, drains and seals',
  ],
};
