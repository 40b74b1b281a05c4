import type { AppDatabase } from '../../kernel/db/database';
import type { OfficePolicy } from '../../office';
import type { VisitTexts } from '../booking';
import type { ReturnVisitDeps } from './return-visit';

/** What the jobs' screens work with (the stores' functions take the database or a trx). */
export interface JobsOfficeTools {
  database: AppDatabase;
  /** "A technician's own visit" (booking's policy), on the routes that name a visit. */
  ownVisit: OfficePolicy;
  /** The texts feature's, where texts are on: "your parts are in" is texted where the customer agreed. */
  texts: VisitTexts | undefined;
  /** Wakes the jobs' outbox after an e-mail was queued and committed. */
  nudge(): void;
  /** Booking's store and schedule, for the return visit the office books (return-visit.ts). */
  returnVisit: ReturnVisitDeps;
}
