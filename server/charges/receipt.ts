import type { SendMailOptions } from 'nodemailer';
import { bookingRules } from '../../data/booking';
import { business } from '../../data/business';
import { COUPON_RULES, formatCents, isCouponCode, paymentLabels } from '../../data/charges';
import { findService } from '../../data/services';
import { multiLine, oneLine } from '../../data/text';
import { visitAddress } from '../booking/emails';
import type { StoredBooking } from '../booking/store';
import { brandedEmailHtml } from '../leads/email-html';
import { headerSafe } from '../leads/mailer';
import { EMAIL_ADDRESS } from '../leads/validation';
import { receiptBusiness, receiptPdf } from './receipt-pdf';
import type { VisitCharge } from './store';

/** One receipt, in words: what the e-mail's two parts and the PDF all show, so they cannot disagree. */
export interface Receipt {
  corrected: boolean;
  /** A warranty visit: no charge. */
  warranty: boolean;
  reference: string;
  /** The day the visit was done, in words. */
  date: string;
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
}

const dayWords = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** "Monday, February 22, 2027" for a YYYY-MM-DD business day. */
export const dayInWords = (date: string) => {
  const ms = Date.parse(`${date}T12:00:00Z`);
  return Number.isNaN(ms) ? date : dayWords.format(new Date(ms));
};

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: bookingRules.timeZone });

/** The receipt of a visit's price: everything it says, visitor and office text cleaned to plain lines. */
export function receiptOf(booking: StoredBooking, charge: VisitCharge): Receipt {
  const off = (cents: number) => `−${formatCents(cents)}`;
  const coupon = isCouponCode(charge.coupon) ? `${charge.coupon} (${COUPON_RULES[charge.coupon].label})` : '';
  const lines: [string, string][] = [
    [
      charge.feeCents > 0 ? 'Service call fee (diagnosis)' : 'Service call fee (not charged)',
      formatCents(charge.feeCents),
    ],
    ...(charge.partsCents > 0 || charge.parts ? [['Parts', formatCents(charge.partsCents)] as [string, string]] : []),
    ['Labour', formatCents(charge.labourCents)],
    ...(charge.feeCreditCents > 0
      ? [['Service call fee credited toward the repair', off(charge.feeCreditCents)] as [string, string]]
      : []),
    ...(charge.discountCents > 0 || coupon
      ? [[`Coupon ${coupon}`, off(charge.discountCents)] as [string, string]]
      : []),
  ];
  const doneAt = booking.doneAt ? Date.parse(booking.doneAt) : Date.parse(charge.recordedAt);
  return {
    corrected: charge.corrections > 0,
    warranty: Boolean(booking.warrantyOf),
    reference: oneLine(booking.reference),
    date: dayInWords(dayOf.format(new Date(doneAt))),
    customer: oneLine(booking.name),
    address: oneLine(visitAddress(booking.address, booking.zip)),
    service: findService(booking.service)?.name ?? oneLine(booking.service),
    workDone: multiLine(charge.workDone),
    parts: oneLine(charge.parts),
    lines,
    total: formatCents(charge.totalCents),
    payment: paymentLabels[charge.payment],
    paid: charge.totalCents === 0 ? 'No charge' : charge.payment === 'unpaid' ? 'Unpaid' : 'Paid',
    warrantyEnds: dayInWords(charge.warrantyEndsOn),
  };
}

/** "Card · Paid", "Not paid yet · Unpaid", or "No charge". */
export const paymentWords = (receipt: Receipt) =>
  receipt.paid === 'No charge' ? 'No charge' : `${receipt.payment} · ${receipt.paid}`;

const warrantyLine = (receipt: Receipt) =>
  `Your repair is covered by our ${business.warrantyDays}-day parts and labour warranty until ${receipt.warrantyEnds}. If the same problem comes back, call us at ${business.phone.display} and quote ${receipt.reference}.`;

/** The rows of the e-mail: the visit, then the money, the payment and the warranty. */
function rowsOf(receipt: Receipt): [string, string][] {
  return [
    ['Reference', receipt.reference],
    ['Date', receipt.date],
    ['Customer', receipt.customer],
    ['Address', receipt.address],
    ['Appliance', receipt.service],
    ['Work done', receipt.workDone],
    ...(receipt.parts ? [['Parts used', receipt.parts] as [string, string]] : []),
    ...receipt.lines,
    ['Total', receipt.total],
    ['Payment', paymentWords(receipt)],
    ['Warranty until', receipt.warrantyEnds],
  ];
}

export interface ReceiptMailContext {
  from: string;
  /** The office's address: the receipt's Reply-To. */
  to: string;
}

/**
 * The receipt e-mail: the branded HTML part, a plain-text part, and the receipt as a PDF made here
 * (receipt-pdf.ts). A booking without a usable address is refused as a relay's 5xx would be (given up in time).
 */
export async function composeReceiptEmail(
  booking: StoredBooking,
  charge: VisitCharge,
  context: ReceiptMailContext,
): Promise<SendMailOptions> {
  const address = booking.email.trim();
  if (!EMAIL_ADDRESS.test(address))
    throw Object.assign(new Error(`booking ${booking.reference} has no usable e-mail address`), { responseCode: 550 });
  const receipt = receiptOf(booking, charge);
  const title = `${receipt.corrected ? 'Corrected receipt' : 'Your receipt'}${receipt.warranty ? ' (warranty visit: no charge)' : ''}`;
  const intro = receipt.corrected
    ? `${receipt.customer}, we corrected the price of your visit. This receipt replaces the one we sent before.`
    : `${receipt.customer}, thank you for choosing ${business.name}. Here is the receipt for your visit; the PDF attached is the same receipt to keep.`;
  const rows = rowsOf(receipt);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const footer = `${business.name} · ${receiptBusiness.address} · ${business.phone.display} · ${business.email}`;
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\n/g, `\n${' '.repeat(width)}`)}`),
    '',
    warrantyLine(receipt),
    '',
    `Licences: ${receiptBusiness.licences.join(' · ')}`,
    footer,
  ].join('\n');
  const html = brandedEmailHtml({
    heading: title,
    intro,
    rows: rows.map(([label, value]) => ({ label, value })),
    blocks: [{ text: warrantyLine(receipt) }],
    note: `${receiptBusiness.address} · Licences: ${receiptBusiness.licences.join(' · ')}`,
  });
  return {
    from: { name: business.name, address: context.from },
    to: { name: headerSafe(booking.name) || 'Customer', address },
    replyTo: { name: business.name, address: context.to },
    subject: headerSafe(`${title}: ${receipt.total}, ${receipt.reference}`, 150),
    text,
    html,
    attachments: [
      {
        filename: `receipt-${receipt.reference}.pdf`,
        content: await receiptPdf(receipt),
        contentType: 'application/pdf',
      },
    ],
  };
}
