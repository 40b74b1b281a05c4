/** An estimate on the customer's manage page: its options, the approve and decline forms, and their answers. */
export const estimateOnLink = {
  heading: (name: string) => `Your Estimate ${name}`,
  chooseLegend: 'Choose the option you approve',
  option: (position: number, title: string, total: string) => `Option ${position}: ${title}, ${total}`,
  signLabel: 'Your full name, to sign',
  agree: (expires: string) =>
    `By approving, you agree to the work and price of the option chosen. Approve by ${expires}.`,
  approve: 'Approve',
  declineSummary: 'Decline this estimate',
  reasonLabel: 'Why? (optional)',
  decline: 'Decline',
  // One option's table (the office's estimate page shows it too, in English)
  caption: (position: number, title: string) => `Option ${position}: ${title}`,
  approvedMark: ' (approved)',
  columnItem: 'Item',
  columnQuantity: 'Quantity',
  columnAmount: 'Amount',
  total: 'Total',
  // Where it stands
  approved: (option: string, name: string, at: string) => `Approved: ${option}. Signed ${name}, ${at}.`,
  declined: (at: string) => `Declined ${at}`,
  expired: (expires: string) => `Expired: it could be approved until ${expires}.`,
  // Why an answer was refused
  refusedNoOption: 'Please choose the option you approve.',
  refusedNoName: 'Please type your full name to approve the estimate.',
  refusedReason: 'Please keep the reason under 1000 characters.',
  refusedAnswered: 'This estimate was answered already: an approval or a decline is final.',
  refusedExpired: 'This estimate has expired. Please call us for a new one.',
  refusedUnknown: 'There is no such estimate for this visit.',
  refusedOption: 'Please choose one of the options.',
};
