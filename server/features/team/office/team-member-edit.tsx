import { oneLine } from '../../../../data/text';
import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { memberPath, saveProfile, teamMemberPage } from './team-page';

/**
 * POST /office/team/:id/edit (multipart): name, bio and photo of a person, as the owner sets them. A refused
 * photo or field saves nothing and the form comes back with what was wrong.
 */
export const teamMemberEditScreen: FeatureScreen<TeamOfficeTools> = async (request, tools) => {
  const id = request.params.id ?? '';
  const member = await tools.members.teamMember(id);
  if (!member) return { notFound: true };
  const outcome = await saveProfile(request, tools, id, (refused) =>
    teamMemberPage(request, tools.database.db, refused),
  );
  if ('answer' in outcome) return outcome.answer;
  await request.log('Team profile saved', `${oneLine(member.email)}${request.upload ? ', new photo' : ''}`);
  // Our Team on /about shows the technicians: on this server's page at once.
  await tools.refreshSite?.();
  return { redirect: `${memberPath(id)}?saved=profile` };
};
