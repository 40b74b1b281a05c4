import * as v from 'valibot';
import { COUPON_CODES, formatCents, PAYMENTS, priceVisit as price } from '../../../../data/charges';
import { oneLine } from '../../../../data/text';
import type { PriceFormValues } from '../../../../views/charges/PricePage';
import type { StatusBack } from '../../../../views/visits/VisitStatus';
import { dollarsField, multiLineText, oneLineText, oneOf, text, ticked } from '../../../kernel/http/schemas';
import { officeAction, type OfficeAnswer, type OfficeRequest } from '../../../office';
import type { StoredBooking } from '../../booking';
import { lockedVisit, recordCharge } from '../store';
import type { ChargesOfficeTools } from '../tools';
import { pricePage, refusalPage } from './price-page';

/** The price screen's address (where Done leads, docs/office.md), with the screen to go back to. */
export const priceHref = (reference: string, back?: StatusBack) =>
  `/office/visits/${encodeURIComponent(reference)}/price${back ? `?back=${back}` : ''}`;

const MAX_WORK = 2000;
const MAX_PARTS = 300;

const PRICE_FORM = v.object({
  workDone: v.pipe(
    multiLineText,
    v.nonEmpty('Please say what was done.'),
    v.check((work) => [...work].length <= MAX_WORK, `Please keep this under ${MAX_WORK} characters.`),
  ),
  parts: v.pipe(
    oneLineText,
    v.check((parts) => [...parts].length <= MAX_PARTS, `Please keep this under ${MAX_PARTS} characters.`),
  ),
  partsAmount: dollarsField,
  labour: dollarsField,
  fee: ticked,
  coupon: v.pipe(text, v.picklist(['', ...COUPON_CODES], 'Please choose one of the coupons, or none.')),
  payment: v.pipe(text, v.picklist(['', ...PAYMENTS], 'Please choose how it was paid.')),
});

/** The form as typed, to show again beside its messages. */
const typedOf = (form: Record<string, string>): PriceFormValues => ({
  workDone: form.workDone ?? '',
  parts: form.parts ?? '',
  partsAmount: form.partsAmount ?? '',
  labour: form.labour ?? '',
  fee: form.fee === 'yes' ? 'yes' : '',
  coupon: form.coupon ?? '',
  payment: form.payment ?? '',
});

const backOf = (form: Record<string, string>): StatusBack | undefined => v.parse(BACK, { back: form.back }).back;

/** The form shown again (400) with every field as typed and each message beside its field. */
const refusedForm = (
  request: OfficeRequest,
  db: Parameters<typeof pricePage>[2],
  booking: Parameters<typeof pricePage>[1],
  errors: Partial<Record<keyof PriceFormValues, string>>,
  jobPricing: ChargesOfficeTools['jobPricing'],
) => {
  const back = backOf(request.form);
  return pricePage(
    request,
    booking,
    db,
    { status: 400, values: typedOf(request.form), errors, ...(back ? { back } : {}) },
    jobPricing,
  );
};

const BACK = v.object({ back: oneOf(['my-day', 'visit', 'booking'] as const) });

/**
 * The visit a price belongs to, for the price screens (whose visit it is, the route's policy checked): 404 for a
 * visit not booked; a change to a visit not Done is a 409 (its page says to mark it Done first). Else the booking.
 */
export function priceVisit<Visit extends StoredBooking>(
  booking: Visit | undefined,
  { change }: { change: boolean },
): { booking: Visit } | { answer: OfficeAnswer } {
  if (!booking || booking.status !== 'booked') return { answer: { notFound: true } };
  if (change && booking.visitStatus !== 'done')
    return {
      answer: refusalPage(
        409,
        'Mark the visit Done first',
        'A price is recorded once the visit is Done.',
        `/office/visits/${encodeURIComponent(booking.reference)}`,
      ),
    };
  return { booking };
}

/**
 * POST /office/visits/:reference/price: checks the form, works out the Total (data/charges.ts), records it (the
 * office: or corrects it) and queues the receipt in one transaction with its activity line. Whose visit it is, is
 * the route's policy. A refusal shows the form again with every field as typed and each message beside its field
 * (400); a visit not Done, or a technician's second recording, is a 409.
 */
export const visitPriceRecordScreen = officeAction({
  form: PRICE_FORM,
  async refused(read, request, { visit, database, jobPricing }: ChargesOfficeTools) {
    const checked = priceVisit(await visit(request.params.reference ?? ''), { change: true });
    if ('answer' in checked) return checked.answer;
    return refusedForm(request, database.db, checked.booking, read.errors, jobPricing);
  },
  async apply({ trx, values, request, tools }) {
    const checked = priceVisit(await lockedVisit(trx, tools.database.engine, request.params.reference ?? ''), {
      change: true,
    });
    if ('answer' in checked) return { answer: checked.answer };
    const { booking } = checked;
    const refuse = async (errors: Partial<Record<keyof PriceFormValues, string>>) => ({
      answer: await refusedForm(request, trx, booking, errors, tools.jobPricing),
    });
    const { workDone, parts, partsAmount, labour, fee, coupon, payment } = values;
    if (partsAmount > 0 && !parts) return refuse({ parts: 'Please say which parts were used.' });
    // A job's return visit: the tax on its parts at the estimate's rate, and the fee its first visit charged
    // credited rather than charged again (docs/jobs.md).
    // Only a visit in a job is priced from one: any other is not the jobs feature's.
    const job = booking.jobId ? await tools.jobPricing.current(trx, booking) : undefined;
    const totals = price({
      partsCents: partsAmount,
      labourCents: labour,
      chargeFee: fee,
      coupon,
      taxCents: job ? job.taxOn(partsAmount) : 0,
      feePaidCents: job && !fee ? job.feePaidCents : 0,
    });
    if ('field' in totals) return refuse({ coupon: totals.message });
    if (!payment && totals.totalCents > 0) return refuse({ payment: 'Please choose how it was paid.' });
    const back = backOf(request.form);
    if (!booking.doneAt)
      return {
        answer: refusalPage(
          409,
          'Mark the visit Done first',
          'A price is recorded once the visit is Done.',
          '/office/my-day',
        ),
      };
    const outcome = await recordCharge(
      trx,
      { ...booking, doneAt: booking.doneAt },
      { workDone, parts, coupon, payment: payment || 'unpaid', totals },
      { email: oneLine(request.user.email), role: request.user.role },
      request.now,
    );
    if (outcome.kind === 'recorded-already')
      return {
        answer: refusalPage(
          409,
          'The price is recorded already',
          'Only the office can correct a recorded price.',
          priceHref(booking.reference, back),
        ),
      };
    const { charge } = outcome;
    const query = new URLSearchParams({ ...(back ? { back } : {}), saved: outcome.kind });
    return {
      answer: { redirect: `/office/visits/${encodeURIComponent(booking.reference)}/price?${query.toString()}` },
      activity: {
        action: outcome.kind === 'recorded' ? 'Price recorded' : 'Price corrected',
        detail: `${oneLine(booking.name)} (${booking.reference}): ${formatCents(charge.totalCents)}, ${charge.payment}`,
      },
      after: tools.nudge,
    };
  },
});
