import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { teamMemberPage } from './team-page';

/** /office/team/:id (owner only): one person's profile, role, set-password link and removal. */
export const teamMemberScreen: FeatureScreen<TeamOfficeTools> = (request, { database }) =>
  teamMemberPage(request, database.db);
