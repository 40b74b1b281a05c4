import { ExportsPage } from '../../../../views/exports/ExportsPage';
import type { FeatureScreen } from '../../../office';
import type { ExportStore } from '../store';

/** Every download of the Exports screen. The calendar feed has its private address made in the settings. */
const downloads = [
  {
    href: '/office/export/leads.csv',
    label: 'Leads (leads.csv)',
    description:
      'Every contact-form lead, newest first: what the visitor sent, when, where the office is with it, its notes, and its lead ID.',
  },
  {
    href: '/office/export/bookings.csv',
    label: 'Bookings (bookings.csv)',
    description:
      'Every booking, cancelled ones too, by arrival window: who, where, what, and who in the office changed it.',
  },
] as const;

const everything = {
  href: '/office/export/everything.ndjson.gz',
  label: 'Everything (one .ndjson.gz file)',
  description:
    'All the shop’s records in one compressed file: customers, leads and their notes, visits with their statuses, technicians, prices, notes and photos, reviews, e-mails and texts, the team, the schedule and this activity log. Passwords and private links are left out. It restores into a new database with npm run db:import, on SQLite or PostgreSQL.',
} as const;

export const exportsScreen: FeatureScreen<ExportStore> = async () => ({
  page: { title: 'Exports', body: <ExportsPage downloads={downloads} everything={everything} /> },
});
