import type { Kysely } from 'kysely';
import type { Tables } from '../../kernel/db/schema';
import { toStoredBooking, type StoredBooking } from '../booking';
import type { JobPricing } from '../charges';
import { optionTotals, partsTaxCents } from '../estimates';

/** One line of the approved option, as the estimate keeps it. */
export interface JobLine {
  kind: 'labour' | 'part';
  description: string;
  quantity: number;
  unitCents: number;
}

/** A job as its screens and the customer's page read it: the approved option, its visits, its parts. */
export interface Job {
  id: string;
  estimateId: string;
  /** The diagnosis visit, on which the estimate was written. */
  first: StoredBooking;
  /** The return visit booked (not cancelled), if any. */
  returnVisit: StoredBooking | undefined;
  /** Every visit of the job not cancelled, in time order. */
  visits: StoredBooking[];
  /** The title of the option the customer approved. */
  option: string;
  lines: JobLine[];
  /** The estimate's fee and tax rate, as they were when it was written. */
  feeCents: number;
  taxRate: number;
  /** Parts recorded and not yet marked in: the return visit waits for them. */
  partsWaiting: number;
}

/**
 * The job a visit belongs to (bookings.job_id), read with `db` (the database, or a transaction); undefined for a
 * visit in no job, or a job whose estimate is somehow not approved.
 */
export async function jobOfVisit(db: Kysely<Tables>, bookingId: string): Promise<Job | undefined> {
  const visit = await db.selectFrom('bookings').select('job_id').where('id', '=', bookingId).executeTakeFirst();
  return visit?.job_id ? jobById(db, visit.job_id) : undefined;
}

export async function jobById(db: Kysely<Tables>, jobId: string): Promise<Job | undefined> {
  const job = await db
    .selectFrom('jobs')
    .innerJoin('estimates', 'estimates.id', 'jobs.estimate_id')
    .select([
      'jobs.id as id',
      'jobs.estimate_id as estimateId',
      'jobs.first_booking_id as firstId',
      'estimates.approved_option as option',
      'estimates.fee_cents as feeCents',
      'estimates.tax_rate_bp as taxRate',
    ])
    .where('jobs.id', '=', jobId)
    .executeTakeFirst();
  if (!job || job.option === null) return undefined;
  const [rows, option, lines, waiting] = await Promise.all([
    db
      .selectFrom('bookings')
      .selectAll()
      .where((eb) => eb.or([eb('job_id', '=', job.id), eb('id', '=', job.firstId)]))
      .orderBy('window_start')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('estimate_options')
      .select('title')
      .where('estimate_id', '=', job.estimateId)
      .where('position', '=', job.option)
      .executeTakeFirst(),
    db
      .selectFrom('estimate_lines')
      .select(['kind', 'description', 'quantity', 'unit_cents'])
      .where('estimate_id', '=', job.estimateId)
      .where('option_position', '=', job.option)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('job_parts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('job_id', '=', job.id)
      .where('arrived_at', 'is', null)
      .executeTakeFirst(),
  ]);
  const all = rows.map(toStoredBooking);
  const first = all.find((visit) => visit.id === job.firstId);
  if (!first) return undefined;
  const visits = all.filter((visit) => visit.status === 'booked');
  return {
    id: job.id,
    estimateId: job.estimateId,
    first,
    returnVisit: visits.find((visit) => visit.id !== first.id),
    visits,
    option: option?.title ?? '',
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: Number(line.quantity),
      unitCents: Number(line.unit_cents),
    })),
    feeCents: Number(job.feeCents),
    taxRate: Number(job.taxRate),
    partsWaiting: Number(waiting?.count ?? 0),
  };
}

/**
 * The job's first visit when `bookingId` is its return visit, read in `trx` (Done on the return visit ends the
 * first, which waited for the parts, in the same transaction); undefined for any other visit.
 */
export async function firstVisitOfReturn(
  trx: Kysely<Tables>,
  bookingId: string,
): Promise<{ id: string; visitStatus: string } | undefined> {
  const row = await trx
    .selectFrom('bookings as visit')
    .innerJoin('jobs', 'jobs.id', 'visit.job_id')
    .innerJoin('bookings as first', 'first.id', 'jobs.first_booking_id')
    .select(['first.id as id', 'first.visit_status as visitStatus'])
    .where('visit.id', '=', bookingId)
    .where('first.id', '!=', bookingId)
    .executeTakeFirst();
  return row ? { id: row.id, visitStatus: row.visitStatus } : undefined;
}

const quantityOf = (quantity: number) => (quantity > 1 ? `${quantity} × ` : '');

/**
 * How a job's return visit is priced (charges' slot, docs/jobs.md): its form starts from the approved option's
 * lines, the fee is charged once for the job (credited, not charged, when the first visit's price charged it),
 * and the parts are taxed at the estimate's rate, half a cent up, as the estimate was.
 */
export const returnVisitPricing: JobPricing = async (db, booking) => {
  const job = await jobOfVisit(db, booking.id);
  if (!job || job.first.id === booking.id) return undefined;
  const totals = optionTotals(job.lines, { taxRate: job.taxRate, feeCents: 0 });
  const first = await db
    .selectFrom('visit_charges')
    .select(['fee_cents', 'fee_credit_cents'])
    .where('booking_id', '=', job.first.id)
    .executeTakeFirst();
  const feeCharged = Number(first?.fee_cents ?? 0);
  const parts = job.lines.filter((line) => line.kind === 'part');
  return {
    workDone: [job.option, ...job.lines.map((line) => `${quantityOf(line.quantity)}${line.description}`)].join('\n'),
    parts: parts.map((line) => `${quantityOf(line.quantity)}${line.description}`).join(', '),
    partsCents: totals.partsCents,
    labourCents: totals.labourCents,
    chargeFee: feeCharged === 0,
    // What the first visit charged of the fee and did not credit there: credited toward this repair.
    feePaidCents: Math.max(0, feeCharged - Number(first?.fee_credit_cents ?? 0)),
    taxOn: (partsCents) => partsTaxCents(partsCents, job.taxRate),
  };
};
