import { contactSentMessage } from '../../../contact';

/** The words of /contact: the page, its "Book Online" start, the form (an island), and the answers to a post. */
export const contact = {
  title: 'Contact Us: Book an Appliance Repair',
  sentPageTitle: 'Message Sent',
  description: (replyWithin: string, phone: string) =>
    `Book an appliance repair in the DC metro area: send us a message and we reply within ${replyWithin}, or call ${phone}. Open 7 days a week.`,
  /** What a pre-filled form's message starts with (/contact?zip=…&coupon=…). */
  prefillZip: (zip: string) => `My zip code is ${zip}.`,
  prefillCoupon: (code: string) => `I would like to use coupon ${code}.`,
  eyebrow: 'Contact',
  heading: 'Book a Repair or Ask a Question',
  /** Followed by the phone number as a link. */
  lead: (replyWithin: string) =>
    `Tell us what the appliance is doing and we'll contact you within ${replyWithin}. For immediate service, call`,
  formTitle: 'Send Us a Message',
  /** The confirmation, word for word as the business wrote it (data/contact.ts). */
  sentTitle: contactSentMessage.title as string,
  sentText: contactSentMessage.text as string,
  detailsLabel: 'Contact details',
  reachTitle: 'Reach Us Directly',
  hoursTitle: 'Business Hours',
  mapTitle: 'Where We Work',
  mapText: "Washington DC and Prince George's, Montgomery and Howard counties in Maryland.",
  largerMap: 'View a larger map on OpenStreetMap',
  mapFrame: (area: string) => `Map of the ${area} with a marker in central Washington DC`,

  // "Book Online" above the form (views/components/actions/BookStart.tsx).
  bookTitle: 'Book Online',
  bookLead: 'Choose your own two-hour arrival window, any time of day.',
  bookZip: 'Zip code',
  bookWhat: 'What needs repair',
  bookChoose: 'Choose one',
  bookSubmit: 'See arrival windows',

  // The form.
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  appliance: 'Appliance',
  message: 'What is happening?',
  chooseAppliance: 'Choose an appliance (optional)',
  washer: 'Washer',
  dryer: 'Dryer',
  refrigerator: 'Refrigerator',
  dishwasher: 'Dishwasher',
  oven: 'Oven',
  other: 'Other',
  required: (replyWithin: string) => `Required. We reply within ${replyWithin}.`,
  send: 'Send Message',
  sending: 'Sending…',
  honeypot: 'Leave this field empty',
  notSent: 'Message Not Sent',
  failed: (phone: string) =>
    `Sorry, something went wrong. Please call us at ${phone} for immediate service; what you typed is still in the form.`,
  unreachable: (phone: string) =>
    `We could not reach our server. Please call us at ${phone} for immediate service; what you typed is still in the form.`,

  // The answers to a post (server/features/leads/routes/contact.ts, validation.ts).
  invalid: 'Please correct the highlighted fields and send again.',
  storeFailed: (phone: string) =>
    `Sorry, we could not save your message just now. Please call us at ${phone} for immediate service.`,
  tooMany: (phone: string) =>
    `You have sent several messages in a short time. Please wait a few minutes before sending another, or call us at ${phone}.`,
  nameMissing: 'Please enter your name.',
  nameTooLong: (limit: number) => `Please keep your name to ${limit} characters or fewer.`,
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneMissing: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number, like (202) 555-0123.',
  serviceInvalid: 'Please choose an appliance from the list.',
  messageTooLong: (limit: number) =>
    `Please keep your message to ${limit} characters or fewer, or call us with the details.`,
};
