import type { OfficeScreen } from '../../../office/http';
import { profilePage, saveProfile } from './team-page';

/** POST /office/profile/edit (multipart): one's own name, line and photo; a refused one saves nothing. */
export const profileEditScreen: OfficeScreen = async (request) => {
  const outcome = await saveProfile(request, request.user.id, (refused) => profilePage(request, refused));
  if ('answer' in outcome) return outcome.answer;
  await request.log('Own profile saved', request.upload ? 'new photo' : '');
  // Our Team on /about shows the technicians: on this server's page at once.
  await request.refreshSite?.();
  return { redirect: '/office/profile?saved=profile' };
};
