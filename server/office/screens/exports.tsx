import { ExportsPage } from '../../../views/office/ExportsPage';
import { leadsCsv } from '../../leads/csv';
import type { OfficeScreen } from '../http';

/** Every download of the Exports screen. The calendar feed has its private address made in the settings. */
const downloads = [
  {
    href: '/office/export/leads.csv',
    label: 'Leads (leads.csv)',
    description: 'Every contact-form lead, newest first: what the visitor sent, when, and its lead ID.',
  },
  {
    href: '/office/export/bookings.csv',
    label: 'Bookings (bookings.csv)',
    description:
      'Every booking, cancelled ones too, by arrival window: who, where, what, and who in the office changed it.',
  },
] as const;

export const exportsScreen: OfficeScreen = async () => ({
  page: { title: 'Exports', body: <ExportsPage downloads={downloads} /> },
});

/** /office/export/leads.csv: the same file as `npm run leads -- --csv`. */
export const leadsCsvExport: OfficeScreen = async ({ store, log, now }) => {
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
