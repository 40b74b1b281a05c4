/** The three coupons, redeemed by mentioning the code when calling. */
export interface Coupon {
  code: string;
  title: string;
  description: string;
  /** The card's colour theme; each maps to a class in client/styles/pages/coupons.css. */
  colour: 'orange' | 'blue' | 'green';
}

export const coupons: Coupon[] = [
  {
    code: 'FIRST25',
    title: '$25 Off',
    description: 'Your first service with us: $25 off for new customers.',
    colour: 'orange',
  },
  {
    code: 'SENIOR15',
    title: '15% Off',
    description: 'Senior discount: 15% off any repair for customers aged 65 and over.',
    colour: 'blue',
  },
  {
    code: 'MAJOR50',
    title: '$50 Off',
    description: 'Major repairs: $50 off any repair over $200.',
    colour: 'green',
  },
];

/** The fine print that applies to every coupon. */
export const couponTerms: string[] = [
  'Coupons cannot be combined with other offers.',
  'One coupon per service call.',
  'Residential customers only.',
  'Mention the code when you call to book.',
];
