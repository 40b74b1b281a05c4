import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import { paymentWords, receiptBusiness, type Receipt } from './receipt-model';

/**
 * PDF's standard fonts (Helvetica, with no font file to embed) draw only the WinAnsi characters: Latin-1 and a
 * few typographic ones. Anything else a visitor typed (another script, an emoji) is shown as "?" rather than
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
  info: { title: string; subject: string },
  draw: (pen: LetterPen) => void,
): Promise<Buffer> {
  // Loaded with the first letter, not at start-up: pdfkit and its font engine take a few hundred ms to load.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
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
  doc.text(winAnsi(`Licences: ${receiptBusiness.licences.join(' · ')}`));
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
  const heading = receipt.corrected ? 'Corrected receipt' : 'Receipt';
  return letterPdf(
    { title: `${heading} ${receipt.reference}`, subject: `Receipt for ${receipt.reference}` },
    ({ doc, width, facts, amount, rule }) => {
      const t = winAnsi;
      doc.fillColor(brand.colors.navy).font('Helvetica-Bold').fontSize(16).text(heading);
      if (receipt.warranty) doc.fontSize(12).text('Warranty visit: no charge');
      doc.moveDown(0.5);
      facts([
        ['Reference', receipt.reference],
        ['Date', receipt.date],
        ...(receipt.visits ? [['Job visits', receipt.visits] as [string, string]] : []),
        ['Customer', receipt.customer],
        ['Address', receipt.address],
        ['Appliance', receipt.service],
        ['Work done', receipt.workDone],
        ...(receipt.parts ? [['Parts used', receipt.parts] as [string, string]] : []),
      ]);
      doc.moveDown(0.8);
      // The money: each line's label on the left, its amount on the right, a rule, then the Total.
      for (const [label, value] of receipt.lines) amount(label, value);
      rule();
      doc.moveDown(0.5);
      doc.fontSize(13);
      amount('Total', receipt.total, true);
      doc.fontSize(11);
      for (const [label, value] of receipt.settlement) amount(label, value);
      amount('Payment', paymentWords(receipt));
      if (receipt.paidOn) doc.font('Helvetica').text(t(`Paid ${receipt.paidOn}.`), MARGIN, undefined, { width });
      if (receipt.payOnline) {
        const { url } = receipt.payOnline;
        doc.moveDown(0.5);
        doc
          .font('Helvetica-Bold')
          .fillColor(brand.colors.navy)
          .text(t(`Pay ${receipt.payOnline.amount} online`), MARGIN);
        doc.font('Helvetica').fillColor('#1a1a1a').text(t(url), MARGIN, undefined, { width, link: url });
      }
      doc.moveDown(1);
      doc.font('Helvetica-Bold').fillColor(brand.colors.navy).text('Warranty', MARGIN);
      doc
        .font('Helvetica')
        .fillColor('#1a1a1a')
        .text(
          t(
            `${business.warrantyDays}-day parts and labour warranty until ${receipt.warrantyEnds}. If the same problem comes back, call ${business.phone.display} and quote ${receipt.reference}.`,
          ),
          { width },
        );
      doc.moveDown(2);
      doc
        .fontSize(9)
        .fillColor('#555555')
        .text(t(`Thank you for choosing ${business.name}. Questions about this receipt: ${business.phone.display}.`), {
          width,
        });
    },
  );
}
