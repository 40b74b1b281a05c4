import { sql } from 'kysely';
import { oneLine } from '../../../data/text';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { businessToday } from './parts-store';

/** A job Today points at: a part late, or every part in and no return visit booked yet. */
export interface JobWaiting {
  reference: string;
  customer: string;
  /** The visit's page. */
  href: string;
  /** A late part: what it is and the day it was expected; a job whose parts are in: when the last came. */
  detail: string;
  /** The day a late part was expected (YYYY-MM-DD), or when the parts were all in (an instant). */
  at: string;
}

/** The most of each list Today shows; the Parts screen has the rest. */
const SHOWN = 50;

const visitHref = (reference: string) => `/office/visits/${encodeURIComponent(reference)}`;

/**
 * What Today shows of the jobs (issue 37, item 7), two queries: the parts past their expected day and not in, late
 * longest first (the job_parts_waiting index); and the jobs whose parts are all in with no return visit booked (no
 * other visit of the job that is not cancelled), the longest waiting first, among the first visits still Waiting
 * for Parts (a job whose first visit the owner reopened is the office's own to follow).
 */
export function jobsWaiting(database: AppDatabase) {
  return async (now: Date): Promise<{ lateParts: JobWaiting[]; partsIn: JobWaiting[] }> => {
    await database.ready();
    const { db } = database;
    const [late, partsIn] = await Promise.all([
      db
        .selectFrom('job_parts')
        .innerJoin('jobs', 'jobs.id', 'job_parts.job_id')
        .innerJoin('bookings', 'bookings.id', 'jobs.first_booking_id')
        .select(['job_parts.description', 'job_parts.expected_on', 'bookings.reference', 'bookings.name'])
        .where('job_parts.arrived_at', 'is', null)
        .where('job_parts.expected_on', '<', businessToday(now))
        .orderBy('job_parts.arrived_at')
        .orderBy('job_parts.expected_on')
        .limit(SHOWN)
        .execute(),
      // From the first visits still Waiting for Parts (the partial index bookings_waiting_for_parts, a few dozen
      // rows; the value spelled out so SQLite takes it): a job's diagnosis visit waits until its return visit is
      // Done, so every job this lists is among them. Anti-joining every job that ever had parts read them all
      // (23,000 on the five-year seed; 284 ms on PostgreSQL).
      db
        .selectFrom('bookings')
        .innerJoin('jobs', (join) =>
          join.onRef('jobs.id', '=', 'bookings.job_id').onRef('jobs.first_booking_id', '=', 'bookings.id'),
        )
        .select(['jobs.parts_in_at', 'bookings.reference', 'bookings.name'])
        .where('bookings.visit_status', '=', sql.lit('waiting-for-parts'))
        .where('bookings.job_id', 'is not', null)
        .where('jobs.parts_in_at', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('bookings as other')
                .select('other.id')
                .whereRef('other.job_id', '=', 'jobs.id')
                .whereRef('other.id', '!=', 'jobs.first_booking_id')
                .where('other.status', '!=', 'cancelled'),
            ),
          ),
        )
        .orderBy('jobs.parts_in_at')
        .limit(SHOWN)
        .execute(),
    ]);
    return {
      lateParts: late.map((row) => ({
        reference: row.reference,
        customer: oneLine(row.name),
        href: visitHref(row.reference),
        detail: oneLine(row.description),
        at: row.expected_on,
      })),
      partsIn: partsIn.map((row) => ({
        reference: row.reference,
        customer: oneLine(row.name),
        href: visitHref(row.reference),
        detail: 'Parts in, return visit not booked',
        at: instant(row.parts_in_at),
      })),
    };
  };
}

export type JobsWaiting = ReturnType<typeof jobsWaiting>;
