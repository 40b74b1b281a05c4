import { lookupZip } from '../../../data/site/zip-lookup';
import type { EstimateStatus } from '../../kernel/db/schema';
import type { EstimateLine as MoneyLine } from './money';
import type { EstimateState } from '../../../views/estimates/types';

/**
 * An estimate's rules (docs/jobs.md): what it may hold and where it stands. How an option adds up is money.ts's.
 */

/** How long a sent estimate can be approved. */
export const ESTIMATE_DAYS = 30;
export const MAX_OPTIONS = 3;
/** Lines per option on the form (no JavaScript adds rows, so the form has this many). */
export const MAX_LINES = 6;
/** The largest amount one line's unit takes: a typo of a few zeros is refused, not quoted. */
export const MAX_UNIT_CENTS = 10_000_00;
export const MAX_QUANTITY = 99;

/** A line of an option as quoted: money.ts's line, with what it is. */
export interface EstimateLine extends MoneyLine {
  description: string;
}

export interface EstimateOption {
  position: number;
  title: string;
  lines: EstimateLine[];
}

export type { EstimateState };

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
