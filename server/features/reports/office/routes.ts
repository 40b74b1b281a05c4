import { OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { reportCsvScreen } from './report-csv';
import { reportsScreen } from './reports';
import type { ReportStore } from '../store';

/** Revenue and the team's figures are the business's own records, like the exports: the owner's alone. */
export function reportsOfficeLines(tools: ReportStore): OfficeLine[] {
  const { page } = officeLines(tools);
  return [
    page('/office/reports', OWNER_ONLY, reportsScreen, { nav: { label: 'Reports', order: 110 } }),
    page('/office/reports/:name.csv', OWNER_ONLY, reportCsvScreen),
  ];
}
