import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { BOOKING_FIELDS, bookingRules, type BookingField, type BookingValues } from '../../../../data/booking';
import { business } from '../../../../data/business';
import { findServiceIn } from '../../../../data/site/localized';
import type { Locale } from '../../../../data/locale';
import { messagesFor } from '../../../../data/messages';
import { clockOfInstant, dayOfInstant, hoursOfWindow } from '../../../../data/messages/when';
import { visitAddress } from '../../../../data/site/address';
import { multiLine, oneLine } from '../../../../data/text';
import { MORNING_REMINDER_MINUTES } from '../../../../data/visit-status';
import { WARRANTY_NO_CHARGE } from '../../../../views/booking/WarrantyNote';
import { clockWords, windowBetween, windowHours } from '../../../../views/components/window-words';
import type { MailConfig } from '../../../kernel/config';
import type { AppDatabase } from '../../../kernel/db/database';
import { instant } from '../../../kernel/db/engine';
import type { BookingEmailKind, BookingEmailStatus, BookingEmailsTable, Tables } from '../../../kernel/db/schema';
import { kindQueue, pendingColumns, queueKind, usualColumns } from '../../../kernel/queue/kinds';
import { leaseQueue } from '../../../kernel/queue/lease-queue';
import { closingMailer, createOutboxWorker, type Outbox, type StartOutboxOptions } from '../../../kernel/queue/worker';
import { brandedEmailHtml, greetingOf } from '../../../kernel/mail/email-html';
import { createMailTransport, escapeHtml, headerSafe } from '../../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import { calendarFile, type CalendarMethod } from '../../../kernel/calendar';
import { isoInZone, localDate, nextDate, zonedInstant } from '../../../kernel/time-zone';
import { toStoredBooking, type BookingChange, type StoredBooking } from '../store';
import { bookingHolds, type HoldEmail } from '../surge';
import { manageUrl } from '../service';

/**
 * The booking e-mails, one outbox from the change to the relay: what each e-mail says (the customer's and the
 * office's, the invite, the held booking's link), the rows a booking change queues in its own transaction, and the
 * workers that send them (docs/booking.md#e-mails). A visit's texts go beside them (visit-texts.ts).
 */

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

// ——— The held booking's link (the surge defence's one e-mail, surge.ts) ———

/**
 * The one e-mail of a held booking: the link to confirm it. It may reach someone who never asked (a flooder
 * types strangers' addresses), so it carries nothing the visitor typed (no name, address or problem: no one can
 * write to a stranger through it) and no invite, says what happens if it is ignored (nothing), and is the only
 * e-mail that address gets until it is used (surge.ts).
 */
export function composeHoldEmail(email: HoldEmail, context: BookingMailContext): SendMailOptions {
  const { hold, token } = email;
  const address = hold.email.trim();
  if (!EMAIL_ADDRESS.test(address)) throw new Unsendable('the held booking has no usable e-mail address');
  if (!token) throw new Unsendable('the held booking has no link left to send');
  const link = `${context.siteUrl}${manageUrl(token)}`;
  // In the language the hold was asked in (its row's), as the booking it becomes is written to.
  const locale = hold.language;
  const { letters } = messagesFor(locale);
  const when = whenIn(locale).window(hold.windowStart, hold.windowEnd);
  const service = findServiceIn(locale, hold.service)?.name ?? '';
  const by =
    locale === 'en'
      ? clockWords(isoInZone(Date.parse(hold.expiresAt), bookingRules.timeZone))
      : clockOfInstant(locale, hold.expiresAt);
  const paragraphs = [
    letters.holdAsked(service, when),
    letters.holdConfirmBy(by),
    letters.holdIgnore,
    letters.holdQuestions,
  ];
  const text = [
    paragraphs[0],
    '',
    paragraphs[1],
    '',
    `${letters.holdButton}: ${link}`,
    '',
    paragraphs[2],
    '',
    paragraphs[3],
    '',
    `${business.name} · ${business.phone.display} · ${business.email}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(letters.holdHeading)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<h1 style="font-size:20px">${escapeHtml(letters.holdHeading)}</h1>`,
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    `<p>${escapeHtml(paragraphs[1]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(letters.holdButton)}</a></p>`,
    `<p>${escapeHtml(paragraphs[2]!)}</p>`,
    `<p>${escapeHtml(paragraphs[3]!)}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(business.name)} · ${escapeHtml(business.phone.display)} · ${escapeHtml(business.email)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: { name: business.name, address: context.from },
    to: address,
    replyTo: { name: business.name, address: context.to },
    subject: letters.holdSubject(when),
    text,
    html,
  };
}

// ——— The queue: the rows a change writes, and the outbox that sends them ———

export interface BookingEmailState {
  id: string;
  bookingId: string;
  kind: BookingEmailKind;
  status: BookingEmailStatus;
  dueAt: string;
  attempts: number;
  hasToken: boolean;
  sequence: number;
  lastError: string | null;
}

/** 6 PM in the business's zone on the evening before the window's day. */
export const REMINDER_MINUTES = 18 * 60;

/** When a visit's reminder goes out: 6 PM New York time on the day before the visit's day. */
export function reminderDue(windowStart: string): number {
  const { timeZone } = bookingRules;
  const day = localDate(Date.parse(windowStart), timeZone);
  return zonedInstant(nextDate(day, -1), REMINDER_MINUTES, timeZone);
}

/**
 * When a visit booked too late for the evening reminder is reminded: 7 AM on its day, if the visit starts after
 * that and the booking was made before it; otherwise never (the confirmation has only just gone).
 */
export function morningReminderDue(windowStart: string, bookedAt: string): number | undefined {
  const { timeZone } = bookingRules;
  const start = Date.parse(windowStart);
  const morning = zonedInstant(localDate(start, timeZone), MORNING_REMINDER_MINUTES, timeZone);
  return Date.parse(bookedAt) < morning && morning < start ? morning : undefined;
}

/** Customer e-mails a later change makes out of date: the later one says everything they would have. */
const SUPERSEDED: BookingEmailKind[] = ['customer-confirmation', 'customer-rescheduled', 'customer-reminder'];

type NewRow = Insertable<BookingEmailsTable>;

/** Why a customer's e-mail about a booking taken by phone without an address is skipped. */
export const NO_ADDRESS = 'the booking has no e-mail address';

/** Whether `kind` goes to the customer (the office's copies go to the shop whatever the booking holds). */
const toCustomer = (kind: BookingEmailKind) => kind.startsWith('customer-');

/** A booking taken on the phone without an e-mail (docs/office.md): its customer's e-mails have nowhere to go. */
export const unaddressed = (booking: Pick<StoredBooking, 'email'>) => booking.email.trim() === '';

/**
 * A new outbox row: the e-mail `kind` about `booking` as it is now, due at `at` (ISO), pending; or skipped at once
 * when it is the customer's and the booking has no address. A reminder stays pending even then: its text is
 * queued as the outbox takes it (visit-texts.ts), and the outbox skips the e-mail itself.
 */
export function bookingEmailRow(
  booking: StoredBooking,
  kind: BookingEmailKind,
  at: string,
  extra: Partial<NewRow> = {},
): NewRow {
  const skipped = toCustomer(kind) && kind !== 'customer-reminder' && unaddressed(booking);
  return {
    id: randomUUID(),
    booking_id: booking.id,
    kind,
    due_at: at,
    ...pendingColumns(at),
    window_start: booking.windowStart,
    window_end: booking.windowEnd,
    previous_window_start: null,
    sequence: booking.sequence,
    manage_token: null,
    created_at: at,
    ...extra,
    ...(skipped ? { status: 'skipped' as const, manage_token: null, last_error: NO_ADDRESS } : {}),
  };
}

/**
 * The rows a booking change queues, inserted in the change's own transaction (the store's onChange hook), so a
 * booking is never committed without its e-mails nor the e-mails without it.
 *
 * The manage token rides along only on the customer's confirmation or update, and only while that row is
 * pending; a change the office made (no token) carries over the token of a customer e-mail it supersedes.
 */
export async function queueBookingEmails(trx: Transaction<Tables>, change: BookingChange): Promise<void> {
  const { booking } = change;
  // The change's instant: the store stamps updated_at with the clock of the request that made it.
  const at = booking.updatedAt;
  const row = (kind: BookingEmailKind, extra: Partial<NewRow> = {}): NewRow =>
    bookingEmailRow(booking, kind, at, extra);
  const reminder = (): NewRow[] => {
    let due: number | undefined = reminderDue(booking.windowStart);
    // Booked after the evening's reminder time: the morning of the visit instead.
    if (due <= Date.parse(at)) due = morningReminderDue(booking.windowStart, at);
    if (due === undefined) return [];
    const dueAt = new Date(due).toISOString();
    return [row('customer-reminder', { due_at: dueAt, next_attempt_at: dueAt })];
  };

  let rows: NewRow[];
  if (change.kind === 'created') {
    rows = [row('customer-confirmation', { manage_token: change.token }), row('office-new'), ...reminder()];
  } else {
    const superseded = await trx
      .selectFrom('booking_emails')
      .select(['id', 'manage_token'])
      .where('booking_id', '=', booking.id)
      .where('status', '=', 'pending')
      .where('kind', 'in', SUPERSEDED)
      .execute();
    if (superseded.length > 0) {
      await trx
        .updateTable('booking_emails')
        .set({ status: 'skipped', manage_token: null })
        .where(
          'id',
          'in',
          superseded.map((r) => r.id),
        )
        .execute();
    }
    if (change.kind === 'rescheduled') {
      const token = change.token ?? superseded.find((r) => r.manage_token)?.manage_token ?? null;
      const previous = { previous_window_start: change.previous.windowStart };
      rows = [
        row('customer-rescheduled', { ...previous, manage_token: token }),
        row('office-changed', previous),
        ...reminder(),
      ];
    } else {
      rows = [row('customer-cancelled', { message: change.message ?? null }), row('office-cancelled')];
    }
  }
  await trx.insertInto('booking_emails').values(rows).execute();
}

/** A booking's e-mail (confirmation, change, reminder, the office's copies), as a kind of the one queue. */
export const bookingEmailKind = queueKind({
  name: 'booking',
  label: 'Booking e-mails',
  // The link goes with the row's last attempt.
  columns: usualColumns('booking_emails', { clearWhenDone: ['manage_token'] }),
  since: 'due_at',
});

/**
 * The `booking_emails` table as the outbox works it: the due e-mail longest waiting is claimed with a lease
 * (server/kernel/queue/kinds.ts), so with several servers each e-mail goes out from one of them.
 */
export function bookingEmails(
  database: AppDatabase,
  {
    beforeSkip,
  }: {
    /** Runs before a customer's e-mail is skipped for want of an address: the reminder's text still goes. */
    beforeSkip?: ((email: BookingEmail) => Promise<void>) | undefined;
  } = {},
) {
  const { db } = database;
  const { claimable } = leaseQueue(database, bookingEmailKind.columns);

  /**
   * Skips what is no longer worth sending (a reminder once the window has begun, anything once the visit is
   * over: an outage outlasted it) before each claim.
   */
  const sweep = async (now: Date) => {
    const at = now.toISOString();
    await db
      .updateTable('booking_emails')
      .set({ status: 'skipped', manage_token: null, last_error: 'the visit had begun before it could be sent' })
      .where(claimable(at))
      .where((eb) =>
        eb.or([
          // A thank-you after a visit that ran late, or a "we missed you", is sent after the window by its nature.
          eb.and([eb('window_end', '<=', at), eb('kind', 'not in', ['customer-done', 'customer-missed'])]),
          eb.and([eb('kind', '=', 'customer-reminder'), eb('window_start', '<=', at)]),
        ]),
      )
      .execute();
  };

  const queue = kindQueue(database, bookingEmailKind, {
    beforeClaim: sweep,
    async take(claimed, { owner }): Promise<BookingEmail | undefined> {
      const booking = await db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', claimed.booking_id)
        .executeTakeFirst();
      const email: BookingEmail = {
        id: claimed.id,
        kind: claimed.kind,
        dueAt: instant(claimed.due_at),
        booking: toStoredBooking(booking ?? { id: claimed.booking_id }),
        windowStart: instant(claimed.window_start),
        windowEnd: instant(claimed.window_end),
        previousWindowStart: claimed.previous_window_start == null ? null : instant(claimed.previous_window_start),
        sequence: Number(claimed.sequence) || 0,
        token: claimed.manage_token,
        message: claimed.message ?? null,
        detail: claimed.detail ?? null,
      };
      if (!booking || !toCustomer(email.kind) || !unaddressed(email.booking)) return email;
      // Nowhere to send it: settled as skipped, not rejected by the relay and retried until it fails.
      await beforeSkip?.(email);
      await db
        .updateTable('booking_emails')
        .set({ status: 'skipped', manage_token: null, last_error: NO_ADDRESS, lease_owner: null, lease_until: null })
        .where('id', '=', claimed.id)
        .where('lease_owner', '=', owner)
        .execute();
      return undefined;
    },
  });

  return {
    claimNext: queue.claimNext,
    record: queue.record,
    /** Ids of the e-mails still to go out (a reminder waiting for its evening included), due first. */
    pendingIds: queue.pendingIds,
    nextDue: queue.nextDue,

    /** Every e-mail of a booking, in the order they were queued. */
    async ofBooking(bookingId: string): Promise<BookingEmailState[]> {
      const rows = await db
        .selectFrom('booking_emails')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .orderBy('created_at')
        .orderBy('due_at')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        bookingId: row.booking_id,
        kind: row.kind,
        status: row.status,
        dueAt: instant(row.due_at),
        attempts: Number(row.attempts) || 0,
        hasToken: row.manage_token != null,
        sequence: Number(row.sequence) || 0,
        lastError: row.last_error,
      }));
    },
  };
}

export type BookingEmails = ReturnType<typeof bookingEmails>;

/**
 * The booking e-mail outbox: two workers over one SMTP transport, one over the booking e-mails and one over the
 * held bookings' links. Apart, so that a booking change's nudge claims only booking e-mails: the holds' sweep of
 * lapsed links runs when a hold was written (`nudgeHolds`), on its own poll, or on a nudge of the whole outbox.
 */
export interface BookingOutbox extends Outbox {
  /** Looks for due booking e-mails now: what a booking change queued (the store's afterCommit). */
  nudgeEmails(): void;
  /** Looks for due hold links now: the one a surge's hold just queued (the store's afterHold). */
  nudgeHolds(): void;
}

const names = {
  item: (id: string) => `booking e-mail ${id}`,
  worker: 'booking e-mail',
  left: (count: number) => `${count} booking e-mail(s) pending (reminders wait for their evening)`,
  kept: 'the booking is stored',
};

const holdNames = {
  item: (id: string) => `held-booking link ${id}`,
  worker: 'held-booking link',
  left: (count: number) => `${count} held-booking link(s) pending`,
  kept: 'the customer can book again',
};

export type StartBookingOutboxOptions = StartOutboxOptions & { now?: () => Date };

/**
 * The booking outbox wired to an SMTP transport; stop() cuts a slow send off after a grace period, as every
 * outbox does. With texts on, the reminder's text is queued as its e-mail is taken to send (`beforeSend`, visit-texts.ts).
 * `now` is the clock due times are compared with: a reminder queued for 6 PM goes out on the first look at or
 * after 6 PM by that clock (tests move it and nudge()).
 */
export function startBookingOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: Pick<BookingMailContext, 'siteUrl'> & {
    /** What goes before each e-mail is sent or skipped: with texts on, the reminder's text (visit-texts.ts). */
    beforeSend?: ((email: BookingEmail) => Promise<void>) | undefined;
  },
  options: StartBookingOutboxOptions = {},
): BookingOutbox {
  const { mailer: mailerOptions, stopGraceMs = 1_000, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext: BookingMailContext = { from: mail.from, to: mail.to, siteUrl: context.siteUrl };
  const { beforeSend } = context;
  const emails = createOutboxWorker<BookingEmail>({
    ...outboxOptions,
    database,
    // An e-mail skipped for want of an address still gets what goes beside it (the reminder's text).
    queue: bookingEmails(database, { beforeSkip: beforeSend }),
    names,
    async send(email) {
      await beforeSend?.(email);
      return transport.send(composeBookingEmail(email, mailContext));
    },
  });
  const holds = createOutboxWorker<HoldEmail>({
    ...outboxOptions,
    database,
    owner: emails.owner,
    queue: bookingHolds(database).queue,
    names: holdNames,
    send: (email) => transport.send(composeHoldEmail(email, mailContext)),
  });
  const both: Outbox = {
    owner: emails.owner,
    pending: async () => [...(await holds.pending()), ...(await emails.pending())],
    nudge: () => {
      holds.nudge();
      emails.nudge();
    },
    stop: async () => void (await Promise.all([holds.stop(), emails.stop()])),
  };
  return { ...closingMailer(both, transport, stopGraceMs), nudgeEmails: emails.nudge, nudgeHolds: holds.nudge };
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by createApp when SMTP_URL is configured; index.ts stops it on shutdown. */
    bookingOutbox?: BookingOutbox;
  }
}
