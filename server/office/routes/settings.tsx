import type { OfficeScreen } from '../http';
import { settingsPage } from '../pages/settings';

/** /office/settings: capacity per weekday and window, closed days, the calendar feed. */
export const settingsScreen: OfficeScreen = (request) => settingsPage(request);
