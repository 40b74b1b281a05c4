/**
 * Why the office refunds an online payment: a short list for the activity log and the reports to read alike, and
 * "Other" with the owner's own words. Stripe is told only `duplicate` or `requested_by_customer`.
 */
export const REFUND_REASONS = [
  'Customer not satisfied',
  'Charged twice',
  'Charged the wrong amount',
  'Visit cancelled',
  'Goodwill',
  'Other',
] as const;

export type RefundReason = (typeof REFUND_REASONS)[number];

/** The longest "Other" reason: one line in the activity log. */
export const MAX_REFUND_REASON = 200;

/** Stripe's own reason for ours. */
export const stripeRefundReason = (reason: RefundReason): 'duplicate' | 'requested_by_customer' =>
  reason === 'Charged twice' ? 'duplicate' : 'requested_by_customer';

/** Where a refund stands at Stripe: only a succeeded one is counted (in the reports, on the pages). */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';
