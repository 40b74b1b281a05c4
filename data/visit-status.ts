/**
 * A visit's progress on its day, apart from whether it holds a place (bookings.status, booked or cancelled):
 * booked, then on the way, arrived and done, or a no-show. Done and no-show end the visit; the office can reopen
 * it (back to booked). The moves each status allows are here, so the screens offer only those and the store
 * refuses the rest.
 */
export const VISIT_STATUSES = ['booked', 'on-the-way', 'arrived', 'done', 'no-show', 'waiting-for-parts'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** What the office and the technician read: the buttons are named exactly so. */
export const visitStatusLabels: Readonly<Record<VisitStatus, string>> = {
  booked: 'Booked',
  'on-the-way': 'On the Way',
  arrived: 'Arrived',
  done: 'Done',
  'no-show': 'No-Show',
  'waiting-for-parts': 'Waiting for Parts',
};

/** The moves a technician (or the office) makes forward; reopening (back to booked) is the office's alone. */
export const visitMoves: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  booked: ['on-the-way', 'no-show'],
  'on-the-way': ['arrived', 'no-show'],
  arrived: ['done', 'no-show'],
  done: [],
  'no-show': [],
  // Set by recording a part on an approved estimate (docs/jobs.md), and left for Done when the return visit is.
  'waiting-for-parts': [],
};

/** Statuses that end the visit: nothing more is sent, and the customer can no longer move or cancel it. */
export const ENDED_VISIT: readonly VisitStatus[] = ['done', 'no-show', 'waiting-for-parts'];
export const OPEN_VISIT: readonly VisitStatus[] = ['booked', 'on-the-way', 'arrived'];

export const isVisitStatus = (value: unknown): value is VisitStatus =>
  typeof value === 'string' && (VISIT_STATUSES as readonly string[]).includes(value);

/** What a booking's status reads for people: its visit's progress, or Cancelled whatever that progress was. */
export type ShownStatus = VisitStatus | 'cancelled';

export interface StatusShown {
  key: ShownStatus;
  /** "Booked", "On the Way", "Arrived", "Waiting for Parts", "Done", "No-Show" or "Cancelled". */
  label: string;
  /** The office's tag class for it: office-status--done. */
  modifier: string;
}

/**
 * The one answer to "what is this visit's status?" for every screen, list, search result, CSV and calendar feed,
 * from bookings.status (booked or cancelled) and bookings.visit_status. A cancelled booking is Cancelled even if it
 * was on the way; a value this release does not know (a newer release's, a hand edit) reads as Booked, as the
 * store reads it.
 */
export function displayStatus(status: string, visitStatus: string): StatusShown {
  const key: ShownStatus = status === 'cancelled' ? 'cancelled' : isVisitStatus(visitStatus) ? visitStatus : 'booked';
  return { key, label: key === 'cancelled' ? 'Cancelled' : visitStatusLabels[key], modifier: `office-status--${key}` };
}

/** Whether `to` may follow `from`: a forward move, or the office reopening an ended visit. */
export function visitMoveAllowed(from: VisitStatus, to: VisitStatus, canReopen: boolean): boolean {
  if (to === 'booked') return canReopen && from !== 'booked';
  return visitMoves[from].includes(to);
}

/**
 * The moves that say the visit is happening (or, for No-Show, that it was missed): none before the visit's day,
 * the business's calendar day of the window's start. A customer told "on the way" or thanked on Friday for a
 * Saturday visit has been told something untrue. The day is compared, not the hour: a technician may set out
 * early on the day, and an evening visit may be closed the next morning.
 */
export const ON_THE_DAY: readonly VisitStatus[] = ['on-the-way', 'arrived', 'done', 'no-show'];

/** Whether moving to `to` on `today` comes before the visit's day (both YYYY-MM-DD in the business's zone). */
export const beforeVisitDay = (to: VisitStatus, visitDay: string, today: string): boolean =>
  ON_THE_DAY.includes(to) && today < visitDay;

/** What the customer's page says of the visit's progress; nothing while it is simply booked. */
export const customerStatusText: Readonly<Partial<Record<VisitStatus, string>>> = {
  'on-the-way': 'Your technician is on the way.',
  arrived: 'Your technician has arrived.',
  done: 'Your visit is done. Thank you for choosing us.',
  'no-show': 'We came by but could not reach you. Book a new visit below, or call us.',
  'waiting-for-parts': 'Your part is on order. We will e-mail you when it is in, to book the visit to fit it.',
};

/** The first morning reminder hour (business time) for visits booked after the evening-before reminder. */
export const MORNING_REMINDER_MINUTES = 7 * 60;
