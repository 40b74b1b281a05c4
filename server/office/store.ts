import type { AppDatabase } from '../kernel/db/database';
import { activityStore } from './storage/activity';
import { inviteStore } from './storage/invites';
import { sessionStore } from './storage/sessions';
import { signInFailureStore } from './storage/sign-in-failures';
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

/**
 * What the shell itself reads and writes in the database (storage/): the accounts, their sessions and failed
 * sign-ins, the set-password links and the activity log. Each feature keeps its own records in its own store.
 */
export function createOfficeStore(database: AppDatabase) {
  return {
    ...userStore(database),
    ...sessionStore(database),
    ...signInFailureStore(database),
    ...activityStore(database),
    ...inviteStore(database),
  };
}

export type OfficeStore = ReturnType<typeof createOfficeStore>;
