import { writeLeadsCsv } from '../../leads/csv';
import type { OfficeScreen } from '../../../office/http';

/**
 * /office/export/leads.csv: the columns of `npm run leads -- --csv` plus each lead's status and notes, written
 * as the leads are read, a batch at a time.
 */
export const exportLeadsCsvScreen: OfficeScreen = async ({ store, log, now }) => {
  await log('Exported leads.csv');
  return {
    stream: {
      type: 'text/csv; charset=utf-8',
      name: `leads-${now.toISOString().slice(0, 10)}.csv`,
      write: (out) => writeLeadsCsv(store.leadBatches(), out),
    },
  };
};
