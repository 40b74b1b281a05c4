import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { profilePage, saveProfile } from './team-page';

/** POST /office/profile/edit (multipart): one's own name, line and photo; a refused one saves nothing. */
export const profileEditScreen: FeatureScreen<TeamOfficeTools> = async (request, tools) => {
  const outcome = await saveProfile(request, tools, request.user.id, (refused) =>
    profilePage(request, tools.database.db, refused),
  );
  if ('answer' in outcome) return outcome.answer;
  await request.log('Own profile saved', request.upload ? 'new photo' : '');
  // Our Team on /about shows the technicians: on this server's page at once.
  await tools.refreshSite?.();
  return { redirect: '/office/profile?saved=profile' };
};
