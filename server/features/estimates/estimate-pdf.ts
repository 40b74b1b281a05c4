import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import { letterPdf, LETTER_MARGIN, winAnsi } from '../charges';
import type { EstimateInWords } from './document';

/**
 * The estimate as a US Letter PDF on the receipt's letterhead (charges' letterPdf): the visit, each option's
 * lines, sums and total, the last day to approve it, and, once approved, the option, the name typed and when.
 */
export async function estimatePdf(estimate: EstimateInWords): Promise<Buffer> {
  return letterPdf(
    { title: `Estimate ${estimate.name}`, subject: `Estimate ${estimate.name}` },
    ({ doc, width, facts, amount, rule }) => {
      const t = winAnsi;
      const { navy } = brand.colors;
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
      facts([
        ['Visit', estimate.reference],
        ['Customer', estimate.customer],
        ['Address', estimate.address],
        ['Appliance', estimate.service],
        ...(estimate.expires ? [['Approve by', estimate.expires] as [string, string]] : []),
      ]);
      if (estimate.note) {
        doc.moveDown(0.5);
        doc.fillColor('#1a1a1a').text(t(estimate.note), LETTER_MARGIN, doc.y, { width });
      }
      for (const option of estimate.options) {
        doc.moveDown(1);
        doc
          .fillColor(navy)
          .font('Helvetica-Bold')
          .fontSize(13)
          .text(t(`Option ${option.position}: ${option.title}`), LETTER_MARGIN, doc.y, { width });
        doc.moveDown(0.3).fontSize(11);
        for (const [description, quantity, value] of option.lines) amount(`${description} (${quantity})`, value);
        rule();
        doc.moveDown(0.3);
        for (const [label, value] of option.sums) amount(label, value);
        amount('Total', option.total, true);
      }
      doc.moveDown(1.5);
      doc
        .fontSize(9)
        .fillColor('#555555')
        .text(t(`Questions about this estimate: ${business.phone.display}. ${business.name}.`), LETTER_MARGIN, doc.y, {
          width,
        });
    },
  );
}
