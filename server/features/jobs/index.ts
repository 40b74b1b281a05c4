import { post, type Feature, type FeatureContext } from '../../kernel/feature';
import { outboxHooks, type Outbox } from '../../kernel/queue/worker';
import type { BookingOffers, VisitTexts } from '../booking';
import { startJobOutbox, type JobOutboxOptions } from './parts-outbox';
import { jobsWaiting, type JobsWaiting } from './parts-waiting';
import type { JobsOfficeTools } from './tools';
import { returnVisitPricing } from './job-store';
import { firstVisitOfReturn } from './job-store';
import { jobsOfVisits, visitJob } from './job-visits';
import { returnVisitOnManagePage } from './return-visit-section';
import { provideReturnVisit } from './routes/context';
import { bookReturnVisit } from './routes/return-visit-book';

export interface JobsTuning {
  /** Retry timing, logging and clock of the jobs' outbox (only started when SMTP_URL is set). */
  outbox?: JobOutboxOptions;
}

/** What the office's screens use, and what the features after it read. */
export interface JobsOffers {
  office: JobsOfficeTools;
  /** Today's: the parts past their expected day, and the jobs whose parts are in with no return visit booked. */
  waiting: JobsWaiting;
  /** The job's first visit when a visit is its return visit: Done on it ends the first (the visits feature's). */
  firstVisitOfReturn: typeof firstVisitOfReturn;
  /** A return visit's price from its approved estimate: charges' slot, filled at assembly. */
  pricing: typeof returnVisitPricing;
  /** A visit's job for the office's visit page: its visits together, and Book Return Visit while there is none. */
  visitJob: ReturnType<typeof visitJob>;
  /** The job lines of a list's visits (My Day, the customer's history), in one query. */
  jobsOfVisits: ReturnType<typeof jobsOfVisits>;
}

/**
 * Jobs (docs/jobs.md): an approved estimate carried out. Its parts are ordered and marked in, the customer is told
 * when all are in and books the return visit on their manage page, and the receipt after it covers the job.
 */
export function jobsFeature(
  context: FeatureContext,
  uses: { booking: BookingOffers; texts: VisitTexts | undefined },
  tuning: JobsTuning = {},
): Feature<JobsOffers> {
  const { config, database, now } = context;
  const outbox: Outbox | undefined = config.mail
    ? startJobOutbox(
        config.mail,
        database,
        { siteUrl: config.siteUrl },
        { ...outboxHooks(context), now, ...tuning.outbox },
      )
    : undefined;
  const nudge = () => outbox?.nudge();
  // The return visit (return-visit.ts): booked on the first visit's manage page through booking's store and slot.
  const returnVisit = {
    database,
    engine: database.engine,
    store: uses.booking.job.store,
    schedule: uses.booking.schedule,
  };
  uses.booking.addManageSection(returnVisitOnManagePage(database, returnVisit));
  return {
    name: 'jobs',
    routes: [
      post(
        '/booking/:token/return-visit',
        ...uses.booking.routeChains.form,
        provideReturnVisit(returnVisit),
        bookReturnVisit,
      ),
    ],
    workers: outbox ? { outbox } : {},
    offers: {
      firstVisitOfReturn,
      pricing: returnVisitPricing,
      visitJob: visitJob(database),
      jobsOfVisits: jobsOfVisits(database),
      office: { database, ownVisit: uses.booking.ownVisit, texts: uses.texts, nudge, returnVisit },
      waiting: jobsWaiting(database),
    },
  };
}

export { jobsOfficeLines } from './office/routes';
export type { JobsWaiting, JobWaiting } from './parts-waiting';
export type { JobsOfVisits, VisitJob } from './job-visits';
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { jobEmailKind } from './parts-outbox';
