import { brand } from '../../../data/brand';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { letterPdf, LETTER_MARGIN, winAnsi } from '../charges';
import type { EstimateInWords } from './document';

/**
 * The estimate as a US Letter PDF on the receipt's letterhead (charges' letterPdf): the visit, each option's
 * lines, sums and total, the last day to approve it, and, once approved, the option, the name typed and when; in
 * `locale`, the language the `estimate` was put in words in.
 */
export async function estimatePdf(estimate: EstimateInWords, locale: Locale = 'en'): Promise<Buffer> {
  const { estimates } = messagesFor(locale);
  return letterPdf(
    { title: estimates.estimateNamed(estimate.name), subject: estimates.estimateNamed(estimate.name), locale },
    ({ doc, width, facts, amount, rule }) => {
      const t = winAnsi;
      const { navy } = brand.colors;
      doc
        .fillColor(navy)
        .font('Helvetica-Bold')
        .fontSize(16)
        .text(t(estimates.estimateNamed(estimate.name)));
      if (estimate.answer?.kind === 'approved')
        doc
          .fontSize(12)
          .text(t(estimates.approvedBy(estimate.answer.option, estimate.answer.name, estimate.answer.at)), { width });
      doc.moveDown(0.5);
      facts([
        [estimates.visit, estimate.reference],
        [estimates.customer, estimate.customer],
        [estimates.address, estimate.address],
        [estimates.appliance, estimate.service],
        ...(estimate.expires ? [[estimates.approveBy, estimate.expires] as [string, string]] : []),
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
          .text(t(estimates.optionTitled(option.position, option.title)), LETTER_MARGIN, doc.y, { width });
        doc.moveDown(0.3).fontSize(11);
        for (const [description, quantity, value] of option.lines) amount(`${description} (${quantity})`, value);
        rule();
        doc.moveDown(0.3);
        for (const [label, value] of option.sums) amount(label, value);
        amount(estimates.total, option.total, true);
      }
      doc.moveDown(1.5);
      doc.fontSize(9).fillColor('#555555').text(t(estimates.pdfQuestions), LETTER_MARGIN, doc.y, { width });
    },
  );
}
