import { EVERY_ROLE, OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { profileScreen } from './profile';
import { profileEditScreen } from './profile-edit';
import { teamScreen } from './team';
import { teamAddScreen } from './team-add';
import { teamMemberScreen } from './team-member';
import { teamMemberEditScreen } from './team-member-edit';
import { teamMemberLinkScreen } from './team-member-link';
import { teamMemberRemoveScreen } from './team-member-remove';
import { teamMemberRoleScreen } from './team-member-role';
import type { TeamOfficeTools } from './tools';

/** The team (the owner's) and each person's own profile. */
export function teamOfficeLines(tools: TeamOfficeTools): OfficeLine[] {
  const { page, change, upload } = officeLines(tools);
  return [
    page('/office/team', OWNER_ONLY, teamScreen, { nav: { label: 'Team', order: 80 } }),
    change('/office/team/add', OWNER_ONLY, teamAddScreen),
    page('/office/team/:id', OWNER_ONLY, teamMemberScreen),
    upload('/office/team/:id/edit', OWNER_ONLY, teamMemberEditScreen),
    change('/office/team/:id/role', OWNER_ONLY, teamMemberRoleScreen),
    change('/office/team/:id/link', OWNER_ONLY, teamMemberLinkScreen),
    change('/office/team/:id/remove', OWNER_ONLY, teamMemberRemoveScreen),
    page('/office/profile', EVERY_ROLE, profileScreen, { nav: { label: 'My profile', order: 140 } }),
    upload('/office/profile/edit', EVERY_ROLE, profileEditScreen),
  ];
}
