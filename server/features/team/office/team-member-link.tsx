import { oneLine } from '../../../../data/text';
import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { inviteLink, teamMemberPage } from './team-page';

/**
 * POST /office/team/:id/link: a new one-time link to set the password (a lost link, an expired one, a forgotten
 * password). Earlier links of the person stop working; shown once in this answer.
 */
export const teamMemberLinkScreen: FeatureScreen<TeamOfficeTools> = async (request, { members, database }) => {
  const member = await members.teamMember(request.params.id ?? '');
  if (!member) return { notFound: true };
  const token = await request.store.createInvite(member.id, request.user.email, request.now);
  await request.log('Set-password link made', oneLine(member.email));
  return teamMemberPage(request, database.db, {
    status: 200,
    link: inviteLink(request, member.name || member.email, token),
  });
};
