import type { JobPricing } from '../charges';
import { optionTotals, partsTaxCents } from '../estimates';
import { jobOfVisit } from './job-store';

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
