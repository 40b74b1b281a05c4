import type { OfficeScreen } from '../../../office/http';
import { myDayPage } from './dispatch-page';

/** /office/my-day: the signed-in person's own visits today, where a technician lands after signing in. */
export const myDayScreen: OfficeScreen = (request) => myDayPage(request);
