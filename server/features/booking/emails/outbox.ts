import type { MailConfig } from '../../../kernel/config';
import type { AppDatabase } from '../../../kernel/db/database';
import { kindsQueue } from '../../../kernel/queue/kinds';
import { startOutbox, type Outbox, type StartOutboxOptions } from '../../../kernel/queue/worker';
import { createMailTransport } from '../../../kernel/mail/mailer';
import { bookingEmails, type BookingEmail } from './email-queue';
import type { BookingStore } from '../store';
import { composeBookingEmail, type BookingMailContext } from './emails';
import { composeHoldEmail } from './hold-emails';
import { bookingHolds, type HoldEmail } from '../surge';

/** The booking e-mail outbox: the one queue worker over the hold-link and booking e-mail kinds. */
export type BookingOutbox = Outbox;

/** What the booking outbox sends: a booking's e-mails, and the one link of each held booking. */
export type BookingOutboxItem = BookingEmail | HoldEmail;

const names = {
  item: (id: string) => `booking e-mail ${id}`,
  worker: 'booking e-mail',
  left: (count: number) => `${count} booking e-mail(s) pending (reminders wait for their evening)`,
  kept: 'the booking is stored',
};

/**
 * Both kinds as one queue: held bookings' links first (they lapse within the hour), then booking e-mails.
 * `now` is the clock due times are compared with: a reminder queued for 6 PM goes out on the first look at or
 * after 6 PM by that clock (tests move it and nudge()).
 */
const bookingQueue = (database: AppDatabase, beforeSkip?: (email: BookingEmail) => Promise<void>) =>
  kindsQueue<BookingOutboxItem>(bookingHolds(database).queue, bookingEmails(database, { beforeSkip }));

export type StartBookingOutboxOptions = StartOutboxOptions & { now?: () => Date };

/**
 * The booking outbox wired to an SMTP transport; stop() cuts a slow send off after a grace period, as every
 * outbox does. `beforeReminder` runs as a booking e-mail is taken to send (the visits' reminder text beside it).
 */
export function startBookingOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: Pick<BookingMailContext, 'siteUrl'> & { beforeSend?: ((email: BookingEmail) => Promise<void>) | undefined },
  options: StartBookingOutboxOptions = {},
): BookingOutbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext: BookingMailContext = { from: mail.from, to: mail.to, siteUrl: context.siteUrl };
  return startOutbox<BookingOutboxItem>({
    ...outboxOptions,
    database,
    transport,
    // An e-mail skipped for want of an address still gets what goes beside it (the reminder's text).
    queue: bookingQueue(database, context.beforeSend),
    names,
    async send(email) {
      if (email.kind === 'hold-link') return transport.send(composeHoldEmail(email, mailContext));
      await context.beforeSend?.(email);
      return transport.send(composeBookingEmail(email, mailContext));
    },
  });
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
    // A change in a caller's transaction is nudged for once the caller has committed it.
    afterChange: () => {
      store.afterChange();
      setImmediate(nudge).unref();
    },
  };
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by createApp when SMTP_URL is configured; index.ts stops it on shutdown. */
    bookingOutbox?: BookingOutbox;
  }
}
