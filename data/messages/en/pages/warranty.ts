import { business } from '../../../business';

const phone = business.phone.display;

/** A Done visit's warranty: its card on the manage page, its note, and the two steps that book a warranty visit. */
export const warranty = {
  noCharge: 'Warranty visit — no charge',
  noteCovered: (days: number) =>
    `: the same problem is covered by our ${days}-day parts and labour warranty, so there is no service call fee.`,
  noteCoveredUntil: (days: number, endsOn: string) =>
    `: the same problem is covered by our ${days}-day parts and labour warranty until ${endsOn}, so there is no service call fee.`,
  // The card on the manage page
  cardHeading: (days: number) => `Your ${days}-Day Warranty`,
  ended: (days: number, endsOn: string) =>
    `Your ${days}-day warranty ended on ${endsOn}, so a warranty visit cannot be booked online. Please call us at `,
  endedAfter: ' and we will see what we can do.',
  booked: (when: string, reference: string) => `Your warranty visit is booked for ${when} (reference ${reference}), `,
  bookedNoCharge: 'no charge',
  bookedAfter: '. To change it, use the link in its confirmation e-mail or call ',
  coveredUntil: 'The repair is covered until ',
  comesBack: '. If the same problem comes back before then, we come back and fix it at no charge.',
  sameProblem: 'The same problem came back',
  // The steps
  title: (reference: string) => `Warranty Visit, No Charge: ${reference}`,
  description: `Book a free warranty visit with ${business.name}: the same problem came back.`,
  pageHeading: 'The Same Problem Came Back',
  backToVisit: 'Back to your visit',
  questions: 'Questions? Call ',
  stepOf: (number: number) => `Step ${number} of 2: `,
  chooseWindow: 'Choose an Arrival Window',
  allTaken: 'Every window of the next two weeks is taken. Please call us at ',
  allTakenAfter: ' and we will find you a time.',
  checkAndConfirm: 'Check and Confirm',
  rowPrice: 'Price',
  rowWarrantyOf: 'Warranty of',
  rowWasWrong: 'What was wrong',
  noteLabel: 'Anything to add? (optional)',
  bookIt: 'Book my warranty visit',
  changeWindow: 'Change the window',
  // Why a warranty visit cannot be booked
  refusedEnded: (endsOn: string) =>
    `Your ${business.warrantyDays}-day warranty ended on ${endsOn}, so a warranty visit cannot be booked online. Please call us at ${phone} and we will see what we can do.`,
  refusedNotDone: `A warranty visit can be booked online once your visit is done. Please call us at ${phone}.`,
  refusedAlready: (when: string, reference: string) =>
    `Your warranty visit is already booked for ${when} (reference ${reference}). To change it, use the link in its confirmation e-mail or call us at ${phone}.`,
  refusedNoWindow: 'Please choose one of the arrival windows shown.',
  refusedNote: (max: number) => `Please keep this to ${max} characters or fewer.`,
};
