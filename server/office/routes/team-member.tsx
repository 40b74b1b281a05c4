import type { OfficeScreen } from '../http';
import { teamMemberPage } from '../pages/team';

/** /office/team/:id (owner only): one person's profile, role, set-password link and removal. */
export const teamMemberScreen: OfficeScreen = (request) => teamMemberPage(request);
