import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { teamPage } from './team-page';

/** /office/team (owner only): the people of the team, their roles, and adding a person. */
export const teamScreen: FeatureScreen<TeamOfficeTools> = (request, { database, accountMail }) =>
  teamPage(request, database.db, { status: 200, mailing: accountMail !== undefined });
