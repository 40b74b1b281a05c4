import { profilePage, profileScreen } from './team-page';

/** POST /office/profile/edit (multipart): one's own name, line and photo; a refused one saves nothing. */
export const profileEditScreen = profileScreen(
  (request) => request.user.id,
  profilePage,
  (request) => ({
    redirect: '/office/profile?saved=profile',
    activity: { action: 'Own profile saved', detail: request.upload ? 'new photo' : '' },
  }),
);
