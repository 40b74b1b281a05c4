import { writeLeadsCsv } from '../../leads';
import type { FeatureScreen } from '../../../office';
import type { ExportStore } from '../store';
import { exported } from './exported';
import { exportedLeads } from '../exported-rows';

/**
 * /office/export/leads.csv: the columns of `npm run leads -- --csv` plus each lead's status and notes, written
 * as the leads are read, a batch at a time.
 */
export const exportLeadsCsvScreen: FeatureScreen<ExportStore> = async (request, exports) => {
  await exported(request, { action: 'Exported leads.csv' });
  return {
    stream: {
      type: 'text/csv; charset=utf-8',
      name: `leads-${request.now.toISOString().slice(0, 10)}.csv`,
      write: (out) => writeLeadsCsv(exportedLeads(exports.leadBatches()), out),
    },
  };
};
