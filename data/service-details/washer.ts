import { laundryBrands } from './laundry-brands';
import type { ServiceDetail } from './types';

export const washer: ServiceDetail = {
  headline: 'Washer Repair in DC and Maryland, Usually the Same Day',
  intro: [
    "A washer that stops halfway through a load leaves you with a drum of soaking clothes and, often, water where it shouldn't be. We repair top-load and front-load washers, stacked laundry centres in condo closets and washer-dryer pairs in basements across the District and the Maryland suburbs.",
    'Our technicians carry drain pumps, lid switches, door locks, inlet valves, belts and couplers on the truck, so most washers are running again in one visit. We tell you what failed and what it costs before we start, and if a machine is not worth fixing we say so.',
  ],
  problems: [
    {
      symptom: 'Water Left in the Drum After the Cycle',
      cause:
        "Usually a clogged drain pump filter (the coin trap behind the front-loader's kick panel), a sock caught in the pump or a kinked drain hose. If the pump hums but moves no water, the pump itself has failed.",
      price: { from: 150, to: 320 },
    },
    {
      symptom: "Won't Spin, or Spins Too Slowly",
      cause:
        'On top-loaders often a worn drive belt, a broken motor coupler or a failed lid switch; on front-loaders a door lock that never reports closed. An unbalanced load can also stop the spin, so we rule that out first.',
      price: { from: 160, to: 340 },
    },
    {
      symptom: 'Leaking Onto the Floor',
      cause:
        'A torn or mouldy door boot gasket on front-loaders, a cracked fill hose, a leaking pump seal or too much detergent, which makes suds overflow through the vent. Where the puddle forms tells us which.',
      price: { from: 150, to: 380 },
    },
    {
      symptom: 'Shaking, Banging or Walking Across the Floor',
      cause:
        'Worn shock absorbers or suspension springs, feet that are not level, or on a new machine, shipping bolts that were never removed. Left alone, the shaking damages the tub and the floor.',
      price: { from: 180, to: 360 },
    },
    {
      symptom: "Won't Fill, or Fills Very Slowly",
      cause:
        'Clogged screens in the water inlet valve (common with older DC plumbing and hard water), a failed inlet valve coil, or supply taps that are only half open.',
      price: { from: 160, to: 300 },
    },
    {
      symptom: 'Musty Smell From a Front-Loader',
      cause:
        'Biofilm in the door gasket, the detergent drawer and the drain pump filter, made worse by regular detergent in an HE machine and a door kept shut. We clean what can be cleaned and replace a gasket that is past saving.',
      price: { from: 120, to: 380 },
    },
    {
      symptom: "Door Won't Lock, Won't Open, or the Washer Won't Start",
      cause:
        'A failed door lock assembly or lid switch, which stops every cycle for safety; less often a control board fault. The error code on the display narrows it down.',
      price: { from: 170, to: 330 },
    },
    {
      symptom: 'Loud Grinding or Roaring During the Spin',
      cause:
        'Worn tub bearings, usually after the tub seal has let water reach them, or a coin or underwire rattling in the pump. Bearings caught early are cheaper than a new machine.',
      price: { from: 380, to: 650 },
    },
  ],
  brands: laundryBrands,
  brandsText:
    'We repair every major washer brand, from twenty-year-old direct-drive Whirlpools to the latest Samsung and LG front-loaders, compact Bosch and Miele units in condo closets, and Speed Queens built to last. We use manufacturer-grade parts and carry the ones that fail most often.',
  visit: [
    'We check the drain pump filter, hoses and door boot before anything else',
    'We run the washer through fill, agitate and spin to see the fault happen',
    'You hear the price before we pick up a tool',
    'A test load after the repair, and a look under the machine for drips',
  ],
};
