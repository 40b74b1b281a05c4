import type { OfficeScreen } from '../http';
import { reportsPage, requestedPeriod } from '../pages/reports';

/** /office/reports?from=&to=: the owner's reports for a period of business-zone days (docs/reports.md). */
export const reportsScreen: OfficeScreen = async (request) => ({
  page: await reportsPage(request, requestedPeriod(request)),
});
