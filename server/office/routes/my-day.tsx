import type { OfficeScreen } from '../http';
import { myDayPage } from '../pages/dispatch';

/** /office/my-day: the signed-in person's own visits today, where a technician lands after signing in. */
export const myDayScreen: OfficeScreen = (request) => myDayPage(request);
