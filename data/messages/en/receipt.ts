import { business } from '../../business';

/**
 * The receipt's words, the same in its e-mail and its PDF (server/features/charges/receipt*.ts). Amounts and days
 * come in written; the labels are short, since the e-mail's label column does not wrap on a 375 px phone.
 */
export const receipt = {
  receipt: 'Receipt',
  correctedReceipt: 'Corrected receipt',
  yourReceipt: 'Your receipt',
  /** After the e-mail's title. */
  warrantyNote: ' (warranty visit: no charge)',
  /** Under the PDF's heading. */
  warrantyVisit: 'Warranty visit: no charge',
  pdfSubject: (reference: string) => `Receipt for ${reference}`,
  reference: 'Reference',
  date: 'Date',
  jobVisits: 'Job visits',
  customer: 'Customer',
  address: 'Address',
  appliance: 'Appliance',
  workDone: 'Work done',
  partsUsed: 'Parts used',
  serviceCallFee: 'Service call fee',
  parts: 'Parts',
  labour: 'Labour',
  feeCredited: 'Fee credited to repair',
  coupon: (code: string) => `Coupon ${code}`,
  salesTax: 'Sales tax',
  total: 'Total',
  depositPaid: 'Deposit paid',
  balance: 'Balance',
  payment: 'Payment',
  cash: 'Cash',
  card: 'Card',
  check: 'Check',
  notPaidYet: 'Not paid yet',
  paid: 'Paid',
  unpaid: 'Unpaid',
  noCharge: 'No charge',
  /** The days of a job's visits, joined. */
  and: ' and ',
  paidWithCard: (day: string, last4: string) => `${day} with the card ending in ${last4}`,
  /** The PDF's line under the payment: `paidOn` is a day, or a day and the card. */
  paidOn: (paidOn: string) => `Paid ${paidOn}.`,
  payOnline: 'Pay online',
  payAmountOnline: (amount: string) => `Pay ${amount} online`,
  warrantyUntil: 'Warranty until',
  warranty: 'Warranty',
  introCorrected: 'We corrected the price of your visit. This receipt replaces the one we sent before.',
  introThanks: `Thank you for choosing ${business.name}. Here is the receipt for your visit; the PDF attached is the same receipt to keep.`,
  warrantyLine: (ends: string, reference: string) =>
    `Your repair is covered by our ${business.warrantyDays}-day parts and labour warranty until ${ends}. If the same problem comes back, call us at ${business.phone.display} and quote ${reference}.`,
  pdfWarranty: (ends: string, reference: string) =>
    `${business.warrantyDays}-day parts and labour warranty until ${ends}. If the same problem comes back, call ${business.phone.display} and quote ${reference}.`,
  pdfThanks: `Thank you for choosing ${business.name}. Questions about this receipt: ${business.phone.display}.`,
  /** The letterhead's licence line, the receipt's and the estimate's. */
  licences: (list: string) => `Licences: ${list}`,
};
