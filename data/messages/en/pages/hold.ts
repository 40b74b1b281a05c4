import { business } from '../../../business';

/** The page a held booking's e-mailed link opens (the surge defence), and the page of a link that lapsed. */
export const hold = {
  title: 'Confirm Your Repair Visit',
  description: `Confirm your ${business.name} repair visit.`,
  pressBefore: 'Press ',
  confirm: 'Confirm my visit',
  pressAfter: (time: string) =>
    ` by ${time} (New York time) to book it. Until then nothing is booked. Did not ask for this? Close this page: nothing happens and we will not write again.`,
  visitHeading: 'The Visit You Asked For',
  questions: 'Questions? Call ',
  // The link lapsed
  expiredTitle: 'Confirmation Link Expired',
  expiredDescription: `This confirmation link of ${business.name} has expired.`,
  expiredEyebrow: 'Link expired',
  expiredHeading: 'This Confirmation Link Has Expired',
  pickNewWindow: 'Pick a new window',
  bookVisit: 'Book a visit',
  detailsKept: 'Your details are kept: pick a new window, check them, and book.',
};
