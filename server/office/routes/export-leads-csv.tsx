import { leadsCsv } from '../../leads/csv';
import type { OfficeScreen } from '../http';

/** /office/export/leads.csv: the same file as `npm run leads -- --csv`. */
export const exportLeadsCsvScreen: OfficeScreen = async ({ store, log, now }) => {
  const leads = [];
  for (let page = 1; ; page++) {
    const batch = await store.leads({ page, pageSize: 500 });
    leads.push(...batch.leads);
    if (leads.length >= batch.total || batch.leads.length === 0) break;
  }
  await log('Exported leads.csv', `${leads.length} lead${leads.length === 1 ? '' : 's'}`);
  return {
    file: {
      type: 'text/csv; charset=utf-8',
      name: `leads-${now.toISOString().slice(0, 10)}.csv`,
      body: leadsCsv(leads),
    },
  };
};
