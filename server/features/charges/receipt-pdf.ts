import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import { intlLocale, type Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { paymentWords, receiptBusiness, type Receipt } from './receipt-model';

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
      facts([
        [receipts.reference, receipt.reference],
        [receipts.date, receipt.date],
        ...(receipt.visits ? [[receipts.jobVisits, receipt.visits] as [string, string]] : []),
        [receipts.customer, receipt.customer],
        [receipts.address, receipt.address],
        [receipts.appliance, receipt.service],
        [receipts.workDone, receipt.workDone],
        ...(receipt.parts ? [[receipts.partsUsed, receipt.parts] as [string, string]] : []),
      ]);
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
