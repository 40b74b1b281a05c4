import type { ServiceDetail } from './types';

export const stove: ServiceDetail = {
  intro: [
    'When the stove quits, dinner stops, so a range is the appliance a household misses first. We repair freestanding and slide-in ranges, gas, electric and dual-fuel, from 30-inch apartment stoves to 48-inch professional ranges, and this page is about the burners and surface controls you use every day.',
    "Most of our stove calls are for surface burners: gas burners that click and won't light, electric coils that stay cold or won't turn down. Spark modules, igniter switches, burner heads, infinite switches, coil receptacles and knobs ride on the truck, and we test every burner on the range before we leave, not only the one that failed.",
  ],
  problems: [
    {
      symptom: "Gas Burner Clicks but Won't Light",
      cause:
        'A burner cap sitting off-centre, ports clogged with boiled-over food, or an igniter still wet from cleaning. If a clean, dry burner clicks with no flame, the igniter or the gas supply to that burner needs attention.',
      price: { from: 120, to: 260 },
    },
    {
      symptom: 'Igniters Keep Clicking After the Burner Lights',
      cause:
        "Moisture or grease inside one burner's switch behind the knob, or a spark module that has shorted. All the igniters click together because they share one module, so we test switch by switch to find the one holding it on.",
      price: { from: 140, to: 300 },
    },
    {
      symptom: 'Electric Coil Stays Cold or Only Heats on High',
      cause:
        'A burned receptacle (the block the coil plugs into) or a failed infinite switch behind the knob. Scorch marks on the receptacle tell us it has to be replaced along with the coil, not the coil alone.',
      price: { from: 130, to: 280 },
    },
    {
      symptom: 'Weak, Yellow or Uneven Gas Flame',
      cause:
        'Clogged burner ports, a burner head sitting crooked, or a range converted from propane that still has the wrong orifices. A healthy flame is blue with small, even cones; yellow flames leave soot and waste gas.',
      price: { from: 120, to: 260 },
    },
    {
      symptom: "Burner Won't Turn Down or Won't Switch Off",
      cause:
        "A surface element switch welded closed, so the burner gets full power whatever the knob says. It is a safety problem: switch the breaker off and leave that burner alone until it's fixed.",
      price: { from: 140, to: 290 },
    },
    {
      symptom: 'Knobs Loose, Cracked or Spinning Freely',
      cause:
        'A split knob, or the D-shaped valve stem worn round underneath it. We order the exact knobs for your model and check the valve behind them, because a stem that spins can leave the gas half on.',
      price: { from: 90, to: 220 },
    },
    {
      symptom: 'Range Tips or Rocks When the Oven Door Opens',
      cause:
        'A missing or disconnected anti-tip bracket, often after a floor refinish or a move. Every range needs one to keep it from tipping onto a child standing on the open door, and we fit it on the spot.',
      price: { from: 90, to: 180 },
    },
    {
      symptom: 'Sparks, a Burning Smell or a Tripped Breaker',
      cause:
        'A cracked coil element shorting out, a terminal block with scorched wires at the back of the range, or a power cord never tightened at installation. Stop using the range until we have checked it.',
      price: { from: 150, to: 340 },
    },
  ],
  brands: [
    'GE',
    'Whirlpool',
    'Frigidaire',
    'Samsung',
    'LG',
    'Maytag',
    'KitchenAid',
    'Bosch',
    'Amana',
    'Kenmore',
    'Viking',
    'Wolf',
    'Thermador',
    'BlueStar',
  ],
  brandsText:
    'We repair every major range brand: the GE and Whirlpool stoves in DC rowhouses, Samsung and LG slide-in ranges in newer condos, and professional-style Viking, Wolf, BlueStar and Thermador ranges with sealed and open burners.',
  visit: [
    'We light or power every burner and watch each flame or coil',
    'We check the gas connection, the shut-off valve and the anti-tip bracket',
    'Price agreed before any part is replaced',
    'We clean the burner ports we worked on and show you how to keep them clear',
  ],
};
