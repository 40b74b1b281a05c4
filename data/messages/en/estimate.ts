import { business } from '../../business';

/**
 * The estimate's words in its e-mail and PDF (server/features/estimates/), and the sums its document lists.
 * Amounts and days come in written.
 */
export const estimate = {
  estimate: 'Estimate',
  /** The PDF's heading and title: "Estimate CAR-7KQ4M2-1". */
  estimateNamed: (name: string) => `Estimate ${name}`,
  yourEstimate: (name: string) => `Your estimate ${name}`,
  approvedBy: (option: string, name: string, at: string) => `Approved: ${option}, by ${name}, ${at}`,
  /** "November 24, 2026 at 10:32 am". */
  dateAt: (date: string, clock: string) => `${date} at ${clock}`,
  visit: 'Visit',
  customer: 'Customer',
  address: 'Address',
  appliance: 'Appliance',
  approveBy: 'Approve by',
  option: (position: number) => `Option ${position}`,
  optionTitled: (position: number, title: string) => `Option ${position}: ${title}`,
  serviceCallFee: 'Service call fee',
  labour: 'Labour',
  parts: 'Parts',
  /** The tax line: "DC" or "Maryland", and the rate written ("6.00"). */
  taxOnParts: (state: string, rate: string) => `${state === 'DC' ? 'DC' : 'Maryland'} sales tax on parts (${rate}%)`,
  feeCredited: 'Service call fee credited',
  total: 'Total',
  pdfQuestions: `Questions about this estimate: ${business.phone.display}. ${business.name}.`,
  /** `service`: the appliance's service ("washer repair"); `expires`: the last day to approve it, '' when none. */
  intro: (service: string, expires: string) =>
    `Here is the estimate for your ${service.toLowerCase()}. Choose an option and approve it on your visit's page${expires ? ` by ${expires}` : ''}; nothing is ordered until you do.`,
  reviewAndApprove: 'Review and approve',
  callToApprove: `Call us to approve: ${business.phone.display}`,
  fromTechnician: 'From your technician',
  questions: `Questions? Call ${business.phone.display}.`,
};
