import type { OfficeScreen } from '../../../office/http';
import { reportsPage, requestedPeriod } from './reports-page';

/** /office/reports?from=&to=: the owner's reports for a period of business-zone days (docs/reports.md). */
export const reportsScreen: OfficeScreen = async (request) => ({
  page: await reportsPage(request, requestedPeriod(request)),
});
