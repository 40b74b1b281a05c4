import { business } from '../../../business';

const phone = business.phone.display;

/** The visit's payment and an estimate's deposit on the customer's manage page, and why paying was refused. */
export const payCard = {
  /** What Stripe's page names the charge. */
  checkoutVisit: (reference: string) => `Repair visit ${reference}`,
  checkoutDeposit: (reference: string) => `Deposit on the repair, visit ${reference}`,
  deposit: 'Deposit',
  depositPaid: 'Deposit paid',
  payment: 'Payment',
  paid: 'Paid',
  refunded: 'Refunded',
  paidWithCard: (amount: string, date: string, last4: string) =>
    `Paid ${amount} on ${date} with the card ending in ${last4}.`,
  paidByCard: (amount: string, date: string) => `Paid ${amount} on ${date} by card.`,
  refundedLine: (amount: string, date: string) => `Refunded ${amount} on ${date} to the same card.`,
  allRefunded: 'Everything you paid online for this visit was refunded.',
  depositAsk: (amount: string) =>
    `Thank you for approving the estimate. Please pay the ${amount} deposit by card, on Stripe's secure payment page; it is credited on your final receipt.`,
  balanceAsk: (amount: string) =>
    `You can pay the ${amount} due for this visit by card, on Stripe's secure payment page.`,
  payDeposit: (amount: string) => `Pay Deposit ${amount}`,
  pay: (amount: string) => `Pay ${amount}`,
  // Why paying was refused
  nothingToPay: 'There is nothing to pay on this visit.',
  noDeposit: 'There is no deposit to pay on this visit.',
  unreachable: `Online payment is not available right now, and nothing was charged. Please try again in a few minutes, or call us at ${phone}.`,
  unconfirmed: `We could not confirm your payment just now. If you paid, it will show here shortly; if not, call us at ${phone}.`,
};
