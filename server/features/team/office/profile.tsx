import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { profilePage } from './team-page';

/** /office/profile (every role): the signed-in person's own name, line and photo. */
export const profileScreen: FeatureScreen<TeamOfficeTools> = (request, { database }) =>
  profilePage(request, database.db);
