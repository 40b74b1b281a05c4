import type { SendMailOptions } from 'nodemailer';
import { business } from '../../../data/business';
import { messagesFor } from '../../../data/messages';
import type { StoredBooking } from '../booking';
import { brandedEmailHtml, greetingOf } from '../../kernel/mail/email-html';
import { headerSafe } from '../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import { receiptPdf } from './receipt-pdf';
import { paymentWords, receiptBusiness, receiptOf, type Receipt } from './receipt-model';
import type { ReceiptPayment } from './receipt-payment';
import type { VisitCharge } from './store';

/** The rows of the e-mail: the visit, then the money, the payment and the warranty, in the receipt's language. */
function rowsOf(receipt: Receipt): [string, string][] {
  const { receipts } = messagesFor(receipt.locale);
  return [
    [receipts.reference, receipt.reference],
    [receipts.date, receipt.date],
    ...(receipt.visits ? [[receipts.jobVisits, receipt.visits] as [string, string]] : []),
    [receipts.customer, receipt.customer],
    [receipts.address, receipt.address],
    [receipts.appliance, receipt.service],
    [receipts.workDone, receipt.workDone],
    ...(receipt.parts ? [[receipts.partsUsed, receipt.parts] as [string, string]] : []),
    ...receipt.lines,
    [receipts.total, receipt.total],
    ...receipt.settlement,
    [receipts.payment, paymentWords(receipt)],
    ...(receipt.payOnline
      ? [[receipts.payOnline, receipts.payAmountOnline(receipt.payOnline.amount)] as [string, string]]
      : []),
    ...(receipt.paidOn ? [[receipts.paid, receipt.paidOn] as [string, string]] : []),
    [receipts.warrantyUntil, receipt.warrantyEnds],
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
  const locale = booking.language;
  const { receipts } = messagesFor(locale);
  const receipt = receiptOf(booking, charge, payment, locale);
  const title = `${receipt.corrected ? receipts.correctedReceipt : receipts.yourReceipt}${receipt.warranty ? receipts.warrantyNote : ''}`;
  const greeting = greetingOf(receipt.customer, locale);
  const intro = receipt.corrected ? receipts.introCorrected : receipts.introThanks;
  const warrantyLine = receipts.warrantyLine(receipt.warrantyEnds, receipt.reference);
  const licences = receipts.licences(receiptBusiness.licences.join(' · '));
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
    ...(receipt.payOnline
      ? [`${receipts.payAmountOnline(receipt.payOnline.amount)}: ${receipt.payOnline.url}`, '']
      : []),
    warrantyLine,
    '',
    licences,
    footer,
  ].join('\n');
  const html = brandedEmailHtml({
    heading: title,
    greeting,
    intro,
    rows: rows.map(([label, value]) => ({
      label,
      value,
      href: label === receipts.payOnline ? receipt.payOnline?.url : undefined,
    })),
    button: receipt.payOnline && {
      label: receipts.payAmountOnline(receipt.payOnline.amount),
      url: receipt.payOnline.url,
    },
    blocks: [{ text: warrantyLine }],
    note: `${receiptBusiness.address} · ${licences}`,
    lang: locale,
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
