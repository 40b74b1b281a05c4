/** A lead's status as the office screens name it; the database holds the same four values. */
export type LeadStatusName = 'new' | 'called back' | 'booked' | 'closed';

export const LEAD_STATUS_LABELS: Record<LeadStatusName, string> = {
  new: 'New',
  'called back': 'Called back',
  booked: 'Booked',
  closed: 'Closed',
};
