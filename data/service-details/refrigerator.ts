import type { ServiceDetail } from './types';

export const refrigerator: ServiceDetail = {
  headline: 'Refrigerator Repair Before the Groceries Spoil',
  intro: [
    'A refrigerator that runs warm is a deadline: food-safety guidance is to throw out perishable food that has spent more than two hours above 40°F. We treat a warm fridge as urgent and try to get a technician to you the same day, across the District and the Maryland suburbs.',
    'We repair top-freezer, bottom-freezer, side-by-side and French-door refrigerators, plus built-in and counter-depth models. Fans, defrost parts, start relays, thermistors, water valves and ice maker parts are on our trucks, and we can diagnose sealed-system problems before you decide whether to repair or replace.',
  ],
  problems: [
    {
      symptom: 'Freezer Is Cold but the Fridge Is Warm',
      cause:
        'A failed evaporator fan, or a defrost system failure (heater, defrost thermostat or control) that lets frost choke the evaporator coil so no cold air reaches the fresh-food side. A stuck air damper does the same on some models.',
      price: { from: 180, to: 420 },
    },
    {
      symptom: 'Both Sections Are Warm',
      cause:
        'A failed condenser fan, condenser coils caked with dust and pet hair, or a bad start relay that keeps the compressor from running. Less often a compressor or a refrigerant leak, which we confirm before quoting.',
      price: { from: 150, to: 450 },
    },
    {
      symptom: 'Water Pooling Under the Crisper Drawers or on the Floor',
      cause:
        'A defrost drain tube frozen or clogged, so melt water overflows inside the cabinet; or a cracked water line or leaking inlet valve feeding the ice maker and dispenser.',
      price: { from: 140, to: 280 },
    },
    {
      symptom: 'Frost or Ice Building up in the Freezer',
      cause:
        "A torn or warped door gasket letting humid air in, a door that doesn't close by itself, or a defrost component that has failed.",
      price: { from: 160, to: 360 },
    },
    {
      symptom: 'Runs All the Time and Never Shuts Off',
      cause:
        'Dirty condenser coils, a failing defrost system, a leaking door seal or, less often, low refrigerant. A fridge that never rests costs money on every electric bill.',
      price: { from: 130, to: 420 },
    },
    {
      symptom: "Clicks Every Few Minutes but Doesn't Cool",
      cause:
        'The compressor trying to start and the overload cutting it off: usually a failed start relay, sometimes a failing compressor. The relay is an inexpensive part; the compressor is not.',
      price: { from: 140, to: 260 },
    },
    {
      symptom: 'Buzzing, Rattling or Grinding Noises',
      cause:
        'A fan blade hitting ice in the freezer, a worn condenser fan motor, or a water inlet valve buzzing while the ice maker fills. Noises usually point straight at the part.',
      price: { from: 150, to: 340 },
    },
    {
      symptom: 'Ice Maker or Water Dispenser Stopped Working',
      cause:
        'A frozen fill tube, a clogged water filter, a failed water inlet valve or a worn-out ice maker module. We check the water supply first; it is cheaper to fix than the ice maker.',
      price: { from: 160, to: 380 },
    },
  ],
  brands: [
    'Whirlpool',
    'GE',
    'Samsung',
    'LG',
    'Frigidaire',
    'Maytag',
    'KitchenAid',
    'Kenmore',
    'Bosch',
    'Electrolux',
    'Sub-Zero',
    'Thermador',
    'Amana',
    'Fisher & Paykel',
  ],
  brandsText:
    'We repair every major refrigerator brand, from the Frigidaire in a rental kitchen to French-door Samsung and LG models with in-door ice makers, and built-in Sub-Zero, Thermador and KitchenAid units in renovated kitchens from Bethesda to Columbia.',
  visit: [
    'We read both compartments with our own thermometer',
    'We check the condenser coils, fans and defrost system',
    'You hear the price before any part is replaced',
    'We confirm the fridge is cooling down again before we go',
  ],
};
