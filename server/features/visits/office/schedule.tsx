import type { OfficeScreen } from '../../../office/http';
import { schedulePage } from './dispatch-page';

/** /office/schedule?date=YYYY-MM-DD: the day's board, windows down, technicians across. */
export const scheduleScreen: OfficeScreen = (request) => schedulePage(request);
