import { laundryBrands } from './laundry-brands';
import type { ServiceDetail } from './types';

export const dryer: ServiceDetail = {
  headline: 'Dryer Repair for Gas and Electric Dryers Across the DC Area',
  intro: [
    'When a dryer runs cold or needs two cycles, the laundry piles up fast. We repair gas and electric dryers, stacked units and full-size machines, and we check the vent on every call, because a blocked vent is behind more dryer failures than any single part.',
    'Heating elements, thermal fuses, thermostats, igniters, gas valve coils, belts, rollers and idler pulleys ride on our trucks, so most dryers are fixed in one visit. If a vent needs cleaning or a crushed foil duct needs replacing, we show you.',
  ],
  problems: [
    {
      symptom: "Runs but Doesn't Heat",
      cause:
        'On electric dryers a burned-out heating element, a blown thermal fuse or a tripped high-limit thermostat; on gas dryers a failed igniter or flame sensor. On an electric dryer, a 240-volt circuit that has lost one of its two legs (half of a double breaker, or one blown fuse in an older panel) also lets the drum turn with no heat.',
      price: { from: 150, to: 320 },
    },
    {
      symptom: 'Takes Two Cycles to Dry a Load',
      cause:
        'Almost always airflow: a clogged lint screen housing, a long or crushed vent duct, or a blocked outside hood. A worn cycling thermostat or a moisture sensor coated with dryer-sheet residue can also end cycles early.',
      price: { from: 120, to: 260 },
    },
    {
      symptom: "Won't Start at All",
      cause:
        'A blown thermal fuse (usually because the vent is restricted), a broken door switch, a failed start switch, or a snapped belt tripping the belt switch on models that have one.',
      price: { from: 130, to: 260 },
    },
    {
      symptom: "Motor Hums but the Drum Doesn't Turn",
      cause:
        'A broken drive belt or a seized idler pulley; less often a failed motor. Unplug it: a stalled motor left humming overheats.',
      price: { from: 150, to: 290 },
    },
    {
      symptom: 'Squealing, Thumping or Scraping',
      cause:
        'Worn drum rollers or support bearings, a dry idler pulley, or worn drum glides and felt seals. A coin or button stuck between drum and housing makes a scraping sound too.',
      price: { from: 170, to: 330 },
    },
    {
      symptom: 'Shuts off a Few Minutes Into the Cycle',
      cause:
        'An overheating motor tripping its internal protector, or a restricted vent making the thermostat cycle off. Cleaning the vent without finding the cause only buys time.',
      price: { from: 150, to: 380 },
    },
    {
      symptom: 'Burning Smell or Clothes Too Hot',
      cause:
        'Lint built up inside the cabinet around the heater or burner, a vent blocked solid, or a cycling thermostat stuck closed. Stop using the dryer and call us: this is how dryer fires start.',
      price: { from: 140, to: 320 },
    },
    {
      symptom: 'Gas Dryer Lights, Then Goes Cold',
      cause:
        'Weak gas valve solenoid coils: the burner lights, shuts off as the coils heat up and never relights. It is one of the most common gas dryer repairs we make, and the coils are on our trucks.',
      price: { from: 150, to: 260 },
    },
  ],
  brands: laundryBrands,
  brandsText:
    'We work on every major dryer brand, gas and electric, vented and ventless (condenser and heat-pump) models, including the compact Bosch and Miele dryers common in DC condos and the Whirlpool and Maytag pairs in suburban laundry rooms.',
  visit: [
    'We check the vent run from the dryer to the outside hood on every call',
    'We test the heat source, thermal fuse and thermostats with a meter',
    'You get the price before any work begins',
    'A timed heat test and the vent airflow measured before we leave',
  ],
};
