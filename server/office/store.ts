import { officeSearch } from '../features/customers/search';
import { customerStore } from '../features/customers/store';
import type { AppDatabase } from '../kernel/db/database';
import { reportStore } from '../features/reports/store';
import { reviewOfficeStore } from '../features/reviews/office/store';
import { activityStore } from './storage/activity';
import { bookingNoteStore } from '../features/booking/office/notes-store';
import { exportStore } from '../features/exports/store';
import { officeLeadStore } from '../features/leads/office/store';
import { sessionStore } from './storage/sessions';
import { signInFailureStore } from './storage/sign-in-failures';
import { inviteStore } from './storage/invites';
import { teamMemberStore } from '../features/team/office/store';
import { userStore } from './storage/users';

export {
  normalEmail,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_TOKEN,
  sessionId,
  type ActivityEntry,
  type OfficeSession,
  type OfficeUser,
} from './storage/records';
export { INVITE_TOKEN, type InviteState } from './storage/invites';
export { type TeamMember, type TeamRefusal } from '../features/team/office/store';

/**
 * Everything the office reads and writes in the database, one part per kind of record (storage/): the
 * accounts, their sessions and failed sign-ins, the activity log, the leads as the office works them, and the
 * visits Today lists.
 */
export function createOfficeStore(database: AppDatabase) {
  return {
    ...userStore(database),
    ...sessionStore(database),
    ...signInFailureStore(database),
    ...activityStore(database),
    ...officeLeadStore(database),
    ...bookingNoteStore(database),
    ...teamMemberStore(database),
    ...inviteStore(database),
    ...customerStore(database),
    ...reportStore(database),
    ...reviewOfficeStore(database),
    ...exportStore(database),
    search: officeSearch(database),
  };
}

export type OfficeStore = ReturnType<typeof createOfficeStore>;
