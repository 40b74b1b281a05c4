import { business, serviceCallFeeLabel } from '../../business';

/**
 * The words of booking's e-mails to a customer and of the invite they carry (server/features/booking/emails/):
 * subjects, headings, sentences and row labels. Days and hours come in written (`when`: "Tuesday, November 24,
 * 8–10 am"); a value left out is ''.
 */
const noCharge = 'Warranty visit — no charge';
const someoneHome = 'Please make sure someone over 18 is home and the appliance can be reached.';
const visit = (warranty: boolean) => (warranty ? 'warranty visit' : 'repair visit');

export const mail = {
  /** "Hello Dana,": the first name on a line of its own, then the message in a sentence of its own. */
  hello: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  when: 'When',
  where: 'Where',
  appliance: 'Appliance',
  reference: 'Reference',
  price: 'Price',
  noCharge,
  manageLink: 'Reschedule or cancel online',
  feeRule: `The ${serviceCallFeeLabel} service call covers the diagnosis and is credited toward the repair if you go ahead.`,
  /** A warranty visit's words in the fee's place: no service call fee, nothing to pay for the same problem. */
  warrantyNoFee: `${noCharge}: the same problem is covered by our ${business.warrantyDays}-day parts and labour warranty, so there is no service call fee.`,
  expectRepair: `What to expect: the technician arrives within the window, finds the fault and gives you the exact price before any work starts. ${someoneHome}`,
  expectWarranty: `What to expect: the technician arrives within the window and looks at the same problem again, at no charge. ${someoneHome}`,
  someoneHome,
  phoneLine: `Questions? Call us at ${business.phone.display} and quote your reference.`,
  changeByLink: `To reschedule or cancel, use the link above or call us at ${business.phone.display}.`,
  changeByConfirmation: `To reschedule or cancel, use the link in your confirmation e-mail or call us at ${business.phone.display}.`,
  confirmedSubject: (warranty: boolean, when: string) => `Your ${visit(warranty)} is booked: ${when}`,
  confirmedHeading: (warranty: boolean) => `Your ${visit(warranty)} is booked`,
  confirmedIntro: (when: string) =>
    `Thank you for booking with ${business.name}. A technician will arrive ${when} (New York time). The calendar invite attached adds it to your calendar.`,
  movedSubject: (warranty: boolean, when: string) => `Your ${visit(warranty)} has moved: ${when}`,
  movedHeading: (warranty: boolean) => `Your ${visit(warranty)} has moved`,
  /** `was`: the window it had, '' when not known. */
  movedIntro: (when: string, was: string) =>
    `Your visit is now ${when}${was ? ` (it was ${was})` : ''}. The updated invite attached replaces the earlier one in your calendar.`,
  cancelledSubject: (when: string) => `Your repair visit is cancelled: ${when}`,
  cancelledHeading: 'Your repair visit is cancelled',
  cancelledIntro: (when: string) =>
    `Your visit of ${when} is cancelled; nobody will come. The attached update removes it from your calendar.`,
  /** The office's own words, as typed, after this. */
  officeMessage: (message: string) => `A message from ${business.name}: ${message}`,
  bookAgain: (bookUrl: string) =>
    `Still need a repair? Book again at ${bookUrl} or call us at ${business.phone.display}.`,
  /** The technician's first name, '' when the row carries none. */
  onTheWaySubject: (name: string, when: string) =>
    name ? `${name} is on the way: ${when}` : `Your technician is on the way: ${when}`,
  onTheWayHeading: (name: string) => (name ? `${name} is on the way` : 'Your technician is on the way'),
  onTheWayIntro: (name: string, between: string) =>
    `${name ? `${name}, your technician,` : 'Your technician'} is on the way to you now and will arrive ${between} (New York time).`,
  technicianPhoto: (name: string) => (name ? `${name}, your technician` : 'Your technician'),
  doneSubject: `Thank you for choosing ${business.name}`,
  doneHeading: 'Thank you',
  doneIntro: (when: string) =>
    `Thank you for having us for your visit ${when}. We hope everything works as it should again.`,
  doneCall: `Anything not right? Call us at ${business.phone.display} and quote your reference.`,
  missedSubject: (warranty: boolean, when: string) => `We missed you: your ${visit(warranty)} ${when}`,
  missedHeading: 'We missed you',
  missedIntro: (when: string) => `Our technician came for your visit ${when} (New York time) but could not reach you.`,
  missedByLink: `Still need the repair? Use the link above to book a new visit at a time that suits you, or call us at ${business.phone.display}.`,
  missedBook: (bookUrl: string) =>
    `Still need the repair? Book a new visit at ${bookUrl} or call us at ${business.phone.display}.`,
  bookNewVisit: 'Book a new visit',
  /** `today`: the reminder goes on the visit's own day (the morning one), else the evening before. */
  reminderSubject: (warranty: boolean, today: boolean, when: string) =>
    `Reminder: your ${visit(warranty)} ${today ? 'today' : 'tomorrow'}, ${when}`,
  reminderHeading: (warranty: boolean, today: boolean) => `Your ${visit(warranty)} is ${today ? 'today' : 'tomorrow'}`,
  reminderIntro: (when: string) =>
    `This is a reminder that a technician from ${business.name} arrives ${when} (New York time).`,
  inviteSummary: (service: string, warranty: boolean) =>
    `${business.name}: ${service} ${warranty ? 'warranty visit (no charge)' : 'visit'}`,
  inviteArrival: (warranty: boolean, reference: string) =>
    `Arrival window for your ${warranty ? 'warranty' : 'repair'} visit. Reference ${reference}.`,
  inviteManage: (url: string) => `Reschedule or cancel: ${url}`,
  inviteQuestions: `Questions or changes: ${business.phone.display}.`,
};
