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

const MARGIN = 56;

/**
 * The receipt as a one-page US Letter PDF, drawn with pdfkit (decision 0027): the business's name, address,
 * phone, e-mail and licences, the visit, each money line, the Total, the payment, Paid or Unpaid, and the
 * warranty's last day. Every string is data: pdfkit writes it as text, never as PDF syntax.
 */
export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  // Loaded with the first receipt, not at start-up: pdfkit and its font engine take a few hundred ms to load.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${receipt.corrected ? 'Corrected receipt' : 'Receipt'} ${receipt.reference}`,
      Author: business.name,
      Subject: `Receipt for ${receipt.reference}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const { navy } = brand.colors;
  const t = (value: string) => winAnsi(value);

  doc.rect(0, 0, doc.page.width, 8).fill(brand.colors.amber);
  doc.fillColor(navy).font('Helvetica-Bold').fontSize(20).text(t(receiptBusiness.name), MARGIN, MARGIN);
  doc.fillColor('#333333').font('Helvetica').fontSize(10);
  doc.text(t(receiptBusiness.address));
  doc.text(t(`${receiptBusiness.phone} · ${receiptBusiness.email}`));
  doc.text(t(`Licences: ${receiptBusiness.licences.join(' · ')}`));
  doc.moveDown(1.5);

  const heading = receipt.corrected ? 'Corrected receipt' : 'Receipt';
  doc.fillColor(navy).font('Helvetica-Bold').fontSize(16).text(t(heading));
  if (receipt.warranty) doc.fontSize(12).text('Warranty visit: no charge');
  doc.moveDown(0.5);

  const facts: [string, string][] = [
    ['Reference', receipt.reference],
    ['Date', receipt.date],
    ['Customer', receipt.customer],
    ['Address', receipt.address],
    ['Appliance', receipt.service],
    ['Work done', receipt.workDone],
    ...(receipt.parts ? [['Parts used', receipt.parts] as [string, string]] : []),
  ];
  doc.fontSize(11);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor('#555555').font('Helvetica').text(t(label), MARGIN, y, { width: 110 });
    doc.fillColor('#1a1a1a').text(t(value) || '-', MARGIN + 120, y, { width: width - 120 });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8);

  // The money: each line's label on the left, its amount on the right, a rule, then the Total.
  const amountX = MARGIN + width - 120;
  const line = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('#1a1a1a');
    doc.text(t(label), MARGIN, y, { width: width - 130 });
    const after = doc.y;
    doc.text(t(amount), amountX, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  };
  for (const [label, amount] of receipt.lines) line(label, amount);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#cccccc')
    .stroke();
  doc.moveDown(0.5);
  doc.fontSize(13);
  line('Total', receipt.total, true);
  doc.fontSize(11);
  line('Payment', paymentWords(receipt));
  doc.moveDown(1);

  doc.font('Helvetica-Bold').fillColor(navy).text('Warranty', MARGIN);
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
  doc.end();
  return await done;
}
