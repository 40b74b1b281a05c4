import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import { letterPdf, MARGIN, winAnsi } from './letter-pdf';
import { paymentWords, type Receipt } from './receipt-model';

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
