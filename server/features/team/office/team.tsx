import type { OfficeScreen } from '../../../office/http';
import { teamPage } from './team-page';

/** /office/team (owner only): the people of the team, their roles, and adding a person. */
export const teamScreen: OfficeScreen = (request) => teamPage(request);
