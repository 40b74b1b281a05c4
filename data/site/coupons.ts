/** The three coupons, redeemed by booking online with the code or by giving it when calling. */
export interface Coupon {
  code: string;
  title: string;
  description: string;
  /** The card's colour theme; each maps to a class in client/styles/pages/coupons.css. */
  colour: 'orange' | 'navy' | 'midnight';
}

export const coupons: Coupon[] = [
  {
    code: 'FIRST25',
    title: '$25 Off Your First Service',
    description: 'New customers save $25 on their first service with us.',
    colour: 'orange',
  },
  {
    code: 'SENIOR15',
    title: '15% Off for Seniors',
    description: 'Customers aged 65 and over save 15% on any repair.',
    colour: 'navy',
  },
  {
    code: 'MAJOR50',
    title: '$50 Off Major Repairs',
    description: 'Save $50 on any repair over $200.',
    colour: 'midnight',
  },
];

/** The fine print that applies to every coupon. */
export const couponTerms: string[] = [
  'Coupons cannot be combined with other offers.',
  'One coupon per service call.',
  'Residential customers only.',
  'Book online with the code, or give it when you call to book.',
];
