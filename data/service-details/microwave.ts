import type { ServiceDetail } from './types';

export const microwave: ServiceDetail = {
  intro: [
    'An over-the-range microwave is part of the kitchen: bolted to the wall and the cabinet above, often doubling as the range hood, so replacing one is a bigger job than it looks. We repair over-the-range, built-in, drawer and trim-kit microwaves, and we tell you honestly when a countertop model is cheaper to replace.',
    'Every microwave holds a high-voltage capacitor that keeps a dangerous charge after it is unplugged, so please leave the cover on. Our technicians discharge it safely, then test the magnetron, diode, capacitor, door switches and fuses one by one before quoting.',
  ],
  problems: [
    {
      symptom: 'Runs With the Light on, but Food Stays Cold',
      cause:
        'The high-voltage circuit has failed: usually the diode or the magnetron, sometimes the capacitor or the transformer. The turntable and light run on the low-voltage side, which is why everything else looks normal.',
      price: { from: 180, to: 380 },
    },
    {
      symptom: 'Completely Dead, No Display',
      cause:
        'A blown main fuse, often after a door switch failed and shorted, or a control board that has lost power. A fuse that blows again means the cause is still there, so we find it before fitting a new one.',
      price: { from: 130, to: 300 },
    },
    {
      symptom: 'Sparks or Arcing Inside',
      cause:
        "A waveguide cover (the small panel on the side wall) soaked with splatter and burning, peeling paint in the cavity, or metal where it shouldn't be. A charred cover is cheap to replace; a burned-through cavity can end the microwave.",
      price: { from: 110, to: 260 },
    },
    {
      symptom: "Turntable Won't Turn",
      cause:
        'A failed turntable motor under the cavity floor, or a cracked coupler. Food still heats, but unevenly, with scalding edges and a frozen middle.',
      price: { from: 110, to: 220 },
    },
    {
      symptom: "Starts by Itself or Won't Stop",
      cause:
        "A touchpad with a shorted key, usually from steam or a spill, or a relay stuck closed on the control board. Unplug it and don't use it until it has been checked.",
      price: { from: 150, to: 340 },
    },
    {
      symptom: 'Harsh Buzzing or Humming While Heating',
      cause:
        'A failing magnetron or high-voltage diode buzzes, and the sound grows over a few weeks. A grinding noise points to the turntable motor or the cooling fan instead.',
      price: { from: 170, to: 360 },
    },
    {
      symptom: 'Vent Fan or Cooktop Light Not Working',
      cause:
        'On over-the-range models, a vent fan motor, a relay on the control board or a burned-out bulb. The vent matters here, because it is what clears steam and grease from the stove below.',
      price: { from: 130, to: 300 },
    },
    {
      symptom: "Door Won't Latch, or It Stops When the Door Is Bumped",
      cause:
        'A broken door latch hook or a worn door switch. The interlock switches keep the microwave from running with the door open, so we replace them as a set and test each one.',
      price: { from: 130, to: 280 },
    },
  ],
  brands: [
    'GE',
    'Whirlpool',
    'Samsung',
    'LG',
    'Panasonic',
    'Sharp',
    'Frigidaire',
    'KitchenAid',
    'Maytag',
    'Bosch',
    'Thermador',
    'Wolf',
  ],
  brandsText:
    'We repair every major microwave brand, especially over-the-range models from GE, Whirlpool, Samsung and LG, built-in units from KitchenAid and Bosch, and the Sharp and Wolf microwave drawers in island kitchens.',
  visit: [
    'We safely discharge the capacitor and test the high-voltage parts',
    'We check the door switches, the fuse and the control board',
    'A firm price, or an honest word that a new one costs less',
    'A timed water test to confirm it heats at full power',
  ],
};
