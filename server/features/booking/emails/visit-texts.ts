import type { Kysely } from 'kysely';
import type { Locale } from '../../../../data/locale';
import { messagesFor } from '../../../../data/messages';
import { clockOfInstant, dateOfInstant } from '../../../../data/messages/when';
import { findService } from '../../../../data/site/services';
import { textRules } from '../../../../data/texts';
import { oneLine } from '../../../../data/text';
import { isGsm7, textSize } from '../../../kernel/texts/segments';
import { ENDED_VISIT } from '../../../../data/visit-status';
import type { AppDatabase } from '../../../kernel/db/database';
import type { Tables } from '../../../kernel/db/schema';
import { dayInWords, queueBookingEmails, windowBetweenWords, type BookingEmail } from './emails';
import { toStoredBooking, type BookingChange, type BookingStoreOptions, type StoredBooking } from '../store';
import { manageUrl } from '../service';
import type { TechnicianCardInfo } from '../../team';
import type { NewText } from '../../texts';

/**
 * What booking uses of the texts feature (server/features/texts/, docs/texts.md), handed in by server/app/features.ts.
 * Booking names only what it calls; the text it queues is the texts feature's own NewText, so the two cannot drift.
 */
export interface VisitTexts {
  /** Whether texts are on (SMS_URL set); off, nothing is recorded or queued. */
  enabled: boolean;
  queueText(trx: Kysely<Tables>, text: NewText): Promise<unknown>;
  recordConsent(
    trx: Kysely<Tables>,
    consent: { phone: string; source: 'booking' | 'office-phone'; detail: string },
  ): Promise<boolean>;
  /** Looks for due texts now, once the transaction that queued one has committed. */
  nudge(): void;
  /** Whether a number may be texted now ('opted-out': it replied STOP, which a booking's box does not lift). */
  permission(db: Kysely<Tables>, phone: string): Promise<string>;
  /** The number texts come from, when it is one (not a Messaging Service). */
  sender: string | undefined;
}

/**
 * What the customer's page says when the visit's number replied STOP: texts stay off whatever box a booking
 * ticked (only the number texting START, or the customer agreeing on the phone to the office, turns them back
 * on). Undefined when texts are off or the number may be texted.
 */
export async function textsStopped(
  texts: VisitTexts | undefined,
  database: AppDatabase,
  phone: string,
): Promise<{ sender?: string } | undefined> {
  if (!texts?.enabled) return undefined;
  await database.ready();
  if ((await texts.permission(database.db, phone)) !== 'opted-out') return undefined;
  return texts.sender ? { sender: texts.sender } : {};
}

/**
 * What a visit's text is about; each goes beside the e-mail of the same moment, but 'confirmed', which goes only
 * to a customer booked by phone without an e-mail, in the confirmation e-mail's place.
 */
export type VisitTextKind = 'confirmed' | 'on-the-way' | 'done' | 'reminder' | 'missed';

const appliance = (slug: string) => (findService(slug)?.name ?? 'appliance').replace(/ Repair$/, '').toLowerCase();

/**
 * A visit's day and hours as a text writes them. English: "Tuesday, November 24" and "between 8 am and 10 am", no
 * dash, so the text stays in the GSM alphabet (160 characters a segment rather than 70). Spanish: "24 de
 * noviembre" and "de 8 a.m. a 10 a.m.", for the same reason without the weekday ("sábado" is not GSM-7).
 */
function windowWords(locale: Locale, startIso: string, endIso: string) {
  if (locale === 'en') return { day: dayInWords(startIso), between: windowBetweenWords(startIso, endIso) };
  return {
    day: dateOfInstant(locale, startIso),
    between: `de ${clockOfInstant(locale, startIso)} a ${clockOfInstant(locale, endIso)}`,
  };
}

/**
 * A technician's first name in the GSM-7 alphabet: each character outside it without its accent ("Raúl" → "Raul",
 * "Zoë" → "Zoe"; é, ñ and ü are GSM-7 and stay), or '' when a character has no such form ("Łukasz").
 */
function gsm7Name(name: string): string {
  const plain = [...name].map((c) => (isGsm7(c) ? c : c.normalize('NFD').replace(/\p{M}/gu, ''))).join('');
  return isGsm7(plain) ? plain : '';
}

/**
 * The text written with the technician's first name as the team screen holds it when the whole text (the opt-out
 * line included) fits two segments; else with the name in GSM-7 ("Raul") when that fits; else without a name
 * ("Your technician"). One á, í, ó or ú bills a text as UCS-2, where two segments hold 134 characters, and the cap
 * would cut its end (the hours, the phone number); a name of 80 letters would do the same in GSM-7. Only the text
 * changes: the e-mail of the same moment names the technician as written (docs/texts.md#segments).
 */
function namedToFit(locale: Locale, write: (firstName: string) => string, firstName: string): string {
  const { optOut } = messagesFor(locale).texts;
  const name = oneLine(firstName);
  for (const tried of new Set([name, gsm7Name(name)])) {
    if (tried === '') continue;
    const body = write(tried);
    if (textSize(`${body}\n${optOut}`).segments <= textRules.maxSegments) return body;
  }
  return write('');
}

/**
 * The text's own words in the customer's language (data/messages/{en,es}/texts.ts); the texts outbox puts the business's
 * name in front and the opt-out line at the end (server/features/texts/compose.ts). The customer's own fields are
 * not repeated: a text is short and goes to a phone.
 */
export function visitTextBody(
  kind: VisitTextKind,
  booking: StoredBooking,
  technician?: TechnicianCardInfo,
  /** The customer's manage link: a confirmation's to move or cancel, a missed visit's to book again. */
  link?: string,
): string {
  const locale = booking.language;
  const { texts } = messagesFor(locale);
  const { day, between } = windowWords(locale, booking.windowStart, booking.windowEnd);
  const window = `${day}, ${between}`;
  const what = appliance(booking.service);
  switch (kind) {
    case 'confirmed':
      return texts.confirmed(what, window, booking.reference, link ?? '');
    case 'on-the-way':
      // The day is today: the hours alone, restated, and the technician's first name (dispatch refuses it without one).
      return namedToFit(locale, (name) => texts.onTheWay(name, what, between), technician?.firstName ?? '');
    case 'done':
      return texts.done(what, booking.reference);
    case 'reminder':
      return texts.reminder(what, window);
    case 'missed':
      return texts.missed(what, link ?? '');
  }
}

/** Queues the visit's text in the caller's transaction; queueText itself skips a number without consent or STOPped. */
export async function queueVisitText(
  texts: VisitTexts | undefined,
  trx: Kysely<Tables>,
  kind: VisitTextKind,
  booking: StoredBooking,
  technician?: TechnicianCardInfo,
  link?: string,
): Promise<void> {
  if (!texts?.enabled) return;
  await texts.queueText(trx, {
    to: booking.phone,
    body: visitTextBody(kind, booking, technician, link),
    language: booking.language,
    bookingId: booking.id,
    kind,
  });
}

/**
 * A new booking's consent to texts, recorded in its own transaction (the store's onChange): from the booking form's
 * box ('booking', detail the booking's id) or from the office's New Visit form ('office-phone', detail who took the
 * call). An unticked box records nothing.
 */
export async function recordBookingConsent(
  texts: VisitTexts | undefined,
  trx: Kysely<Tables>,
  change: BookingChange,
): Promise<void> {
  if (!texts?.enabled || change.kind !== 'created' || !change.textConsent) return;
  const { booking } = change;
  const byOffice = booking.source !== undefined && booking.source !== 'online';
  await texts.recordConsent(trx, {
    phone: booking.phone,
    source: byOffice ? 'office-phone' : 'booking',
    detail: byOffice ? (booking.createdBy ?? booking.id) : booking.id,
  });
}

/**
 * A booking taken by phone without an e-mail is confirmed by text, in its creation's transaction, after its consent
 * was recorded (recordBookingConsent): queueText records it skipped for a number that did not agree, and the
 * office's page then says to confirm by phone. A booking with an e-mail is confirmed by e-mail only, as ever.
 */
export async function queueConfirmationText(
  texts: VisitTexts | undefined,
  trx: Kysely<Tables>,
  change: BookingChange,
  siteUrl: string,
): Promise<boolean> {
  if (!texts?.enabled || change.kind !== 'created' || change.booking.email.trim() !== '') return false;
  await queueVisitText(texts, trx, 'confirmed', change.booking, undefined, `${siteUrl}${manageUrl(change.token)}`);
  return true;
}

/**
 * The reminder's text, queued when the booking outbox takes the due reminder e-mail to send it (emails.ts), not at
 * booking: a text goes out at once, so it is queued at the reminder's evening (or morning). Before the relay is
 * asked, so an SMTP outage does not hold the text too. Its id is the e-mail's (`reminder-{id}`), so a retry of the
 * e-mail, or another server taking it after a lease ran out, queues nothing more. Not for a visit cancelled,
 * ended or moved since (the new window's reminder has its own); and not sent once the evening is over (the
 * outbox's validity after the reminder was due) or the window has begun. queueText skips a number without
 * consent or that sent STOP.
 */
export async function queueReminderText(
  texts: VisitTexts | undefined,
  database: AppDatabase,
  email: BookingEmail,
): Promise<void> {
  if (!texts?.enabled || email.kind !== 'customer-reminder') return;
  const queued = await database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('bookings').selectAll().where('id', '=', email.booking.id).executeTakeFirst();
    const booking = row && toStoredBooking(row);
    if (
      !booking ||
      booking.status !== 'booked' ||
      ENDED_VISIT.includes(booking.visitStatus) ||
      Date.parse(booking.windowStart) !== Date.parse(email.windowStart)
    )
      return false;
    const expiresAt = Math.min(
      Date.parse(email.dueAt) + textRules.validForMinutes * 60_000,
      Date.parse(booking.windowStart),
    );
    await texts.queueText(trx, {
      id: `reminder-${email.id}`,
      to: booking.phone,
      body: visitTextBody('reminder', booking),
      language: booking.language,
      bookingId: booking.id,
      kind: 'reminder',
      expiresAt: new Date(expiresAt),
    });
    return true;
  });
  if (queued) texts.nudge();
}

/**
 * What the booking outbox does before it sends (or skips for want of an address) each e-mail, with texts on: the
 * reminder's text (queueReminderText). Undefined with texts off: the outbox then does nothing more.
 */
export const reminderTexts = (texts: VisitTexts | undefined, database: AppDatabase) =>
  texts?.enabled ? (email: BookingEmail) => queueReminderText(texts, database, email) : undefined;

/**
 * What every booking change queues in its own transaction (the store's onChange), whether or not SMTP is set up
 * yet: its e-mails and, with texts on (SMS_URL, fixed for the app's life), the consent ticked on the form and the
 * confirmation text of a booking without an e-mail (texted once the transaction is over: the office's New Visit
 * nudges the texts outbox after its commit).
 */
export function queuedWithChange(
  texts: VisitTexts | undefined,
  siteUrl: string,
): NonNullable<BookingStoreOptions['onChange']> {
  if (!texts?.enabled) return queueBookingEmails;
  return async (trx, change) => {
    await queueBookingEmails(trx, change);
    await recordBookingConsent(texts, trx, change);
    await queueConfirmationText(texts, trx, change, siteUrl);
  };
}
