import { business } from '../../business';
import { surgeRules } from '../../booking';

/**
 * The words of the customer's letters outside booking's own (issue 41 item 3): the surge hold's "confirm your
 * visit", the parts-in, the pay-link and the review request e-mails. Server-only, like `mail`: composed from the
 * row's `language` when the outbox writes the letter. Days, hours and money come in written (`Intl`, `formatCents`).
 */
const phone = business.phone.display;

export const letters = {
  /** A row label: the visit's reference or day. */
  visit: 'Visit',

  holdSubject: (when: string) => `Please confirm your repair visit request: ${when}`,
  holdHeading: 'Confirm your repair visit',
  /** `service`: the service's name, or '' when the row names none. */
  holdAsked: (service: string, when: string) =>
    `Someone asked to book a ${service || 'repair'} visit with ${business.name} for ${when} (New York time) and gave this e-mail address.`,
  holdConfirmBy: (by: string) =>
    `To book it, open the link below and press "Confirm my visit" by ${by} New York time (within ${surgeRules.holdMinutes} minutes). Until then nothing is booked.`,
  holdButton: 'Confirm my visit',
  holdIgnore:
    'Did not ask for this? Ignore this e-mail: nothing is booked, and we will not write to you about it again.',
  holdQuestions: `Questions? Call us at ${phone}.`,

  partsInSubject: (count: number): string =>
    count === 1 ? 'Your part is in: book the visit to fit it' : 'Your parts are in: book the visit to fit them',
  /** `appliance`: "washer", lower case. */
  partsInIntro: (count: number, appliance: string) =>
    `${count === 1 ? 'The part' : 'Every part'} for your ${appliance} repair is in. Choose a time for your technician to come back and fit ${count === 1 ? 'it' : 'them'}.`,
  /** A part's row label: "Part" alone, else "Part 2" (from 1). */
  partLabel: (count: number, number: number) => (count === 1 ? 'Part' : `Part ${number}`),
  partsInBook: (url: string) => `Book the visit: ${url}`,
  partsInCall: `Call us to book the visit: ${phone}`,
  partsInButton: 'Book the Return Visit',
  partsInNote: `Questions? Call ${phone}.`,

  /** `amount`: "$189.50"; `day`: "Tuesday, November 24". */
  paySubject: (amount: string, day: string) => `Pay ${amount} for your visit on ${day}`,
  payIntro: (amount: string, day: string) =>
    `${amount} is due for your visit on ${day}. You can pay it by card on your visit's page.`,
  amountDue: 'Amount due',
  payButton: (amount: string) => `Pay ${amount}`,
  payOtherWay: `Questions, or rather pay another way? Call us at ${phone}.`,
  payNote: `Questions, or rather pay another way? Call ${phone}.`,

  /** `appliance`: "washer", lower case; `day`: "Tuesday, November 24". */
  reviewSubject: (appliance: string, day: string) => `How did we do? Your ${appliance} repair on ${day}`,
  reviewHeading: 'How did we do?',
  reviewIntro: (appliance: string, day: string) =>
    `Thank you for having ${business.name} for your ${appliance} repair on ${day}. How did we do? It takes a minute: choose the stars and, if you like, add a few words. No account needed.`,
  reviewButton: 'Rate your visit',
  reviewShown:
    'The owner reads every answer. We may show yours on our website with your first name and last initial, your town, the appliance and the month of the visit; nothing else about you.',
  /** `until`: "December 24, 2026". */
  reviewUntil: (until: string) => `The link works until ${until}, for one answer.`,
  reviewCall: `Anything not right? Call us at ${phone} and quote your reference.`,
};
