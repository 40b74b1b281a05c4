import type { OfficeScreen } from '../../../office/http';
import { profilePage } from './team-page';

/** /office/profile (every role): the signed-in person's own name, line and photo. */
export const profileScreen: OfficeScreen = (request) => profilePage(request);
