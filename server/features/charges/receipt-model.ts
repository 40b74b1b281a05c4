import { bookingRules } from '../../../data/booking';
import { business, credentials } from '../../../data/business';
import { formatCents, isCouponCode, type Payment } from '../../../data/charges';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { longDay } from '../../../data/messages/when';
import { findServiceIn } from '../../../data/site/localized';
import { multiLine, oneLine } from '../../../data/text';
import { visitAddress, type StoredBooking } from '../booking';
import type { ReceiptPayment } from './receipt-payment';
import type { VisitCharge } from './store';

/** One receipt, in words: what the e-mail's two parts and the PDF all show, so they cannot disagree. */
export interface Receipt {
  /** The language its words are in: the customer's for the e-mail and PDF, English on the office's screens. */
  locale: Locale;
  corrected: boolean;
  /** A warranty visit: no charge. */
  warranty: boolean;
  reference: string;
  /** The day the visit was done, in words. */
  date: string;
  /** A job's receipt: the days of its visits in words, joined ("Tuesday, November 24, 2026 and …"); else ''. */
  visits: string;
  customer: string;
  address: string;
  service: string;
  workDone: string;
  parts: string;
  /** The money lines, each [label, amount], amounts taken off written "−$89.00". */
  lines: [label: string, amount: string][];
  total: string;
  payment: string;
  /** "Paid" or "Unpaid"; "No charge" when the Total is $0. */
  paid: 'Paid' | 'Unpaid' | 'No charge';
  /** "Monday, February 22, 2027". */
  warrantyEnds: string;
  /** Rows after the Total: the job's deposit paid, credited, and the balance left ([] without a deposit). */
  settlement: [label: string, amount: string][];
  /** Pay $X online at the customer's manage page (payments on, a balance owed). */
  payOnline?: { amount: string; url: string } | undefined;
  /** "Tuesday, November 24, 2026 with the card ending in 4242" (payments on, nothing owed). */
  paidOn?: string | undefined;
}

const dayWords = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** "Monday, February 22, 2027" ("lunes, 22 de febrero de 2027") for a YYYY-MM-DD business day. */
export const dayInWords = (date: string, locale: Locale = 'en') => {
  if (locale !== 'en') return longDay(locale, date);
  const ms = Date.parse(`${date}T12:00:00Z`);
  return Number.isNaN(ms) ? date : dayWords.format(new Date(ms));
};

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: bookingRules.timeZone });

/** A payment's words in the receipt's language. */
const paymentLabel = (locale: Locale, payment: Payment) => {
  const { receipts } = messagesFor(locale);
  return { cash: receipts.cash, card: receipts.card, check: receipts.check, unpaid: receipts.notPaidYet }[payment];
};

/**
 * The receipt of a visit's price: everything it says, visitor and office text cleaned to plain lines; with
 * `payment` (payments on) what is left to pay online, or when it was paid. Its words are in `locale`: the
 * customer's language for what they are sent (data/messages/{en,es}/receipt.ts), English for the office.
 */
export function receiptOf(
  booking: StoredBooking,
  charge: VisitCharge,
  payment?: ReceiptPayment,
  locale: Locale = 'en',
): Receipt {
  const { receipts } = messagesFor(locale);
  const off = (cents: number) => `−${formatCents(cents)}`;
  // Short labels: the e-mail's label column does not wrap, and a phone is 375 px wide.
  const coupon = isCouponCode(charge.coupon) ? charge.coupon : '';
  const lines: [string, string][] = [
    [receipts.serviceCallFee, formatCents(charge.feeCents)],
    ...(charge.partsCents > 0 || charge.parts
      ? [[receipts.parts, formatCents(charge.partsCents)] as [string, string]]
      : []),
    [receipts.labour, formatCents(charge.labourCents)],
    ...(charge.feeCreditCents > 0 ? [[receipts.feeCredited, off(charge.feeCreditCents)] as [string, string]] : []),
    ...(charge.discountCents > 0 || coupon
      ? [[receipts.coupon(coupon), off(charge.discountCents)] as [string, string]]
      : []),
    ...(charge.taxCents > 0 ? [[receipts.salesTax, formatCents(charge.taxCents)] as [string, string]] : []),
  ];
  const doneAt = booking.doneAt ? Date.parse(booking.doneAt) : Date.parse(charge.recordedAt);
  return {
    locale,
    corrected: charge.corrections > 0,
    warranty: Boolean(booking.warrantyOf),
    reference: oneLine(booking.reference),
    date: dayInWords(dayOf.format(new Date(doneAt)), locale),
    visits: (charge.jobVisits ?? []).map((day) => dayInWords(day, locale)).join(receipts.and),
    customer: oneLine(booking.name),
    address: oneLine(visitAddress(booking)),
    service: findServiceIn(locale, booking.service)?.name ?? oneLine(booking.service),
    workDone: multiLine(charge.workDone),
    parts: oneLine(charge.parts),
    lines,
    total: formatCents(charge.totalCents),
    // A job's deposit that covered its whole price paid it by card, though the office recorded it not paid yet.
    payment: paymentLabel(locale, charge.payment === 'unpaid' && payment?.kind === 'paid' ? 'card' : charge.payment),
    paid:
      charge.totalCents === 0
        ? 'No charge'
        : charge.payment === 'unpaid' && payment?.kind !== 'paid'
          ? 'Unpaid'
          : 'Paid',
    warrantyEnds: dayInWords(charge.warrantyEndsOn, locale),
    ...paymentParts(charge, payment, locale),
  };
}

function paymentParts(charge: VisitCharge, payment: ReceiptPayment | undefined, locale: Locale) {
  if (!payment) return { settlement: [] };
  const { receipts } = messagesFor(locale);
  const deposit = payment.depositCents;
  const settlement: [string, string][] =
    deposit > 0
      ? [
          [receipts.depositPaid, `−${formatCents(deposit)}`],
          [
            receipts.balance,
            formatCents(payment.kind === 'owed' ? payment.balanceCents : Math.max(0, charge.totalCents - deposit)),
          ],
        ]
      : [];
  if (payment.kind === 'owed')
    return { settlement, payOnline: { amount: formatCents(payment.balanceCents), url: payment.url } };
  const day = dayInWords(dayOf.format(new Date(payment.paidAt)), locale);
  return {
    settlement,
    paidOn: payment.cardLast4 ? receipts.paidWithCard(day, oneLine(payment.cardLast4)) : day,
  };
}

/** "Card · Paid", "Not paid yet · Unpaid", or "No charge", in the receipt's language. */
export const paymentWords = (receipt: Receipt) => {
  const { receipts } = messagesFor(receipt.locale);
  if (receipt.paid === 'No charge') return receipts.noCharge;
  return `${receipt.payment} · ${receipt.paid === 'Paid' ? receipts.paid : receipts.unpaid}`;
};

/** The business as the receipt heads it: name, address, phone, e-mail, licences (data/business.ts). */
export const receiptBusiness = {
  name: business.name,
  address: `${business.address.street}, ${business.address.locality}, ${business.address.region} ${business.address.postalCode}`,
  phone: business.phone.display,
  email: business.email,
  licences: credentials.licences.map((licence) => `${licence.label} ${licence.number}`),
};
