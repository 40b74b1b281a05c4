import type { FeatureScreen } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { settingsPage } from './settings-page';

/** /office/settings: capacity per weekday and window, closed days, the calendar feed. */
export const settingsScreen: FeatureScreen<BookingOfficeTools> = (request, tools) => settingsPage(request, tools);
