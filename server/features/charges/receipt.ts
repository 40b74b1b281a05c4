import type { SendMailOptions } from 'nodemailer';
import { business } from '../../../data/business';
import type { StoredBooking } from '../booking';
import { brandedEmailHtml, greetingOf } from '../../kernel/mail/email-html';
import { headerSafe } from '../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import { receiptPdf } from './receipt-pdf';
import { paymentWords, receiptBusiness, receiptOf, type Receipt } from './receipt-model';
import type { ReceiptPayment } from './receipt-payment';
import type { VisitCharge } from './store';

const warrantyLine = (receipt: Receipt) =>
  `Your repair is covered by our ${business.warrantyDays}-day parts and labour warranty until ${receipt.warrantyEnds}. If the same problem comes back, call us at ${business.phone.display} and quote ${receipt.reference}.`;

/** The rows of the e-mail: the visit, then the money, the payment and the warranty. */
function rowsOf(receipt: Receipt): [string, string][] {
  return [
    ['Reference', receipt.reference],
    ['Date', receipt.date],
    ...(receipt.visits ? [['Job visits', receipt.visits] as [string, string]] : []),
    ['Customer', receipt.customer],
    ['Address', receipt.address],
    ['Appliance', receipt.service],
    ['Work done', receipt.workDone],
    ...(receipt.parts ? [['Parts used', receipt.parts] as [string, string]] : []),
    ...receipt.lines,
    ['Total', receipt.total],
    ...receipt.settlement,
    ['Payment', paymentWords(receipt)],
    ...(receipt.payOnline ? [['Pay online', `Pay ${receipt.payOnline.amount} online`] as [string, string]] : []),
    ...(receipt.paidOn ? [['Paid', receipt.paidOn] as [string, string]] : []),
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
 * (receipt-pdf.ts); with `payment` (payments on), Pay $X online and its link, or Paid and when. A booking without a
 * usable address is refused as a relay's 5xx would be (given up in time).
 */
export async function composeReceiptEmail(
  booking: StoredBooking,
  charge: VisitCharge,
  context: ReceiptMailContext,
  payment?: ReceiptPayment,
): Promise<SendMailOptions> {
  const address = booking.email.trim();
  if (!EMAIL_ADDRESS.test(address))
    throw Object.assign(new Error(`booking ${booking.reference} has no usable e-mail address`), { responseCode: 550 });
  const receipt = receiptOf(booking, charge, payment);
  const title = `${receipt.corrected ? 'Corrected receipt' : 'Your receipt'}${receipt.warranty ? ' (warranty visit: no charge)' : ''}`;
  const greeting = greetingOf(receipt.customer);
  const intro = receipt.corrected
    ? `We corrected the price of your visit. This receipt replaces the one we sent before.`
    : `Thank you for choosing ${business.name}. Here is the receipt for your visit; the PDF attached is the same receipt to keep.`;
  const rows = rowsOf(receipt);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const footer = `${business.name} · ${receiptBusiness.address} · ${business.phone.display} · ${business.email}`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\n/g, `\n${' '.repeat(width)}`)}`),
    '',
    ...(receipt.payOnline ? [`Pay ${receipt.payOnline.amount} online: ${receipt.payOnline.url}`, ''] : []),
    warrantyLine(receipt),
    '',
    `Licences: ${receiptBusiness.licences.join(' · ')}`,
    footer,
  ].join('\n');
  const html = brandedEmailHtml({
    heading: title,
    greeting,
    intro,
    rows: rows.map(([label, value]) => ({
      label,
      value,
      href: label === 'Pay online' ? receipt.payOnline?.url : undefined,
    })),
    button: receipt.payOnline && { label: `Pay ${receipt.payOnline.amount} online`, url: receipt.payOnline.url },
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
