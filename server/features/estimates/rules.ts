import { lookupZip } from '../../../data/site/zip-lookup';
import type { EstimateStatus } from '../../kernel/db/schema';

/**
 * An estimate's rules (docs/jobs.md): what it may hold, how each option adds up, and where it stands. Pure, so
 * the office's form, the customer's page, the e-mail and the PDF can never disagree. Money is integer cents.
 */

/** How long a sent estimate can be approved. */
export const ESTIMATE_DAYS = 30;
export const MAX_OPTIONS = 3;
/** Lines per option on the form (no JavaScript adds rows, so the form has this many). */
export const MAX_LINES = 6;
/** The largest amount one line's unit takes: a typo of a few zeros is refused, not quoted. */
export const MAX_UNIT_CENTS = 10_000_00;
export const MAX_QUANTITY = 99;

export type LineKind = 'labour' | 'part';

export interface EstimateLine {
  kind: LineKind;
  description: string;
  quantity: number;
  unitCents: number;
}

export interface EstimateOption {
  position: number;
  title: string;
  lines: EstimateLine[];
}

export interface OptionTotals {
  labourCents: number;
  partsCents: number;
  /** Sales tax, on the parts only. */
  taxCents: number;
  /** The service call fee paid at the diagnosis visit, credited toward the repair: min(fee, labour + parts). */
  feeCreditCents: number;
  totalCents: number;
}

/** A line's amount: quantity × unit. */
export const lineCents = (line: EstimateLine) => line.quantity * line.unitCents;

/** Tax in cents on `cents` at `rateBp` hundredths of a percent, rounded to the cent, half a cent up. */
export const taxCents = (cents: number, rateBp: number) => Math.floor((cents * rateBp + 5_000) / 10_000);

/**
 * An option's totals:
 *
 *   labour, parts = the sums of their lines
 *   tax           = parts × rate, to the cent, half up
 *   credit        = min(fee, labour + parts)      the fee already paid is credited toward the repair
 *   total         = labour + parts + tax − credit
 */
export function optionTotals(lines: readonly EstimateLine[], rateBp: number, feeCents: number): OptionTotals {
  const sum = (kind: LineKind) =>
    lines.filter((line) => line.kind === kind).reduce((total, line) => total + lineCents(line), 0);
  const labourCents = sum('labour');
  const partsCents = sum('part');
  const tax = taxCents(partsCents, rateBp);
  const feeCreditCents = Math.min(feeCents, labourCents + partsCents);
  return {
    labourCents,
    partsCents,
    taxCents: tax,
    feeCreditCents,
    totalCents: labourCents + partsCents + tax - feeCreditCents,
  };
}

/** Where an estimate stands for whoever reads it now: a sent one past its date has expired. */
export type EstimateState = EstimateStatus | 'expired';

export function estimateState(
  estimate: { status: EstimateStatus; expiresAt: string | null },
  now: Date,
): EstimateState {
  const open = estimate.status === 'sent' || estimate.status === 'viewed';
  if (open && estimate.expiresAt !== null && Date.parse(estimate.expiresAt) <= now.getTime()) return 'expired';
  return estimate.status;
}

export const estimateStateLabels: Readonly<Record<EstimateState, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
};

/** The estimate's name on every page, e-mail and PDF: "E-CAR-7K3M-1". */
export const estimateName = (reference: string, number: number) => `E-${reference}-${number}`;

/** The state whose sales tax applies to a visit at this zip code: DC's own, or Maryland's. */
export function taxStateOf(zip: string): 'DC' | 'MD' {
  const answer = lookupZip(zip);
  const county =
    answer.kind === 'served' ? answer.place.county : answer.kind === 'in-area' ? answer.places[0]?.county : undefined;
  return county === 'Washington DC' ? 'DC' : 'MD';
}
