import type { OfficeScreen } from '../http';
import { teamPage } from '../pages/team';

/** /office/team (owner only): the people of the team, their roles, and adding a person. */
export const teamScreen: OfficeScreen = (request) => teamPage(request);
