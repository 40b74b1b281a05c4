import { business } from '../../business';

/**
 * Every text to a customer (docs/texts.md has each one's length in segments). The texts outbox puts the business's
 * name in front when a body does not name it and `optOut` on a line at the end (server/features/texts/compose.ts).
 * A link or a value left out is ''. Words only: the window, day and amounts come in written.
 */
const call = `Questions? Call ${business.phone.display}.`;

export const texts = {
  optOut: 'Reply STOP to opt out',
  /** Booked by phone without an e-mail. Without "(New York time)": at its longest it took the text past two segments. */
  confirmed: (appliance: string, window: string, reference: string, link: string) =>
    `${business.name}: your ${appliance} visit is booked for ${window}, reference ${reference}. ${link ? `Move or cancel it at ${link} or call ${business.phone.display}.` : call}`,
  reminder: (appliance: string, window: string) =>
    `${business.name}: a reminder of your ${appliance} visit, ${window} (New York time). ${call}`,
  /** The day is today: the hours alone, and the technician's first name ('' when there is none). */
  onTheWay: (firstName: string, appliance: string, between: string) =>
    `${business.name}: ${firstName ? `${firstName}, your technician,` : 'Your technician'} is on the way for your ${appliance} visit and will arrive ${between} (New York time). ${call}`,
  done: (appliance: string, reference: string) =>
    `${business.name}: thank you for having us for your ${appliance} visit today. Anything not right? Call ${business.phone.display}, reference ${reference}.`,
  missed: (appliance: string, link: string) =>
    `${business.name}: we came for your ${appliance} visit but missed you. ${link ? `Book a new visit at ${link} or call ${business.phone.display}.` : call}`,
  partsIn: (parts: number, link: string) =>
    `${business.name}: ${parts === 1 ? 'your part is in' : 'your parts are in'}. Book the visit to fit ${parts === 1 ? 'it' : 'them'}: ${link}`,
  payLink: (amount: string, reference: string, link: string) =>
    `${business.name}: ${amount} is due for your visit ${reference}. Pay by card on your visit's page: ${link}`,
  receipt: (reference: string, total: string, balance: string, link: string) =>
    `Your receipt for visit ${reference}: ${total}. Pay ${balance} online: ${link}`,
  reviewRequest: (appliance: string, link: string) =>
    `${business.name}: how did we do on your ${appliance} repair? Tell us in a minute: ${link}`,
};
