import { type StoredBooking, visitAddress, toStoredBooking } from '../booking';
import { type VisitCharge, jobVisitDays, toVisitCharge } from './store';
import { bookingRules } from '../../../data/booking';
import { business, credentials } from '../../../data/business';
import { formatCents, isCouponCode, type Payment } from '../../../data/charges';
import { type Locale, intlLocale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { longDay } from '../../../data/messages/when';
import { findServiceIn } from '../../../data/site/localized';
import { multiLine, oneLine } from '../../../data/text';
import { brand } from '../../../data/brand';
import type { SendMailOptions } from 'nodemailer';
import { brandedEmailHtml, greetingOf } from '../../kernel/mail/email-html';
import { headerSafe, createMailTransport } from '../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import type { AppDatabase } from '../../kernel/db/database';
import type { MailConfig } from '../../kernel/config';
import { kindQueue, queueKind } from '../../kernel/queue/kinds';
import { startOutbox, type MailQueue, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';

/*
 * A visit's receipt, start to end, in one file: what paying online adds to it (the payments feature's slot), what
 * it says (the model, so the e-mail's two parts and the PDF cannot disagree), its PDF on the business's letterhead
 * (which the estimate's PDF shares), its e-mail, and its kind of the one queue with the outbox that sends it.
 */

/**
 * What a receipt says of paying online (docs/payments.md): Pay $X at the customer's manage page while a balance is
 * owed, or Paid with the day and the card. The payments feature (after this one, which may not import it) fills
 * the slot at start-up, only when STRIPE_SECRET_KEY is set; without it the receipt is as it always was.
 */
export type ReceiptPayment =
  | {
      kind: 'owed';
      /** What is left to pay: the Total less what was paid online and the job's deposit. */
      balanceCents: number;
      /** The customer's manage page, where Pay is: a link minted for this receipt. */
      url: string;
      /** The deposit paid when the job's estimate was approved, credited here; 0 when none. */
      depositCents: number;
    }
  | {
      kind: 'paid';
      /** When it was paid (the last payment online, else when the office recorded it paid). */
      paidAt: string;
      /** The card's last four, for a payment made online. */
      cardLast4: string | null;
      depositCents: number;
    };

/**
 * The receipt's payment, read as its e-mail is written. It may queue the text that goes with the receipt (with the
 * same amount and a link to the same page) once per receipt.
 */
export type ReceiptPaymentProvider = (
  booking: StoredBooking,
  charge: VisitCharge,
) => Promise<ReceiptPayment | undefined>;

/** The slot the payments feature fills: read per receipt, so one filled after the outbox started is used. */
export interface ReceiptPaymentSlot {
  current: ReceiptPaymentProvider;
}

export const receiptPaymentSlot = (): ReceiptPaymentSlot => ({ current: async () => undefined });

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

/**
 * PDF's standard fonts (Helvetica, with no font file to embed) draw only the WinAnsi characters: Latin-1 and a
 * few typographic ones, which hold every letter Spanish needs (á é í ó ú ñ ü ¿ ¡ and their capitals). Anything else a visitor typed (another script, an emoji) is shown as "?" rather than
 * dropped silently or drawn as a wrong glyph; U+2212 (minus) becomes a hyphen.
 */
const NOT_WINANSI =
  /[^\n\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu;
export const winAnsi = (value: string) => value.replaceAll('\u2212', '-').replace(NOT_WINANSI, '?');

export const MARGIN = 56;

/** What a letter's body is drawn with: the document, its text width, and the lines every such letter has. */
export interface LetterPen {
  doc: PDFKit.PDFDocument;
  width: number;
  /** [label, value] rows: the label grey on the left, the value beside it. */
  facts(rows: readonly [string, string][]): void;
  /** A money line: its label on the left, its amount on the right, bold for a total. */
  amount(label: string, value: string, bold?: boolean): void;
  /** A light rule across the page. */
  rule(): void;
}

/**
 * A one-page US Letter PDF on the business's letterhead (name, address, phone, e-mail, licences; decision 0027),
 * drawn with pdfkit: the receipt's and the estimate's. Every string is data: pdfkit writes it as text, never as
 * PDF syntax, and `winAnsi` keeps it to what the standard fonts draw.
 */
export async function letterPdf(
  info: { title: string; subject: string; locale?: Locale },
  draw: (pen: LetterPen) => void,
): Promise<Buffer> {
  const locale = info.locale ?? 'en';
  // Loaded with the first letter, not at start-up: pdfkit and its font engine take a few hundred ms to load.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // The document's language, for a screen reader reading the PDF aloud.
    lang: intlLocale[locale],
    info: { Title: winAnsi(info.title), Author: business.name, Subject: winAnsi(info.subject) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 8).fill(brand.colors.amber);
  doc
    .fillColor(brand.colors.navy)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(winAnsi(receiptBusiness.name), MARGIN, MARGIN);
  doc.fillColor('#333333').font('Helvetica').fontSize(10);
  doc.text(winAnsi(receiptBusiness.address));
  doc.text(winAnsi(`${receiptBusiness.phone} · ${receiptBusiness.email}`));
  doc.text(winAnsi(messagesFor(locale).receipts.licences(receiptBusiness.licences.join(' · '))));
  doc.moveDown(1.5);
  const amountX = MARGIN + width - 120;
  draw({
    doc,
    width,
    facts(rows) {
      doc.fontSize(11);
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.fillColor('#555555').font('Helvetica').text(winAnsi(label), MARGIN, y, { width: 110 });
        doc.fillColor('#1a1a1a').text(winAnsi(value) || '-', MARGIN + 120, y, { width: width - 120 });
        doc.moveDown(0.3);
      }
    },
    amount(label, value, bold = false) {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('#1a1a1a');
      doc.text(winAnsi(label), MARGIN, y, { width: width - 130 });
      const after = doc.y;
      doc.text(winAnsi(value), amountX, y, { width: 120, align: 'right' });
      doc.y = Math.max(after, doc.y);
      doc.moveDown(0.3);
    },
    rule() {
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .strokeColor('#cccccc')
        .stroke();
    },
  });
  doc.end();
  return await done;
}

/** The visit's rows, the same at the head of the PDF and of the e-mail, in the receipt's language. */
function visitRowsOf(receipt: Receipt): [string, string][] {
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
  ];
}

/**
 * The receipt as a one-page US Letter PDF on the letterhead (decision 0027): the visit, each money line, the
 * Total, the payment, Paid or Unpaid, and the warranty's last day.
 */
export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { locale } = receipt;
  const { receipts } = messagesFor(locale);
  const heading = receipt.corrected ? receipts.correctedReceipt : receipts.receipt;
  return letterPdf(
    { title: `${heading} ${receipt.reference}`, subject: receipts.pdfSubject(receipt.reference), locale },
    ({ doc, width, facts, amount, rule }) => {
      const t = winAnsi;
      doc.fillColor(brand.colors.navy).font('Helvetica-Bold').fontSize(16).text(t(heading));
      if (receipt.warranty) doc.fontSize(12).text(t(receipts.warrantyVisit));
      doc.moveDown(0.5);
      facts(visitRowsOf(receipt));
      doc.moveDown(0.8);
      // The money: each line's label on the left, its amount on the right, a rule, then the Total.
      for (const [label, value] of receipt.lines) amount(label, value);
      rule();
      doc.moveDown(0.5);
      doc.fontSize(13);
      amount(receipts.total, receipt.total, true);
      doc.fontSize(11);
      for (const [label, value] of receipt.settlement) amount(label, value);
      amount(receipts.payment, paymentWords(receipt));
      if (receipt.paidOn) doc.font('Helvetica').text(t(receipts.paidOn(receipt.paidOn)), MARGIN, undefined, { width });
      if (receipt.payOnline) {
        const { url } = receipt.payOnline;
        doc.moveDown(0.5);
        doc
          .font('Helvetica-Bold')
          .fillColor(brand.colors.navy)
          .text(t(receipts.payAmountOnline(receipt.payOnline.amount)), MARGIN);
        doc.font('Helvetica').fillColor('#1a1a1a').text(t(url), MARGIN, undefined, { width, link: url });
      }
      doc.moveDown(1);
      doc.font('Helvetica-Bold').fillColor(brand.colors.navy).text(t(receipts.warranty), MARGIN);
      doc
        .font('Helvetica')
        .fillColor('#1a1a1a')
        .text(t(receipts.pdfWarranty(receipt.warrantyEnds, receipt.reference)), { width });
      doc.moveDown(2);
      doc.fontSize(9).fillColor('#555555').text(t(receipts.pdfThanks), { width });
    },
  );
}

/** The rows of the e-mail: the visit, then the money, the payment and the warranty, in the receipt's language. */
function rowsOf(receipt: Receipt): [string, string][] {
  const { receipts } = messagesFor(receipt.locale);
  return [
    ...visitRowsOf(receipt),
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
 * (its PDF, below); with `payment` (payments on), Pay $X online and its link, or Paid and when. A booking without a
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

/** One receipt to send: the visit and its price as they are when it is claimed (a correction queues anew). */
export interface ReceiptItem {
  booking: StoredBooking;
  charge: VisitCharge;
}

/**
 * A visit's receipt, as a kind of the one queue (server/kernel/queue/kinds.ts): its state lives in visit_charges,
 * keyed by receipt_id, which a correction renews.
 */
export const receiptKind = queueKind({
  name: 'receipt',
  label: 'Receipts',
  columns: {
    table: 'visit_charges',
    key: 'receipt_id',
    status: 'receipt_status',
    nextAttemptAt: 'receipt_next_attempt_at',
    attempts: 'receipt_attempts',
    lastError: 'receipt_last_error',
    sentAt: 'receipt_sent_at',
    failedAt: 'receipt_failed_at',
    claimOrder: ['updated_at', 'receipt_id'],
    pendingOrder: ['updated_at', 'receipt_id'],
  },
  since: 'coalesce(receipt_queued_at, updated_at)',
});

/** The receipts waiting in visit_charges, claimed with a lease, so with several servers each goes out once. */
export function receiptQueue(database: AppDatabase): MailQueue<ReceiptItem> {
  const { db } = database;
  return kindQueue(database, receiptKind, {
    async take(claimed) {
      const booking = await db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', claimed.booking_id)
        .executeTakeFirst();
      // A return visit's receipt covers its job: it names the job's visits.
      const jobVisits = await jobVisitDays(db, claimed.booking_id);
      return {
        booking: toStoredBooking(booking ?? { id: claimed.booking_id }),
        charge: { ...toVisitCharge(claimed), jobVisits },
      };
    },
  });
}

export type ReceiptOutboxOptions = StartOutboxOptions;

/**
 * The receipts' outbox: the one queue worker over the receipt kind, with its own relay connection. `payment` (the
 * payments feature's, when on) says what is left to pay online as each receipt is written.
 */
export function startReceiptOutbox(
  mail: MailConfig,
  database: AppDatabase,
  options: ReceiptOutboxOptions = {},
  payment: ReceiptPaymentSlot = receiptPaymentSlot(),
): Outbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  return startOutbox<ReceiptItem>({
    ...outboxOptions,
    database,
    transport,
    queue: receiptQueue(database),
    send: async ({ booking, charge }) =>
      transport.send(
        await composeReceiptEmail(
          booking,
          charge,
          { from: mail.from, to: mail.to },
          await payment.current(booking, charge),
        ),
      ),
    names: {
      item: (id) => `receipt ${id}`,
      worker: 'receipt e-mail',
      left: (count) => `${count} receipt e-mail(s) pending`,
      kept: 'the price is stored',
    },
  });
}
