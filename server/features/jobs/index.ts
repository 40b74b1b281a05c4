import type { Feature, FeatureContext } from '../../kernel/feature';
import { outboxHooks, type Outbox } from '../../kernel/queue/worker';
import type { BookingOffers, VisitTexts } from '../booking';
import { startJobOutbox, type JobOutboxOptions } from './parts-outbox';
import { jobsWaiting, type JobsWaiting } from './parts-waiting';
import type { JobsOfficeTools } from './tools';

export interface JobsTuning {
  /** Retry timing, logging and clock of the jobs' outbox (only started when SMTP_URL is set). */
  outbox?: JobOutboxOptions;
}

/** What the office's screens use, and what the features after it read. */
export interface JobsOffers {
  office: JobsOfficeTools;
  /** Today's: the parts past their expected day, and the jobs whose parts are in with no return visit booked. */
  waiting: JobsWaiting;
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
  return {
    name: 'jobs',
    routes: [],
    workers: outbox ? { outbox } : {},
    offers: {
      office: { database, ownVisit: uses.booking.ownVisit, texts: uses.texts, nudge },
      waiting: jobsWaiting(database),
    },
  };
}

export { jobsOfficeLines } from './office/routes';
export type { JobsWaiting, JobWaiting } from './parts-waiting';
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { jobEmailKind } from './parts-outbox';
