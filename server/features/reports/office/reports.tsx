import type { FeatureScreen } from '../../../office';
import type { ReportStore } from '../store';
import { reportsPage, requestedPeriod } from './reports-page';

/** /office/reports?from=&to=: the owner's reports for a period of business-zone days (docs/reports.md). */
export const reportsScreen: FeatureScreen<ReportStore> = async (request, reports) => ({
  page: await reportsPage(request, reports, requestedPeriod(request)),
});
