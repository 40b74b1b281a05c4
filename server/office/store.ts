import { officeSearch } from '../customers/search';
import { customerStore } from '../customers/store';
import type { AppDatabase } from '../db/database';
import { reportStore } from '../reports/store';
import { reviewOfficeStore } from '../reviews/office';
import { activityStore } from './storage/activity';
import { bookingNoteStore } from './storage/booking-notes';
import { exportStore } from './storage/exports';
import { todayBookingStore } from './storage/bookings';
import { officeLeadStore } from './storage/leads';
import { sessionStore } from './storage/sessions';
import { signInFailureStore } from './storage/sign-in-failures';
import { inviteStore } from './storage/invites';
import { teamMemberStore } from './storage/team';
import { userStore } from './storage/users';

export {
  isLeadStatus,
  normalEmail,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_TOKEN,
  sessionId,
  type ActivityEntry,
  type LeadDetail,
  type LeadNote,
  type LeadQuery,
  type OfficeLead,
  type OfficeSession,
  type OfficeUser,
} from './storage/records';
export { INVITE_TOKEN, type InviteState } from './storage/invites';
export { type ExportedLead } from './storage/exports';
export { type TeamMember, type TeamRefusal } from './storage/team';

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
    ...todayBookingStore(database),
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
