import type { MailConfig } from '../../../kernel/config';
import type { AppDatabase } from '../../../kernel/db/database';
import { createMailTransport } from '../../../kernel/mail/mailer';
import {
  closingMailer,
  createOutboxWorker,
  type LeadOutbox,
  type MailQueue,
  type OutboxWorkerOptions,
  type StartOutboxOptions,
} from '../../leads/outbox';
import { bookingEmails, type BookingEmail } from './email-queue';
import type { BookingStore } from '../store';
import { composeBookingEmail, type BookingMailContext } from './emails';
import { composeHoldEmail } from './hold-emails';
import { bookingHolds, type HoldEmail } from '../surge';
import { queueReminderText, type VisitTexts } from './visit-texts';

/** The booking e-mail outbox: the same worker as the lead outbox, over `booking_emails`. */
export type BookingOutbox = LeadOutbox;

/** What the booking outbox sends: a booking's e-mails, and the one link of each held booking. */
export type BookingOutboxItem = BookingEmail | HoldEmail;

export type BookingOutboxOptions = Omit<OutboxWorkerOptions<BookingOutboxItem>, 'queue' | 'names'>;

/**
 * Both tables as one queue: held bookings' links first (they lapse within the hour), then booking e-mails. Ids
 * are UUIDs, so an outcome is recorded in whichever table has the row.
 */
function bothQueues(holds: MailQueue<HoldEmail>, emails: MailQueue<BookingEmail>): MailQueue<BookingOutboxItem> {
  return {
    claimNext: async (owner, now, leaseMs) =>
      (await holds.claimNext(owner, now, leaseMs)) ?? (await emails.claimNext(owner, now, leaseMs)),
    record: async (id, owner, outcome, now) =>
      (await emails.record(id, owner, outcome, now)) || (await holds.record(id, owner, outcome, now)),
    pendingIds: async () => [...(await holds.pendingIds()), ...(await emails.pendingIds())],
    async nextDue(now) {
      const due = [await holds.nextDue(now), await emails.nextDue(now)].filter(
        (date): date is Date => date !== undefined,
      );
      return due.length === 0 ? undefined : new Date(Math.min(...due.map((date) => date.getTime())));
    },
  };
}

/**
 * Sends the booking e-mails that are due, oldest first, a few at once, with the lead outbox's leases, retries
 * and backoff. `now` is the clock due times are compared with: a reminder queued for 6 PM goes out on the first
 * look at or after 6 PM by that clock (tests move it and nudge()).
 */
export function createBookingOutbox(options: BookingOutboxOptions): BookingOutbox {
  return createOutboxWorker<BookingOutboxItem>({
    ...options,
    queue: bothQueues(bookingHolds(options.database).queue, bookingEmails(options.database)),
    names: {
      queue: (item) => (item.kind === 'hold-link' ? 'hold' : 'booking'),
      item: (id) => `booking e-mail ${id}`,
      worker: 'booking e-mail',
      left: (count) => `${count} booking e-mail(s) pending (reminders wait for their evening)`,
      kept: 'the booking is stored',
    },
  });
}

export type StartBookingOutboxOptions = StartOutboxOptions & { now?: () => Date };

/**
 * The booking outbox wired to an SMTP transport; stop() cuts a slow send off after a grace period, as leads do.
 * With `texts`, a reminder e-mail taken to send queues the reminder's text beside it (visit-texts.ts).
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
  const outbox = createBookingOutbox({
    ...outboxOptions,
    database,
    async send(email) {
      if (email.kind === 'hold-link') return transport.send(composeHoldEmail(email, mailContext));
      await queueReminderText(context.texts, database, email);
      return transport.send(composeBookingEmail(email, mailContext));
    },
  });
  return closingMailer(outbox, transport, stopGraceMs);
}

/**
 * The store, telling the outbox after each change has committed. The e-mails are queued inside the change's
 * transaction, where another connection cannot see them yet; looking once it is over sends them at once rather
 * than at the next poll. Office changes through the same store get the same.
 */
export function nudgingAfterChanges(store: BookingStore, nudge: () => void): BookingStore {
  const after = <T>(result: T) => {
    setImmediate(nudge).unref();
    return result;
  };
  return {
    ...store,
    create: (...args) => store.create(...args).then(after),
    reschedule: (...args) => store.reschedule(...args).then(after),
    cancel: (...args) => store.cancel(...args).then(after),
  };
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by createApp when SMTP_URL is configured; index.ts stops it on shutdown. */
    bookingOutbox?: BookingOutbox;
  }
}
