import { business } from '../../../business';

/** The customer's own page for a booking (/booking/{token}), its forms' answers, and a dead booking link's page. */
export const manage = {
  // The page's head
  titleCancelled: 'Visit Cancelled',
  titleVisit: (reference: string) => `Your Repair Visit ${reference}`,
  titleWarrantyVisit: (reference: string) => `Your Warranty Visit ${reference}`,
  description: `Your ${business.name} repair visit: the window, the address, and how to change it.`,
  // The top of the page
  eyebrow: (reference: string) => `Booking ${reference}`,
  headingBooked: "You're Booked",
  headingCancelled: 'Your Visit Is Cancelled',
  headingVisit: 'Your Repair Visit',
  headingWarranty: 'Your Warranty Visit',
  booked: (firstName: string, window: string) => `${firstName}, your visit is booked for ${window}.`,
  bookedWarranty: (firstName: string, window: string) => `${firstName}, your warranty visit is booked for ${window}.`,
  sentTo: (reference: string, email: string) => `Your reference is ${reference}. We have sent the details to ${email}.`,
  moved: (window: string) => `Your visit is moved to ${window}.`,
  cancelled: (window: string) =>
    `Your visit on ${window} is cancelled and its place is free again. Need us after all? `,
  bookNewVisit: 'Book a new visit',
  orCall: ' or call ',
  questions: 'Questions about your visit? Call ',
  sevenDays: ', 7 days a week.',
  // The visit's progress on its day
  statusOnTheWay: 'Your technician is on the way.',
  statusArrived: 'Your technician has arrived.',
  statusDone: 'Your visit is done. Thank you for choosing us.',
  statusNoShow: 'We came by but could not reach you. Book a new visit below, or call us.',
  statusWaitingForParts: 'Your part is on order. We will e-mail you when it is in, to book the visit to fit it.',
  rebook: 'Book a New Visit',
  underWay: 'The visit can no longer be changed or cancelled online. To cancel or change it, please call us at ',
  // Who is coming
  yourTechnician: 'Your technician',
  technicianOnTheWay: (name: string) => `${name} Is on the Way`,
  whoIsComing: 'Who Is Coming',
  technicianPhotoAlt: (name: string) => `${name}, your technician`,
  // The visit's facts
  factsHeading: 'The Visit',
  rowReference: 'Reference',
  photosHeading: 'Your Photos',
  photoAlt: (number: number, count: number) => `What you sent us, ${number} of ${count}`,
  addToCalendar: 'Add to calendar',
  // Reschedule
  rescheduleHeading: 'Choose a New Arrival Window',
  moveVisit: 'Move my visit',
  keepWindow: 'Keep the current window',
  // What to expect
  expectHeading: 'What to Expect',
  expectCall: (phone: string) => `We call or text ${phone} when the technician is on the way.`,
  expectTextsStopped: (phone: string, sender: string) =>
    `We call ${phone} when the technician is on the way. Texts are off for this number because it replied STOP to our texts, and ticking “Text me” on a booking does not turn them back on. To get texts again, text START from that phone${sender ? ` to ${sender}` : ' in reply to one of our texts'}, or tell us when you call.`,
  expectWarranty:
    'The technician arrives within your two-hour window and looks at the same problem again, at no charge.',
  expectRepair:
    'The technician arrives within your two-hour window, finds the fault and tells you the price before any repair starts.',
  expectHome: 'Please make sure someone over 18 is home and the appliance can be reached.',
  // Change or cancel
  changeHeading: 'Change or Cancel',
  keepLink: 'Keep this page’s link to come back to it: ',
  reschedule: 'Reschedule',
  cancelSummary: 'Cancel this visit',
  cancelNote: 'Your place is given to someone else straight away.',
  cancelConfirm: 'Yes, cancel my visit',
  // A booking link that opens nothing
  notFoundTitle: 'Booking Not Found',
  notFoundDescription: `This booking link of ${business.name} does not work.`,
  notFoundEyebrow: 'Booking not found',
  notFoundHeading: 'We could not find that booking',
  call: (phone: string) => `Call ${phone}`,
};
