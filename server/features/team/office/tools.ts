import type { AppDatabase } from '../../../kernel/db/database';
import type { AccountMail } from '../../../office';
import type { TeamStore } from '../store';
import type { TeamMemberStore } from './store';

/** What the Team and My profile screens work with: the team's people, their photos, the pages' refresh. */
export interface TeamOfficeTools {
  database: AppDatabase;
  members: TeamMemberStore;
  photos: TeamStore;
  /** The set-password e-mails' outbox; undefined without a mail relay (the owner then copies the link). */
  accountMail: AccountMail | undefined;
  /** Our Team on /about shows the technicians: a change shows on this server's page at once. */
  refreshSite?: (() => Promise<void>) | undefined;
}
