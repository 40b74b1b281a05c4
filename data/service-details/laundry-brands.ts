/** The washer and dryer brands we service: laundry pairs come from the same makers, so both pages list them. */
export const laundryBrands: string[] = [
  'Whirlpool',
  'Maytag',
  'GE',
  'Samsung',
  'LG',
  'Frigidaire',
  'Electrolux',
  'Kenmore',
  'Bosch',
  'Miele',
  'Speed Queen',
  'Amana',
];
