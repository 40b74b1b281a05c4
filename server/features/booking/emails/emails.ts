import type { SendMailOptions } from 'nodemailer';
import { bookingRules } from '../../../../data/booking';
import { business, serviceCallFeeLabel } from '../../../../data/business';
import { findService } from '../../../../data/site/services';
import { visitAddress } from '../../../../data/site/address';
import { oneLine } from '../../../../data/text';
import type { MailConfig } from '../../../kernel/config';
import { brandedEmailHtml, greetingOf } from '../../../kernel/mail/email-html';
import { headerSafe } from '../../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import { calendarFile, type CalendarMethod } from '../../../kernel/calendar';
import type { BookingEmailKind } from '../../../kernel/db/schema';
import type { StoredBooking } from '../store';
import { manageUrl } from '../service';
import { cleanBookingText } from '../validation';
import { WARRANTY_NO_CHARGE } from '../../../../views/booking/WarrantyNote';
import { isoInZone, localDate } from '../../../kernel/time-zone';
import { windowBetween, windowHours } from '../../../../views/booking/format';

/** What a booking e-mail needs besides the queued row: the addresses and the site's origin for the link. */
/** One e-mail taken from the queue: what to send, about which booking, as the change that queued it left it. */
export interface BookingEmail {
  id: string;
  kind: BookingEmailKind;
  /** When it was due (ISO, UTC): a reminder's evening or morning. */
  dueAt: string;
  booking: StoredBooking;
  /** ISO instants in UTC. */
  windowStart: string;
  windowEnd: string;
  previousWindowStart: string | null;
  /** The invite's SEQUENCE. */
  sequence: number;
  /** The customer's manage token, when this e-mail carries their link. */
  token: string | null;
  /** The office's message to the customer, on a cancellation it sent with one. */
  message?: string | null;
  /** What the e-mail needs beyond the booking (visits' notifyCustomer): the technician's card of an "on the way" e-mail. */
  detail: string | null;
}

export interface BookingMailContext extends Pick<MailConfig, 'from' | 'to'> {
  siteUrl: string;
}

const { timeZone } = bookingRules;

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });

/** A stored window (UTC instants) as the site's formatter reads them: New York's wall clock with its offset. */
const zoned = (startIso: string, endIso: string) => ({
  start: isoInZone(Date.parse(startIso), timeZone),
  end: isoInZone(Date.parse(endIso), timeZone),
});

/**
 * "Tuesday, November 24, 8–10 am" (or "10 am–12 pm"): a window as New York reads it, whatever the server's zone,
 * its hours written by the site's one formatter (views/booking/format.ts).
 */
export function windowInWords(startIso: string, endIso: string): string {
  return `${dayFormat.format(new Date(startIso))}, ${windowHours(zoned(startIso, endIso))}`;
}

/** "Tuesday, November 24": the day of an instant in New York. */
export const dayInWords = (iso: string) => dayFormat.format(new Date(iso));

/** "between 10 am and 12 pm": the window's hours in a sentence, in the site's one format. */
export const windowBetweenWords = (startIso: string, endIso: string) => windowBetween(zoned(startIso, endIso));

/** The window that started at `startIso`: every window is the same length, so the start says it all. */
const windowFrom = (startIso: string) =>
  windowInWords(startIso, new Date(Date.parse(startIso) + bookingRules.windowMinutes * 60_000).toISOString());

const serviceName = (slug: string) => findService(slug)?.name ?? slug;

/** A plain, valid address, or undefined: nothing odd from a stored row may reach a header. */
function mailbox(name: string, address: string) {
  const trimmed = address.trim();
  return EMAIL_ADDRESS.test(trimmed) ? { name: headerSafe(name) || 'Customer', address: trimmed } : undefined;
}

/** A row that cannot be sent at all (no usable address): treated as a relay's 5xx, so it is given up in time. */
class Unsendable extends Error {
  readonly responseCode = 550;
}

const feeRule = `The ${serviceCallFeeLabel} service call covers the diagnosis and is credited toward the repair if you go ahead.`;
const whatToExpect =
  'the technician arrives within the window, finds the fault and gives you the exact price before any work starts. Please make sure someone over 18 is home and the appliance can be reached.';
const phoneLine = `Questions? Call us at ${business.phone.display} and quote your reference.`;
/** A warranty visit's words in the fee's place: no service call fee, nothing to pay for the same problem. */
const noCharge = `${WARRANTY_NO_CHARGE}: the same problem is covered by our ${business.warrantyDays}-day parts and labour warranty, so there is no service call fee.`;
const warrantyExpect =
  'the technician arrives within the window and looks at the same problem again, at no charge. Please make sure someone over 18 is home and the appliance can be reached.';

interface Composed {
  subject: string;
  heading: string;
  /** "Hello Dana,": customer e-mails only, on a line of its own before the intro. */
  greeting?: string;
  intro: string;
  rows: [label: string, value: string][];
  paragraphs: string[];
  link?: { label: string; url: string };
  /** A picture shown above the rows (the technician's photo), in the HTML part only. */
  image?: { url: string; alt: string };
}

const OWN_PHOTO = /^\/team\/photos\/[\w-]+$/;

/** The technician's card an "on the way" e-mail carries (visits' notifyCustomer), or nothing usable. */
function technicianOf(email: BookingEmail): { firstName: string; photoUrl?: string } | undefined {
  try {
    const parsed = JSON.parse(email.detail ?? 'null') as {
      technician?: { firstName?: unknown; photoUrl?: unknown };
    } | null;
    const card = parsed?.technician;
    if (!card || typeof card.firstName !== 'string') return undefined;
    return {
      firstName: oneLine(card.firstName).slice(0, 60),
      // Only a path on our own site (the team's photo route): the e-mail makes no request elsewhere.
      ...(typeof card.photoUrl === 'string' && OWN_PHOTO.test(card.photoUrl) ? { photoUrl: card.photoUrl } : {}),
    };
  } catch {
    return undefined;
  }
}

const dayOf = (ms: number) => localDate(ms, timeZone);

function customerMessage(email: BookingEmail, context: BookingMailContext): Composed {
  const { booking } = email;
  const when = windowInWords(email.windowStart, email.windowEnd);
  const greeting = greetingOf(booking.name);
  const link = email.token
    ? { label: 'Reschedule or cancel online', url: `${context.siteUrl}${manageUrl(email.token)}` }
    : undefined;
  const warranty = Boolean(booking.warrantyOf);
  const rows: [string, string][] = [
    ['When', when],
    ['Where', visitAddress(booking)],
    ['Appliance', serviceName(booking.service)],
    ['Reference', booking.reference],
    ...(warranty ? [['Price', WARRANTY_NO_CHARGE] as [string, string]] : []),
  ];
  // A warranty visit never mentions the service call fee: it has none.
  const fee = warranty ? noCharge : feeRule;
  const expect = `What to expect: ${warranty ? warrantyExpect : whatToExpect}`;
  const visit = warranty ? 'warranty visit' : 'repair visit';
  const changeBy = link
    ? `To reschedule or cancel, use the link above or call us at ${business.phone.display}.`
    : `To reschedule or cancel, use the link in your confirmation e-mail or call us at ${business.phone.display}.`;
  switch (email.kind) {
    case 'customer-confirmation':
      return {
        subject: `Your ${visit} is booked: ${when}`,
        heading: `Your ${visit} is booked`,
        greeting,
        intro: `Thank you for booking with ${business.name}. A technician will arrive ${when} (New York time). The calendar invite attached adds it to your calendar.`,
        rows,
        paragraphs: [expect, fee, changeBy, phoneLine],
        link,
      };
    case 'customer-rescheduled': {
      const was = email.previousWindowStart ? ` (it was ${windowFrom(email.previousWindowStart)})` : '';
      return {
        subject: `Your ${visit} has moved: ${when}`,
        heading: `Your ${visit} has moved`,
        greeting,
        intro: `Your visit is now ${when}${was}. The updated invite attached replaces the earlier one in your calendar.`,
        rows,
        paragraphs: [expect, fee, changeBy, phoneLine],
        link,
      };
    }
    case 'customer-cancelled':
      return {
        subject: `Your repair visit is cancelled: ${when}`,
        heading: 'Your repair visit is cancelled',
        greeting,
        intro: `Your visit of ${when} is cancelled; nobody will come. The attached update removes it from your calendar.`,
        rows,
        paragraphs: [
          ...(email.message ? [`A message from ${business.name}: ${email.message}`] : []),
          `Still need a repair? Book again at ${context.siteUrl}/book or call us at ${business.phone.display}.`,
        ],
      };
    case 'customer-on-the-way': {
      const technician = technicianOf(email);
      // Dispatch refuses On the Way without a technician; a row without a card (queued before that) says no name.
      const name = technician?.firstName;
      const photo = technician?.photoUrl;
      const between = windowBetweenWords(email.windowStart, email.windowEnd);
      return {
        subject: name ? `${name} is on the way: ${when}` : `Your technician is on the way: ${when}`,
        heading: name ? `${name} is on the way` : 'Your technician is on the way',
        greeting,
        intro: `${name ? `${name}, your technician,` : 'Your technician'} is on the way to you now and will arrive ${between} (New York time).`,
        rows,
        paragraphs: [`Please make sure someone over 18 is home and the appliance can be reached.`, phoneLine],
        ...(photo
          ? {
              // Our own photo route, absolute: the message asks no one else for anything.
              image: {
                url: `${context.siteUrl}${photo}`,
                alt: name ? `${name}, your technician` : 'Your technician',
              },
            }
          : {}),
      };
    }
    case 'customer-done':
      return {
        subject: `Thank you for choosing ${business.name}`,
        heading: 'Thank you',
        greeting,
        intro: `Thank you for having us for your visit ${when}. We hope everything works as it should again.`,
        rows,
        paragraphs: [`Anything not right? Call us at ${business.phone.display} and quote your reference.`],
      };
    case 'customer-missed':
      return {
        subject: `We missed you: your ${visit} ${when}`,
        heading: 'We missed you',
        greeting,
        intro: `Our technician came for your visit ${when} (New York time) but could not reach you.`,
        rows,
        paragraphs: [
          link
            ? `Still need the repair? Use the link above to book a new visit at a time that suits you, or call us at ${business.phone.display}.`
            : `Still need the repair? Book a new visit at ${context.siteUrl}/book or call us at ${business.phone.display}.`,
        ],
        ...(link ? { link: { label: 'Book a new visit', url: link.url } } : {}),
      };
    default: {
      // A reminder sent on the visit's own day (the morning one) says today, else tomorrow.
      const day = dayOf(Date.parse(email.windowStart)) === dayOf(Date.now()) ? 'today' : 'tomorrow';
      return {
        subject: `Reminder: your ${visit} ${day}, ${when}`,
        heading: `Your ${visit} is ${day}`,
        greeting,
        intro: `This is a reminder that a technician from ${business.name} arrives ${when} (New York time).`,
        rows,
        paragraphs: [expect, fee, changeBy, phoneLine],
      };
    }
  }
}

function officeMessage(email: BookingEmail): Composed {
  const { booking } = email;
  const when = windowInWords(email.windowStart, email.windowEnd);
  const name = headerSafe(booking.name) || 'Customer';
  const service = serviceName(booking.service);
  const rows: [string, string][] = [
    ['When', when],
    ...(email.previousWindowStart ? [['Was', windowFrom(email.previousWindowStart)] as [string, string]] : []),
    ['Reference', booking.reference],
    ['Name', booking.name],
    ['Phone', booking.phone],
    ['E-mail', booking.email.trim() || '(none given: booked by phone without one)'],
    ['Address', visitAddress(booking)],
    ['Appliance', service],
    ['Brand', booking.brand || '(not given)'],
    ['Coupon', booking.coupon || '(none)'],
    ['Problem', booking.problem || '(not described)'],
    ...(booking.warrantyOf ? [['Price', WARRANTY_NO_CHARGE] as [string, string]] : []),
  ];
  const verb = (
    booking.warrantyOf
      ? {
          'office-new': 'New warranty visit',
          'office-changed': 'Warranty visit moved',
          'office-cancelled': 'Warranty visit cancelled',
        }
      : { 'office-new': 'New booking', 'office-changed': 'Booking moved', 'office-cancelled': 'Booking cancelled' }
  )[email.kind as 'office-new' | 'office-changed' | 'office-cancelled'];
  return {
    subject: `${verb}: ${when}, ${name} (${service})`,
    heading: `${verb} from the website`,
    intro: `${verb}: ${booking.reference}, ${when}.`,
    rows,
    paragraphs: [`Reply to this e-mail to answer ${name} directly.`],
  };
}

/** The calendar reminder, ahead of the window's start: time to be home and clear the way to the appliance. */
export const INVITE_ALARM_MINUTES = 120;

/** What an invite is made of: the booking, the window and sequence it describes, and the manage token it carries. */
type InviteOf = Pick<BookingEmail, 'booking' | 'windowStart' | 'windowEnd' | 'sequence' | 'token'>;

/**
 * The invite: PUBLISH (add or replace the event, no reply asked) for a booking or a move, CANCEL for a cancel
 * (decision 0024). It carries the manage link when the e-mail does, a reminder, and the full address.
 */
function invite(email: InviteOf, context: Pick<BookingMailContext, 'siteUrl' | 'to'>, method: CalendarMethod): string {
  const { booking } = email;
  const manage = email.token ? `${context.siteUrl}${manageUrl(email.token)}` : undefined;
  const warranty = Boolean(booking.warrantyOf);
  const description = [
    `Arrival window for your ${warranty ? 'warranty' : 'repair'} visit. Reference ${booking.reference}.`,
    warranty ? `${WARRANTY_NO_CHARGE}.` : '',
    manage ? `Reschedule or cancel: ${manage}` : '',
    `Questions or changes: ${business.phone.display}.`,
  ]
    .filter(Boolean)
    .join('\n');
  return calendarFile(method, [
    {
      uid: booking.id,
      sequence: email.sequence,
      start: new Date(email.windowStart),
      end: new Date(email.windowEnd),
      summary: `${business.name}: ${serviceName(booking.service)} ${warranty ? 'warranty visit (no charge)' : 'visit'}`,
      description,
      location: visitAddress(booking),
      organizer: { name: business.name, email: context.to },
      // A cancel names whom it withdraws the event from; an invite names nobody, so no calendar asks for an RSVP.
      ...(method === 'CANCEL' ? { attendee: { name: booking.name, email: booking.email.trim() } } : {}),
      ...(manage ? { url: manage } : {}),
      alarmMinutesBefore: INVITE_ALARM_MINUTES,
      stamp: new Date(),
    },
  ]);
}

/**
 * The confirmation page's "Add to calendar": the invite the confirmation e-mail attaches, as the booking stands
 * now (its window and sequence, so it replaces any earlier copy), with the link of the token it was asked with.
 */
export function bookingInvite(
  booking: StoredBooking,
  token: string,
  context: Pick<BookingMailContext, 'siteUrl' | 'to'>,
): string {
  const visit = cleanBookingText(booking);
  const { windowStart, windowEnd, sequence } = visit;
  return invite({ booking: visit, windowStart, windowEnd, sequence, token }, context, 'PUBLISH');
}

function render(message: Composed): { text: string; html: string } {
  const width = Math.max(...message.rows.map(([label]) => label.length)) + 2;
  const text = [
    ...(message.greeting ? [message.greeting, ''] : []),
    message.intro,
    '',
    ...message.rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    ...(message.link ? [`${message.link.label}: ${message.link.url}`, ''] : []),
    ...message.paragraphs.flatMap((p) => [p, '']),
    `${business.name} · ${business.phone.display} · ${business.email}`,
  ].join('\n');

  const html = brandedEmailHtml({
    heading: message.heading,
    greeting: message.greeting,
    intro: message.intro,
    rows: message.rows.map(([label, value]) => ({ label, value })),
    button: message.link,
    blocks: message.paragraphs.map((text) => ({ text })),
    image: message.image,
  });
  return { text, html };
}

/**
 * The message for one queued booking e-mail. Customer e-mails go to the booking's address with the office as
 * Reply-To; the confirmation and an update carry a METHOD:PUBLISH invite, a cancellation METHOD:CANCEL, all
 * with the booking's id as UID and the queued sequence. Office notices go to the office, Reply-To the customer.
 */
export function composeBookingEmail(queued: BookingEmail, context: BookingMailContext): SendMailOptions {
  // A row stored before the text cleaning was what it is now is cleaned the same way on its way out.
  const email = { ...queued, booking: cleanBookingText(queued.booking) };
  const { booking } = email;
  const from = { name: business.name, address: context.from };
  if (email.kind.startsWith('office-')) {
    const message = officeMessage(email);
    const replyTo = mailbox(booking.name, booking.email);
    return {
      from: { name: `${business.name} website`, address: context.from },
      to: context.to,
      ...(replyTo ? { replyTo } : {}),
      subject: headerSafe(message.subject, 150),
      ...render(message),
    };
  }
  const to = mailbox(booking.name, booking.email);
  if (!to) throw new Unsendable(`booking ${booking.reference} has no usable e-mail address`);
  const message = customerMessage(email, context);
  const method: CalendarMethod | undefined =
    email.kind === 'customer-cancelled'
      ? 'CANCEL'
      : email.kind === 'customer-confirmation' || email.kind === 'customer-rescheduled'
        ? 'PUBLISH'
        : undefined;
  return {
    from,
    to,
    replyTo: { name: business.name, address: context.to },
    subject: headerSafe(message.subject, 150),
    ...render(message),
    ...(method
      ? {
          icalEvent: {
            method,
            filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
            content: invite(email, context, method),
          },
        }
      : {}),
  };
}
