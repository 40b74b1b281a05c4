import { OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { exportBookingsCsvScreen } from './export-bookings-csv';
import { exportEverythingScreen } from './export-everything';
import { exportLeadsCsvScreen } from './export-leads-csv';
import { exportsScreen } from './exports';
import type { ExportStore } from '../store';

/** The owner's exports: leads and bookings as CSV, and every row as NDJSON. */
export function exportsOfficeLines(tools: ExportStore): OfficeLine[] {
  const { page } = officeLines(tools);
  return [
    page('/office/exports', OWNER_ONLY, exportsScreen, { nav: { label: 'Exports', order: 100 } }),
    page('/office/export/leads.csv', OWNER_ONLY, exportLeadsCsvScreen),
    page('/office/export/bookings.csv', OWNER_ONLY, exportBookingsCsvScreen),
    page('/office/export/everything.ndjson.gz', OWNER_ONLY, exportEverythingScreen),
  ];
}
