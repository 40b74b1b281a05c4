import type { Kysely } from 'kysely';
import type { Tables } from '../../kernel/db/schema';
import type { StoredBooking } from '../booking';

/**
 * What a job's return visit's price starts from (docs/jobs.md): the approved option's lines, whether the fee is
 * still to charge, and the sales tax on parts at the estimate's rate. The jobs feature (after this one, which may
 * not import it) fills the slot at start-up; without it every visit is priced alone.
 */
export interface JobPrice {
  workDone: string;
  parts: string;
  partsCents: number;
  labourCents: number;
  /** False when the job's first visit charged the fee already: it is then credited, never charged twice. */
  chargeFee: boolean;
  /** The fee the first visit's price charged, 0 when none. */
  feePaidCents: number;
  /** The tax on `partsCents` of parts at the estimate's rate, rounded as the estimate rounds it. */
  taxOn(partsCents: number): number;
}

/** The job's price of a visit read with `db` (the database or the change's transaction); none for other visits. */
export type JobPricing = (db: Kysely<Tables>, booking: StoredBooking) => Promise<JobPrice | undefined>;

/** The slot the jobs feature fills: read per request, so a visit's form and its recording agree. */
export interface JobPricingSlot {
  current: JobPricing;
}

export const jobPricingSlot = (): JobPricingSlot => ({ current: async () => undefined });
