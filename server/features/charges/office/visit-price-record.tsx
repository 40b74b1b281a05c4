import * as v from 'valibot';
import {
  COUPON_CODES,
  formatCents,
  MAX_LINE_CENTS,
  parseDollars,
  PAYMENTS,
  priceVisit as price,
} from '../../../../data/charges';
import { oneLine } from '../../../../data/text';
import type { PriceFormValues } from '../../../../views/charges/PricePage';
import { actorOf, refusalPage } from '../../visits/office/dispatch-page';
import { multiLineText, oneLineText, oneOf, readForm, text, ticked } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';
import { priceHref, pricePage, priceVisit } from './price-page';

const MAX_WORK = 2000;
const MAX_PARTS = 300;

/** Dollars and cents as typed, to integer cents; a clear message for anything else. */
const dollars = v.pipe(
  text,
  v.check(
    (typed) => parseDollars(typed) !== undefined,
    'Please type an amount in dollars and cents, like 120 or 120.50 (no minus sign).',
  ),
  v.transform((typed) => parseDollars(typed) ?? 0),
  v.check((cents) => cents <= MAX_LINE_CENTS, `That is over ${formatCents(MAX_LINE_CENTS)}: please check the amount.`),
);

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
  partsAmount: dollars,
  labour: dollars,
  fee: ticked,
  coupon: v.pipe(text, v.picklist(['', ...COUPON_CODES], 'Please choose one of the coupons, or none.')),
  payment: v.pipe(text, v.picklist(['', ...PAYMENTS], 'Please choose how it was paid.')),
});

const BACK = v.object({ back: oneOf(['my-day', 'visit', 'booking'] as const) });

/**
 * POST /office/visits/:reference/price: checks the form, works out the Total (data/charges.ts), records it (the
 * office: or corrects it) and queues the receipt in one transaction. A refusal shows the form again with every
 * field as typed and each message beside its field (400), or 409 for a coupon that does not apply.
 */
export const visitPriceRecordScreen: OfficeScreen = async (request) => {
  const visit = await priceVisit(request, { change: true });
  if ('answer' in visit) return visit.answer;
  const { booking } = visit;
  const { back } = v.parse(BACK, { back: request.form.back });
  const typed: PriceFormValues = {
    workDone: request.form.workDone ?? '',
    parts: request.form.parts ?? '',
    partsAmount: request.form.partsAmount ?? '',
    labour: request.form.labour ?? '',
    fee: request.form.fee === 'yes' ? 'yes' : '',
    coupon: request.form.coupon ?? '',
    payment: request.form.payment ?? '',
  };
  const refuse = (errors: Partial<Record<keyof PriceFormValues, string>>) =>
    pricePage(request, booking, { status: 400, values: typed, errors, ...(back ? { back } : {}) });

  const form = readForm(PRICE_FORM, request.form);
  if (!form.ok) return refuse(form.errors);
  const { workDone, parts, partsAmount, labour, fee, coupon, payment } = form.values;
  if (partsAmount > 0 && !parts) return refuse({ parts: 'Please say which parts were used.' });
  const totals = price({ partsCents: partsAmount, labourCents: labour, chargeFee: fee, coupon });
  if ('field' in totals) return refuse({ coupon: totals.message });
  if (!payment && totals.totalCents > 0) return refuse({ payment: 'Please choose how it was paid.' });

  const outcome = await request.booking.charges.record(
    booking.reference,
    { workDone, parts, coupon, payment: payment || 'unpaid', totals },
    actorOf(request),
    request.now,
  );
  switch (outcome.kind) {
    case 'not-found':
      return { notFound: true };
    case 'not-yours':
      return refusalPage(403, 'Not your visit', 'This visit is not assigned to you.', '/office/my-day');
    case 'not-done':
      return refusalPage(
        409,
        'Mark the visit Done first',
        'A price is recorded once the visit is Done.',
        '/office/my-day',
      );
    case 'recorded-already':
      return refusalPage(
        409,
        'The price is recorded already',
        'Only the office can correct a recorded price.',
        priceHref(booking.reference, back),
      );
    default: {
      const { charge } = outcome;
      await request.log(
        outcome.kind === 'recorded' ? 'Price recorded' : 'Price corrected',
        `${oneLine(booking.name)} (${booking.reference}): ${formatCents(charge.totalCents)}, ${charge.payment}`,
      );
      const query = new URLSearchParams({ ...(back ? { back } : {}), saved: outcome.kind });
      return { redirect: `/office/visits/${encodeURIComponent(booking.reference)}/price?${query.toString()}` };
    }
  }
};
