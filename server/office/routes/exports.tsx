import { ExportsPage } from '../../../views/office/ExportsPage';
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
