import type { OfficeScreen } from '../../../office/http';
import { teamMemberPage } from './team-page';

/** /office/team/:id (owner only): one person's profile, role, set-password link and removal. */
export const teamMemberScreen: OfficeScreen = (request) => teamMemberPage(request);
