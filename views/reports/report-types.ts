/**
 * The figures of the Reports screen and its CSV files (docs/reports.md defines each). Counted by the database
 * (server/features/reports/store.ts); the views only lay them out.
 */

/** One line of a breakdown of the period's bookings: by source, service, city or technician. */
export interface BreakdownRow {
  /** What the CSV and the tests know it by: the source, the service's slug, the city, the technician's id. */
  key: string;
  label: string;
  /** Bookings whose visit falls in the period, cancelled ones included. */
  bookings: number;
  /** Of them, visits marked Done. */
  done: number;
  /** Revenue of its Done ordinary visits (technicians only), in cents. */
  revenueCents?: number;
}

/**
 * One source of work (docs/reports.md#by-source): the answer to "How did you hear about us?", else the UTM
 * source the visitor landed with ("utm:mailer"), else "none".
 */
export interface LeadSourceRow {
  key: string;
  label: string;
  /** Leads received in the period. */
  leads: number;
  /** Of them, leads whose customer made a booking at or after the lead came in. */
  converted: number;
  /** Bookings whose visit falls in the period, cancelled ones included. */
  bookings: number;
  done: number;
  /** Billed: the totals of its Done ordinary visits, in cents (Reports' revenue). */
  revenueCents: number;
}

export interface Outcomes {
  /** Every booking of the period: the denominator of each rate. */
  total: number;
  done: number;
  noShow: number;
  cancelled: number;
  /** Not cancelled and neither Done nor No-Show yet (upcoming, or not marked). */
  open: number;
  /** Bookings that are warranty visits (bookings.warranty_of set), counted in every figure above. */
  warranty: number;
}

export interface PaymentRow {
  method: 'cash' | 'card' | 'check' | 'unpaid';
  visits: number;
  cents: number;
}

export interface Revenue {
  /** Sum of the totals of the period's Done ordinary visits that have a price. */
  cents: number;
  /** How many such visits have a price: the average ticket's denominator. */
  priced: number;
  /** Done ordinary visits without a price recorded yet. */
  unpriced: number;
  /** cents / priced, rounded to the cent; null without a priced visit. */
  averageCents: number | null;
  byPayment: PaymentRow[];
  /** Done warranty visits: free, so outside revenue and the average. */
  warrantyDone: number;
}

/** How money came in: card online (Stripe), and card in person, cash or check as the price form recorded it. */
export interface CollectedRow {
  method: 'online' | 'card' | 'cash' | 'check';
  label: string;
  payments: number;
  cents: number;
}

/**
 * What was collected in the period, apart from what was billed: an unpaid visit is billed, never collected. Online
 * payments by the day they were paid, payments by hand by the day of the visit, refunds by the day Stripe
 * confirmed them (a pending refund is not counted).
 */
export interface Collected {
  byMethod: CollectedRow[];
  payments: number;
  cents: number;
  refunds: number;
  refundedCents: number;
  /** Collected less refunded. */
  netCents: number;
}

export interface CallbackBucket {
  key: string;
  label: string;
  leads: number;
}

export interface Callbacks {
  /** Leads received in the period. */
  leads: number;
  /** Of them, with a recorded first call back (or booking). */
  timed: number;
  /** Median and mean of the time from received to first call back, in seconds; null without a timed lead. */
  medianSeconds: number | null;
  averageSeconds: number | null;
  /** Every lead of the period in exactly one bucket: timed ones by delay, then untimed and not called back. */
  buckets: CallbackBucket[];
}

export interface ReviewScore {
  /** Verified reviews received in the period, whether published or not. */
  count: number;
  /** Mean stars to two decimals; null without a review. */
  average: number | null;
  /** Reviews per star, 5 down to 1. */
  distribution: { rating: number; reviews: number }[];
}

/** The period's estimates, counted by the day they were sent (docs/reports.md). */
export interface EstimateFigures {
  /** Estimates sent in the period, whatever became of them. */
  sent: number;
  approved: number;
  declined: number;
  /** Sent or viewed, past their 30 days unanswered. */
  expired: number;
  /** Sent or viewed, still open. */
  open: number;
  /** The decline reasons given, as typed (empty ones left out), most given first; at most DECLINE_REASONS_SHOWN. */
  reasons: { reason: string; estimates: number }[];
  /** Declines without a reason typed. */
  declinedWithoutReason: number;
}

/** The period's jobs, counted by the day their estimate was approved (docs/reports.md). */
export interface JobFigures {
  /** Estimates approved in the period: a job each. */
  jobs: number;
  /** Of them, with a return visit booked (not cancelled). */
  withReturnVisit: number;
  /** Mean days (America/New_York) from the approval to the return visit's day, to one decimal; null without one. */
  averageDaysToReturn: number | null;
  /** Of the jobs, those with parts recorded: the parts figures below are theirs alone. */
  withParts: number;
  /** What the shop paid for those parts (job_parts.cost_cents summed). */
  partsCostCents: number;
  /** What the customer was charged for parts on them: the approved option's part lines, quantity × price each. */
  partsChargedCents: number;
}

export interface Reports {
  from: string;
  to: string;
  bySource: BreakdownRow[];
  /** Where the work comes from: leads, bookings, conversion and revenue per source. */
  byLeadSource: LeadSourceRow[];
  byService: BreakdownRow[];
  byCity: BreakdownRow[];
  byTechnician: BreakdownRow[];
  outcomes: Outcomes;
  revenue: Revenue;
  collected: Collected;
  callbacks: Callbacks;
  reviews: ReviewScore;
  estimates: EstimateFigures;
  jobs: JobFigures;
}

/** How many different decline reasons the screen and the CSV list. */
export const DECLINE_REASONS_SHOWN = 20;

/** The reports the screen shows and each has a CSV (/office/reports/{name}.csv), in the screen's order. */
export const REPORT_NAMES = [
  'lead-sources',
  'sources',
  'services',
  'cities',
  'technicians',
  'outcomes',
  'revenue',
  'collected',
  'callbacks',
  'reviews',
  'estimates',
  'parts',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
