import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import { receiptBusiness, winAnsi } from '../charges';
import type { EstimateInWords } from './document';

const MARGIN = 56;

/**
 * The estimate as a US Letter PDF, drawn with pdfkit as the receipt is (decision 0027): the letterhead, the
 * visit, each option's lines, sums and total, the last day to approve it, and, once approved, the option, the
 * name typed and when. Every string is data: pdfkit writes it as text, never as PDF syntax.
 */
export async function estimatePdf(estimate: EstimateInWords): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Estimate ${estimate.name}`, Author: business.name, Subject: `Estimate ${estimate.name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const { navy } = brand.colors;
  const t = winAnsi;

  doc.rect(0, 0, doc.page.width, 8).fill(brand.colors.amber);
  doc.fillColor(navy).font('Helvetica-Bold').fontSize(20).text(t(receiptBusiness.name), MARGIN, MARGIN);
  doc.fillColor('#333333').font('Helvetica').fontSize(10);
  doc.text(t(receiptBusiness.address));
  doc.text(t(`${receiptBusiness.phone} · ${receiptBusiness.email}`));
  doc.text(t(`Licences: ${receiptBusiness.licences.join(' · ')}`));
  doc.moveDown(1.5);

  doc
    .fillColor(navy)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t(`Estimate ${estimate.name}`));
  if (estimate.answer?.kind === 'approved')
    doc
      .fontSize(12)
      .text(t(`Approved: ${estimate.answer.option}, by ${estimate.answer.name}, ${estimate.answer.at}`), { width });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    ['Visit', estimate.reference],
    ['Customer', estimate.customer],
    ['Address', estimate.address],
    ['Appliance', estimate.service],
    ...(estimate.expires ? [['Approve by', estimate.expires] as [string, string]] : []),
  ];
  doc.fontSize(11);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor('#555555').font('Helvetica').text(t(label), MARGIN, y, { width: 110 });
    doc.fillColor('#1a1a1a').text(t(value) || '-', MARGIN + 120, y, { width: width - 120 });
    doc.moveDown(0.3);
  }
  if (estimate.note) {
    doc.moveDown(0.5);
    doc.fillColor('#1a1a1a').text(t(estimate.note), MARGIN, doc.y, { width });
  }

  const amountX = MARGIN + width - 110;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('#1a1a1a');
    doc.text(t(label), MARGIN, y, { width: width - 120 });
    const after = doc.y;
    doc.text(t(amount), amountX, y, { width: 110, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.2);
  };
  for (const option of estimate.options) {
    doc.moveDown(1);
    doc
      .fillColor(navy)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(t(`Option ${option.position}: ${option.title}`), MARGIN, doc.y, { width });
    doc.moveDown(0.3).fontSize(11);
    for (const [description, quantity, amount] of option.lines) row(`${description} (${quantity})`, amount);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#cccccc')
      .stroke();
    doc.moveDown(0.3);
    for (const [label, amount] of option.sums) row(label, amount);
    row('Total', option.total, true);
  }
  doc.moveDown(1.5);
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(
      t(
        `Prices include the parts and labour listed. Questions about this estimate: ${business.phone.display}. ${business.name}.`,
      ),
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return await done;
}
