import type { OfficeScreen } from '../http';
import { profilePage } from '../pages/team';

/** /office/profile (every role): the signed-in person's own name, line and photo. */
export const profileScreen: OfficeScreen = (request) => profilePage(request);
