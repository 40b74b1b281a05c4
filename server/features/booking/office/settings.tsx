import type { OfficeScreen } from '../../../office/http';
import { settingsPage } from './settings-page';

/** /office/settings: capacity per weekday and window, closed days, the calendar feed. */
export const settingsScreen: OfficeScreen = (request) => settingsPage(request);
