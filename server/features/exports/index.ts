import type { Feature, FeatureContext } from '../../kernel/feature';
import { exportStore, type ExportStore } from './store';

/** What the exports' office screens work with: the files' batched reads. */
export interface ExportsOffers {
  office: ExportStore;
}

/** The owner's exports: leads and bookings as CSV, and every row as NDJSON. No public routes. */
export function exportsFeature(context: FeatureContext): Feature<ExportsOffers> {
  return { name: 'exports', routes: [], workers: {}, offers: { office: exportStore(context.database) } };
}

export { exportsOfficeLines } from './office/routes';
export type { ExportStore } from './store';
export type { ExportedLead } from './exported-rows';
