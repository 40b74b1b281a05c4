import { OFFICE_ROLE_NAMES, type OfficeRoleName } from '../kernel/db/schema';

/**
 * The roles an office account can have (office_users.role, migration 0008-team). Each office route states the
 * roles it allows in the route table (routes/index.ts), and the guard answers 403 to anyone else, so what a role
 * may open is read in one place.
 */
export const OFFICE_ROLES = OFFICE_ROLE_NAMES;
export type OfficeRole = OfficeRoleName;

export const isOfficeRole = (value: unknown): value is OfficeRole =>
  typeof value === 'string' && (OFFICE_ROLES as readonly string[]).includes(value);

/** Anyone signed in: signing out, and what a technician may see of their own visits. */
export const EVERY_ROLE: readonly OfficeRole[] = OFFICE_ROLES;
/** The office's desk: Today, leads, bookings. Everything but the team and the business's settings. */
export const OFFICE_DESK: readonly OfficeRole[] = ['owner', 'dispatcher'];
/** The business's own settings and records: the team, the schedule, the calendar feed, exports, the activity log. */
export const OWNER_ONLY: readonly OfficeRole[] = ['owner'];
