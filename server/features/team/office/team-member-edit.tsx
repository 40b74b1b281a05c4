import { oneLine } from '../../../../data/text';
import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { memberPath, profileScreen, teamMemberPage } from './team-page';

/**
 * POST /office/team/:id/edit (multipart): name, bio and photo of a person, as the owner sets them. A refused
 * photo or field saves nothing and the form comes back with what was wrong.
 */
export const teamMemberEditScreen: FeatureScreen<TeamOfficeTools> = async (request, tools) => {
  const id = request.params.id ?? '';
  const member = await tools.members.teamMember(id);
  if (!member) return { notFound: true };
  const save = profileScreen(
    () => id,
    teamMemberPage,
    () => ({
      redirect: `${memberPath(id)}?saved=profile`,
      activity: {
        action: 'Team profile saved',
        detail: `${oneLine(member.email)}${request.upload ? ', new photo' : ''}`,
      },
    }),
  );
  return save(request, tools);
};
