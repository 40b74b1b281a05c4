import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { teamMemberPage } from './team-page';

/** /office/team/:id (owner only): one person's profile, role, set-password link and removal. */
export const teamMemberScreen: FeatureScreen<TeamOfficeTools> = (request, { database, accountMail }) =>
  teamMemberPage(request, database.db, { status: 200, mailing: accountMail !== undefined });
