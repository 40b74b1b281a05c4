import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { bookingRules } from '../../../../data/booking';
import { MORNING_REMINDER_MINUTES } from '../../../../data/visit-status';
import type { AppDatabase } from '../../../kernel/db/database';
import { instant } from '../../../kernel/db/engine';
import { kindQueue, queueKind, usualColumns } from '../../../kernel/queue/kinds';
import { leaseQueue } from '../../../kernel/queue/lease-queue';
import type { BookingEmailKind, BookingEmailStatus, BookingEmailsTable, Tables } from '../../../kernel/db/schema';
import type { MailConfig } from '../../../kernel/config';
import { closingMailer, createOutboxWorker, type Outbox, type StartOutboxOptions } from '../../../kernel/queue/worker';
import { createMailTransport } from '../../../kernel/mail/mailer';
import { toStoredBooking, type BookingChange, type BookingStoreOptions, type StoredBooking } from '../store';
import { bookingHolds, type HoldEmail } from '../surge';
import { composeBookingEmail, type BookingEmail, type BookingMailContext } from './emails';
import { composeHoldEmail } from './hold-emails';
import { queueConfirmationText, queueReminderText, recordBookingConsent, type VisitTexts } from './visit-texts';
import { localDate, nextDate, zonedInstant } from '../../../kernel/time-zone';

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
    status: 'pending',
    next_attempt_at: at,
    lease_owner: null,
    lease_until: null,
    last_error: null,
    sent_at: null,
    failed_at: null,
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
 * outbox does. With texts on, the reminder's text is queued as its e-mail is taken to send (visit-texts.ts).
 * `now` is the clock due times are compared with: a reminder queued for 6 PM goes out on the first look at or
 * after 6 PM by that clock (tests move it and nudge()).
 */
export function startBookingOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: Pick<BookingMailContext, 'siteUrl'> & { texts?: VisitTexts | undefined },
  options: StartBookingOutboxOptions = {},
): BookingOutbox {
  const { mailer: mailerOptions, stopGraceMs = 1_000, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext: BookingMailContext = { from: mail.from, to: mail.to, siteUrl: context.siteUrl };
  const { texts } = context;
  const beforeSend = texts?.enabled ? (email: BookingEmail) => queueReminderText(texts, database, email) : undefined;
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

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by createApp when SMTP_URL is configured; index.ts stops it on shutdown. */
    bookingOutbox?: BookingOutbox;
  }
}
