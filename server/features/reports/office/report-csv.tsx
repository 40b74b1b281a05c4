import { REPORT_NAMES, type ReportName } from '../../../../views/reports/report-types';
import { reportCsv } from '../csv';
import type { FeatureScreen } from '../../../office';
import type { ReportStore } from '../store';
import { reportsPage, requestedPeriod } from './reports-page';

const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

/**
 * /office/reports/{name}.csv?from=&to=: one report's table as CSV, the same numbers as beside its chart. An
 * unknown name is a 404; a bad period is the Reports screen with the period as typed and its error (400).
 */
export const reportCsvScreen: FeatureScreen<ReportStore> = async (request, store) => {
  const name = request.params.name ?? '';
  if (!isReportName(name)) return { notFound: true };
  const read = requestedPeriod(request);
  if (!read.ok) return { page: await reportsPage(request, store, read) };
  const reports = await store.reports(read.period, request.now);
  const activity = { action: 'Exported a report', detail: `${name}.csv, ${read.period.from} to ${read.period.to}` };
  await request.transact(async () => ({ activity }));
  return {
    file: {
      type: 'text/csv; charset=utf-8',
      name: `${name}-${read.period.from}-to-${read.period.to}.csv`,
      body: reportCsv(name, reports),
    },
  };
};
