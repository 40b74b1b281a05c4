import type { OfficeScreen } from '../http';
import { schedulePage } from '../pages/dispatch';

/** /office/schedule?date=YYYY-MM-DD: the day's board, windows down, technicians across. */
export const scheduleScreen: OfficeScreen = (request) => schedulePage(request);
