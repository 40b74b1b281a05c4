import { business } from './business';

/**
 * A Done visit's price (docs/office.md, "Price and receipt"): the arithmetic the form, the receipt and the
 * reports share, in integer cents. Pure, so the form, the e-mail and the PDF can never disagree.
 */

export const PAYMENTS = ['cash', 'card', 'check', 'unpaid'] as const;
export type Payment = (typeof PAYMENTS)[number];

export const isPayment = (value: string): value is Payment => (PAYMENTS as readonly string[]).includes(value);

export const paymentLabels: Record<Payment, string> = {
  cash: 'Cash',
  card: 'Card',
  check: 'Check',
  unpaid: 'Not paid yet',
};

/** The service call fee, in cents, from data/business.ts. */
export const SERVICE_CALL_FEE_CENTS = business.serviceCallFee * 100;

/** The coupons of data/site/coupons.ts as prices: one per service call, never combined. */
export const COUPON_RULES = {
  FIRST25: { kind: 'amount', cents: 2500, label: '$25 off your first service' },
  SENIOR15: { kind: 'percent', percent: 15, label: '15% off for seniors' },
  MAJOR50: { kind: 'amount', cents: 5000, overCents: 20000, label: '$50 off a repair over $200' },
} as const satisfies Record<
  string,
  { kind: 'amount' | 'percent'; cents?: number; percent?: number; overCents?: number; label: string }
>;
export type CouponCode = keyof typeof COUPON_RULES;
export const COUPON_CODES = Object.keys(COUPON_RULES) as CouponCode[];

export const isCouponCode = (code: string): code is CouponCode => (COUPON_CODES as string[]).includes(code);

/** The largest amount one line takes: a typo of a few zeros is refused, not charged. */
export const MAX_LINE_CENTS = 10_000_00;

export interface ChargeInput {
  partsCents: number;
  labourCents: number;
  /** Whether the service call fee is charged (not on a warranty visit). */
  chargeFee: boolean;
  /** '' for none. */
  coupon: CouponCode | '';
  /** Sales tax on the parts (a job's return visit, at its estimate's rate), added after any coupon; 0 by default. */
  taxCents?: number;
  /**
   * The fee a job's first visit charged already (docs/jobs.md): credited toward the repair here as if charged
   * now, so the job pays it once.
   */
  feePaidCents?: number;
}

export interface ChargeTotals {
  partsCents: number;
  labourCents: number;
  feeCents: number;
  /** The part of the fee credited toward the repair: min(fee, parts + labour). */
  feeCreditCents: number;
  discountCents: number;
  /** Sales tax on the parts, in the total. */
  taxCents: number;
  totalCents: number;
}

export type ChargeRefusal = { field: 'coupon'; message: string };

/**
 * The part of the service call fee credited toward the repair (parts and labour): "the service call fee includes
 * diagnosis and is applied to the repair total" (the spec), so all of it, or the whole repair when that is less.
 * The receipt and the estimates both credit it this way.
 */
export const serviceCallCredit = (feeCents: number, repairCents: number): number =>
  Math.min(feeCents, Math.max(0, repairCents));

/**
 * The total, as stated in docs/office.md and decision 0027:
 *
 *   repair   = parts + labour
 *   credit   = min(fee, repair)                 the fee is credited toward the repair when there is one
 *   subtotal = fee + repair − credit            (= the larger of the fee and the repair)
 *   discount = FIRST25: min(2500, subtotal); MAJOR50: min(5000, subtotal), only when repair > 20000;
 *              SENIOR15: round(subtotal × 15 / 100), half a cent up
 *   total    = subtotal − discount + tax      tax on the parts, a job's return visit only
 *
 * On a job's return visit whose first visit charged the fee, the fee is not charged again and that fee paid is
 * credited instead: credit = min(fee paid, repair), subtotal = repair − credit.
 */
export function priceVisit(input: ChargeInput): ChargeTotals | ChargeRefusal {
  const { partsCents, labourCents } = input;
  const feeCents = input.chargeFee ? SERVICE_CALL_FEE_CENTS : 0;
  const repair = partsCents + labourCents;
  const taxCents = input.taxCents ?? 0;
  const feeCreditCents = serviceCallCredit(feeCents + (input.feePaidCents ?? 0), repair);
  const subtotal = feeCents + repair - feeCreditCents;
  let discountCents = 0;
  if (input.coupon) {
    const rule: { kind: 'amount' | 'percent'; cents?: number; percent?: number; overCents?: number } =
      COUPON_RULES[input.coupon];
    if (rule.overCents !== undefined && repair <= rule.overCents)
      return {
        field: 'coupon',
        message: `${input.coupon} is for a repair over ${formatCents(rule.overCents)}; this repair (parts and labour) is ${formatCents(repair)}.`,
      };
    discountCents =
      rule.kind === 'percent'
        ? Math.round((subtotal * (rule.percent ?? 0)) / 100)
        : Math.min(rule.cents ?? 0, subtotal);
  }
  return {
    partsCents,
    labourCents,
    feeCents,
    feeCreditCents,
    discountCents,
    taxCents,
    totalCents: subtotal - discountCents + taxCents,
  };
}

/** "$1,234.50" from cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}$${whole.toLocaleString('en-US')}.${rest}`;
}

/** "1234.50", as a form field shows an amount again: what a person would type. */
export const centsAsTyped = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

// Digits with optional thousands commas, then at most two decimals: "89", "1,234.5", "$120.00". Linear.
const DOLLARS = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Dollars and cents as typed ("120", "$1,234.50", "0.5") to integer cents, without floating point; '' is 0.
 * Undefined for anything else (a minus sign, letters, three decimals).
 */
export function parseDollars(typed: string): number | undefined {
  const value = typed.trim().replace(/\s+/g, '');
  if (value === '') return 0;
  const match = DOLLARS.exec(value);
  if (!match) return undefined;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}
