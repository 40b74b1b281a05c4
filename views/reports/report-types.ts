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

export interface Reports {
  from: string;
  to: string;
  bySource: BreakdownRow[];
  byService: BreakdownRow[];
  byCity: BreakdownRow[];
  byTechnician: BreakdownRow[];
  outcomes: Outcomes;
  revenue: Revenue;
  callbacks: Callbacks;
  reviews: ReviewScore;
}

/** The reports the screen shows and each has a CSV (/office/reports/{name}.csv), in the screen's order. */
export const REPORT_NAMES = [
  'sources',
  'services',
  'cities',
  'technicians',
  'outcomes',
  'revenue',
  'callbacks',
  'reviews',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
