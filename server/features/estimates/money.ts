import { serviceCallCredit } from '../../../data/charges';

/**
 * The estimates' money rules (docs/office.md, "Price book and sales tax"; decision 0049): integer cents and
 * integer basis points in, integer cents out, no I/O, so the office's screen, the customer's page, the e-mail and
 * the PDF work an option out the same way.
 */

/** A tax rate's scale: basis points, 10000 to the whole (600 is 6.00 %). */
export const BASIS_POINTS = 10_000;

/** The highest rate the owner may set: 20.00 %, far above any state's, so a slipped digit is refused. */
export const MAX_TAX_RATE = 2000;

/** One line of an option: labour or a part, how many, at what each. */
export interface EstimateLine {
  kind: 'labour' | 'part';
  quantity: number;
  unitCents: number;
}

export interface OptionTotals {
  labourCents: number;
  partsCents: number;
  /** Sales tax on the parts only. */
  taxCents: number;
  /** The service call fee charged (0 where it is not: a return visit of the same job, a warranty visit). */
  feeCents: number;
  /** The part of the fee credited toward the repair, as the receipt credits it (data/charges.ts). */
  feeCreditCents: number;
  totalCents: number;
}

const wholeCents = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole cents ≥ 0, not ${value}`);
};

/** A line's total: quantity × unit price. */
export function lineTotalCents({ quantity, unitCents }: Pick<EstimateLine, 'quantity' | 'unitCents'>): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`a quantity must be 1 or more, not ${quantity}`);
  wholeCents(unitCents, 'a unit price');
  return quantity * unitCents;
}

/**
 * Sales tax on parts: parts × rate / 10000, rounded half up to the cent. Integer arithmetic throughout (a
 * remainder of half the divisor or more rounds up), so no float ever decides a cent.
 */
export function partsTaxCents(partsCents: number, rate: number): number {
  wholeCents(partsCents, 'parts');
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > BASIS_POINTS)
    throw new RangeError(`a tax rate is 0 to ${BASIS_POINTS} basis points, not ${rate}`);
  const product = partsCents * rate;
  const whole = Math.floor(product / BASIS_POINTS);
  return product - whole * BASIS_POINTS >= BASIS_POINTS / 2 ? whole + 1 : whole;
}

/**
 * An option's totals:
 *
 *   labour, parts = the sums of its lines of each kind
 *   tax           = partsTaxCents(parts, rate)
 *   credit        = serviceCallCredit(fee, labour + parts)   the receipt's rule
 *   total         = fee + labour + parts − credit + tax
 */
export function optionTotals(
  lines: readonly EstimateLine[],
  { taxRate, feeCents }: { taxRate: number; feeCents: number },
): OptionTotals {
  wholeCents(feeCents, 'the service call fee');
  let labourCents = 0;
  let partsCents = 0;
  for (const line of lines) {
    if (line.kind === 'part') partsCents += lineTotalCents(line);
    else labourCents += lineTotalCents(line);
  }
  const taxCents = partsTaxCents(partsCents, taxRate);
  const feeCreditCents = serviceCallCredit(feeCents, labourCents + partsCents);
  return {
    labourCents,
    partsCents,
    taxCents,
    feeCents,
    feeCreditCents,
    totalCents: feeCents + labourCents + partsCents - feeCreditCents + taxCents,
  };
}

// Up to two digits, up to two decimals, then an optional percent sign: "6", "6.00", "6 %", "0.25%". Linear.
const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?%?$/;

/** A rate typed as a percent ("6", "6.00", "6 %", "5.75%") to basis points; undefined for anything else. */
export function parsePercent(typed: string): number | undefined {
  const match = PERCENT.exec(typed.replace(/\s+/g, ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percent with two decimals: 600 → "6.00 %". */
export const formatPercent = (rate: number): string =>
  `${Math.floor(rate / 100)}.${String(rate % 100).padStart(2, '0')} %`;

/** Basis points as the form shows them again, as a person would type them: 600 → "6.00". */
export const percentAsTyped = (rate: number): string => formatPercent(rate).slice(0, -2);
