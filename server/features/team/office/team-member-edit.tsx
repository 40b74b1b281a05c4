import { oneLine } from '../../../../data/text';
import type { OfficeScreen } from '../../../office/http';
import { memberPath, saveProfile, teamMemberPage } from './team-page';

/**
 * POST /office/team/:id/edit (multipart): name, bio and photo of a person, as the owner sets them. A refused
 * photo or field saves nothing and the form comes back with what was wrong.
 */
export const teamMemberEditScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const member = await request.store.teamMember(id);
  if (!member) return { notFound: true };
  const outcome = await saveProfile(request, id, (refused) => teamMemberPage(request, refused));
  if ('answer' in outcome) return outcome.answer;
  await request.log('Team profile saved', `${oneLine(member.email)}${request.upload ? ', new photo' : ''}`);
  // Our Team on /about shows the technicians: on this server's page at once.
  await request.refreshSite?.();
  return { redirect: `${memberPath(id)}?saved=profile` };
};
