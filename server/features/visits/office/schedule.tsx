import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { schedulePage } from './dispatch-page';

/** /office/schedule?date=YYYY-MM-DD: the day's board, windows down, technicians across. */
export const scheduleScreen: FeatureScreen<VisitsOfficeTools> = (request, tools) => schedulePage(request, tools);
