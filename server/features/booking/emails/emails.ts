import type { SendMailOptions } from 'nodemailer';
import { BOOKING_FIELDS, bookingRules, type BookingField, type BookingValues } from '../../../../data/booking';
import { business } from '../../../../data/business';
import { findServiceIn } from '../../../../data/site/localized';
import type { Locale } from '../../../../data/locale';
import { messagesFor } from '../../../../data/messages';
import { clockOfInstant, dayOfInstant, hoursOfWindow } from '../../../../data/messages/when';
import { visitAddress } from '../../../../data/site/address';
import { multiLine, oneLine } from '../../../../data/text';
import type { MailConfig } from '../../../kernel/config';
import { brandedEmailHtml, greetingOf } from '../../../kernel/mail/email-html';
import { headerSafe } from '../../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import { calendarFile, type CalendarMethod } from '../../../kernel/calendar';
import type { BookingEmailKind } from '../../../kernel/db/schema';
import type { StoredBooking } from '../store';
import { manageUrl } from '../service';
import { WARRANTY_NO_CHARGE } from '../../../../views/booking/WarrantyNote';
import { isoInZone, localDate } from '../../../kernel/time-zone';
import { windowBetween, windowHours } from '../../../../views/components/window-words';

/** The one cleaner (data/text.ts) for each booking field: `problem` keeps its lines, the rest is one line. */
const cleanField = (name: BookingField, value: string) => (name === 'problem' ? multiLine(value) : oneLine(value));

/**
 * Not text a visitor typed: the window's instant, the consent box (recorded in text_consents, not here), and where
 * the work came from (checked against its list and pattern as it is read, data/sources.ts).
 */
type StoredAsIs = 'windowStart' | 'textConsent' | SourceField;
type SourceField = 'heardFrom' | 'heardFromOther' | 'utm_source' | 'utm_medium' | 'utm_campaign';
const SOURCE_FIELDS: readonly BookingField[] = [
  'heardFrom',
  'heardFromOther',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/**
 * A stored booking's visitor text cleaned again on its way out (e-mails, invites, the feed): rows stored before
 * the cleaning was what it is now get the same treatment as new ones.
 */
export function cleanBookingText<T extends Pick<BookingValues, Exclude<BookingField, StoredAsIs>>>(booking: T): T {
  const cleaned = { ...booking };
  for (const name of BOOKING_FIELDS)
    if (name !== 'windowStart' && name !== 'textConsent' && !SOURCE_FIELDS.includes(name))
      cleaned[name as Exclude<BookingField, StoredAsIs>] = cleanField(
        name,
        booking[name as Exclude<BookingField, StoredAsIs>],
      );
  return cleaned;
}

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
 * its hours written by the site's one formatter (views/components/window-words.ts).
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

const serviceName = (slug: string, locale: Locale = 'en') => findServiceIn(locale, slug)?.name ?? slug;

/** A plain, valid address, or undefined: nothing odd from a stored row may reach a header. */
function mailbox(name: string, address: string) {
  const trimmed = address.trim();
  return EMAIL_ADDRESS.test(trimmed) ? { name: headerSafe(name) || 'Customer', address: trimmed } : undefined;
}

/** A row that cannot be sent at all (no usable address): treated as a relay's 5xx, so it is given up in time. */
class Unsendable extends Error {
  readonly responseCode = 550;
}

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

/**
 * A window in the customer's language: English through the site's one formatter ("Tuesday, November 24, 8–10 am",
 * "between 8 am and 10 am"), Spanish through `Intl` in es-US ("martes, 24 de noviembre, 8–10 a.m.", "de 8 a.m. a
 * 10 a.m.").
 */
export function whenIn(locale: Locale) {
  if (locale === 'en') return { window: windowInWords, between: windowBetweenWords };
  return {
    window: (startIso: string, endIso: string) =>
      `${dayOfInstant(locale, startIso)}, ${hoursOfWindow(locale, startIso, endIso)}`,
    between: (startIso: string, endIso: string) =>
      `de ${clockOfInstant(locale, startIso)} a ${clockOfInstant(locale, endIso)}`,
  };
}

/** The window that started at `startIso`, in a language: every window is the same length, so the start says it all. */
const windowFromIn = (locale: Locale, startIso: string) =>
  whenIn(locale).window(startIso, new Date(Date.parse(startIso) + bookingRules.windowMinutes * 60_000).toISOString());

/** The e-mail to the customer, in their language (data/messages/{en,es}/mail.ts). */
function customerMessage(email: BookingEmail, context: BookingMailContext): Composed {
  const { booking } = email;
  const locale = booking.language;
  const { mail } = messagesFor(locale);
  const words = whenIn(locale);
  const when = words.window(email.windowStart, email.windowEnd);
  const greeting = greetingOf(booking.name, locale);
  const link = email.token ? { label: mail.manageLink, url: `${context.siteUrl}${manageUrl(email.token)}` } : undefined;
  const warranty = Boolean(booking.warrantyOf);
  const rows: [string, string][] = [
    [mail.when, when],
    [mail.where, visitAddress(booking)],
    [mail.appliance, serviceName(booking.service, locale)],
    [mail.reference, booking.reference],
    ...(warranty ? [[mail.price, mail.noCharge] as [string, string]] : []),
  ];
  // A warranty visit never mentions the service call fee: it has none.
  const fee = warranty ? mail.warrantyNoFee : mail.feeRule;
  const expect = warranty ? mail.expectWarranty : mail.expectRepair;
  const changeBy = link ? mail.changeByLink : mail.changeByConfirmation;
  switch (email.kind) {
    case 'customer-confirmation':
      return {
        subject: mail.confirmedSubject(warranty, when),
        heading: mail.confirmedHeading(warranty),
        greeting,
        intro: mail.confirmedIntro(when),
        rows,
        paragraphs: [expect, fee, changeBy, mail.phoneLine],
        link,
      };
    case 'customer-rescheduled': {
      const was = email.previousWindowStart ? windowFromIn(locale, email.previousWindowStart) : '';
      return {
        subject: mail.movedSubject(warranty, when),
        heading: mail.movedHeading(warranty),
        greeting,
        intro: mail.movedIntro(when, was),
        rows,
        paragraphs: [expect, fee, changeBy, mail.phoneLine],
        link,
      };
    }
    case 'customer-cancelled':
      return {
        subject: mail.cancelledSubject(when),
        heading: mail.cancelledHeading,
        greeting,
        intro: mail.cancelledIntro(when),
        rows,
        paragraphs: [
          ...(email.message ? [mail.officeMessage(email.message)] : []),
          mail.bookAgain(`${context.siteUrl}/book`),
        ],
      };
    case 'customer-on-the-way': {
      const technician = technicianOf(email);
      // Dispatch refuses On the Way without a technician; a row without a card (queued before that) says no name.
      const name = technician?.firstName ?? '';
      const photo = technician?.photoUrl;
      return {
        subject: mail.onTheWaySubject(name, when),
        heading: mail.onTheWayHeading(name),
        greeting,
        intro: mail.onTheWayIntro(name, words.between(email.windowStart, email.windowEnd)),
        rows,
        paragraphs: [mail.someoneHome, mail.phoneLine],
        // Our own photo route, absolute: the message asks no one else for anything.
        ...(photo ? { image: { url: `${context.siteUrl}${photo}`, alt: mail.technicianPhoto(name) } } : {}),
      };
    }
    case 'customer-done':
      return {
        subject: mail.doneSubject,
        heading: mail.doneHeading,
        greeting,
        intro: mail.doneIntro(when),
        rows,
        paragraphs: [mail.doneCall],
      };
    case 'customer-missed':
      return {
        subject: mail.missedSubject(warranty, when),
        heading: mail.missedHeading,
        greeting,
        intro: mail.missedIntro(when),
        rows,
        paragraphs: [link ? mail.missedByLink : mail.missedBook(`${context.siteUrl}/book`)],
        ...(link ? { link: { label: mail.bookNewVisit, url: link.url } } : {}),
      };
    default: {
      // A reminder sent on the visit's own day (the morning one) says today, else tomorrow.
      const today = dayOf(Date.parse(email.windowStart)) === dayOf(Date.now());
      return {
        subject: mail.reminderSubject(warranty, today, when),
        heading: mail.reminderHeading(warranty, today),
        greeting,
        intro: mail.reminderIntro(when),
        rows,
        paragraphs: [expect, fee, changeBy, mail.phoneLine],
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
  const locale = booking.language;
  const { mail } = messagesFor(locale);
  const manage = email.token ? `${context.siteUrl}${manageUrl(email.token)}` : undefined;
  const warranty = Boolean(booking.warrantyOf);
  const description = [
    mail.inviteArrival(warranty, booking.reference),
    warranty ? `${mail.noCharge}.` : '',
    manage ? mail.inviteManage(manage) : '',
    mail.inviteQuestions,
  ]
    .filter(Boolean)
    .join('\n');
  return calendarFile(method, [
    {
      uid: booking.id,
      sequence: email.sequence,
      start: new Date(email.windowStart),
      end: new Date(email.windowEnd),
      summary: mail.inviteSummary(serviceName(booking.service, locale), warranty),
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

function render(message: Composed, locale: Locale = 'en'): { text: string; html: string } {
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
    lang: locale,
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
    ...render(message, booking.language),
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
