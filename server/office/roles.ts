/**
 * The roles an office account can have. Every account is an owner today; the dispatch work adds dispatchers and
 * technicians (with a users.role column). Each office route states the roles it allows in the route table
 * (routes/index.ts), and the guard answers 403 to anyone else, so adding a role is a matter of the table.
 */
export const OFFICE_ROLES = ['owner'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

/** Whoever works in the office: Today, leads, bookings, signing out. */
export const EVERY_ROLE: readonly OfficeRole[] = OFFICE_ROLES;
/** The business's own settings and records: the schedule, the calendar feed, exports and the activity log. */
export const OWNER_ONLY: readonly OfficeRole[] = ['owner'];
