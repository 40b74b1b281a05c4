import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { myDayPage } from './dispatch-page';

/** /office/my-day: the signed-in person's own visits today, where a technician lands after signing in. */
export const myDayScreen: FeatureScreen<VisitsOfficeTools> = (request, tools) => myDayPage(request, tools);
