import type { Feature, FeatureContext } from '../../kernel/feature';
import type { BookingOffers, VisitTexts } from '../booking';
import type { JobsOfficeTools } from './tools';

/** What the office's screens use, and what the features after it read. */
export interface JobsOffers {
  office: JobsOfficeTools;
}

/**
 * Jobs (docs/jobs.md): an approved estimate carried out. Its parts are ordered and marked in, the customer is told
 * when all are in and books the return visit on their manage page, and the receipt after it covers the job.
 */
export function jobsFeature(
  context: FeatureContext,
  uses: { booking: BookingOffers; texts: VisitTexts | undefined },
): Feature<JobsOffers> {
  const { database } = context;
  return {
    name: 'jobs',
    routes: [],
    workers: {},
    offers: { office: { database, ownVisit: uses.booking.ownVisit, texts: uses.texts, nudge: () => undefined } },
  };
}

export { jobsOfficeLines } from './office/routes';
