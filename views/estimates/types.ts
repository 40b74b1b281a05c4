/** Where an estimate stands for whoever reads it now: its stored status, or expired (server/features/estimates/rules.ts). */
export type EstimateState = 'draft' | 'sent' | 'viewed' | 'approved' | 'declined' | 'expired';

/** One option of an estimate in words: its lines, its money lines and its total. */
export interface OptionInWords {
  position: number;
  title: string;
  /** [description, "2 × $45.00", amount] */
  lines: [description: string, quantity: string, amount: string][];
  /** The sums under the lines: the fee, labour, parts, tax, the fee credited (as "−$89.00"). */
  sums: [label: string, amount: string][];
  total: string;
  totalCents: number;
}

/**
 * An estimate in words: what the office's page, the customer's page, the e-mail and the PDF all show, so they
 * cannot disagree. Visitor and office text is cleaned to plain lines here, once.
 */
export interface EstimateInWords {
  name: string;
  state: EstimateState;
  stateLabel: string;
  reference: string;
  customer: string;
  address: string;
  service: string;
  note: string;
  options: OptionInWords[];
  /** "Friday, January 1, 2027": the last day it can be approved (sent estimates). */
  expires: string;
  /** The approval as it stands: the option's title, the name typed and when; or the decline's reason. */
  answer?:
    { kind: 'approved'; option: string; name: string; at: string } | { kind: 'declined'; reason: string; at: string };
}
