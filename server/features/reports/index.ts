import type { Feature, FeatureContext } from '../../kernel/feature';
import { reportStore, type ReportStore } from './store';

/** What the reports' office screens work with: the figures of a period. */
export interface ReportsOffers {
  office: ReportStore;
}

/** The owner's reports: revenue, visits and the team's figures over a period, on screen and as CSV. */
export function reportsFeature(context: FeatureContext): Feature<ReportsOffers> {
  return { name: 'reports', routes: [], workers: {}, offers: { office: reportStore(context.database) } };
}

export { reportsOfficeLines } from './office/routes';
export type { ReportStore } from './store';
