import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { business } from '../../../data/business';
import { formatCents } from '../../../data/charges';
import { messagesFor } from '../../../data/messages';
import { dayOfInstant } from '../../../data/messages/when';
import { dayName } from '../../../views/office/format';
import type { MailConfig } from '../../kernel/config';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import type { AppDatabase } from '../../kernel/db/database';
import type { Tables } from '../../kernel/db/schema';
import { brandedEmailHtml, greetingOf } from '../../kernel/mail/email-html';
import { createMailTransport, headerSafe } from '../../kernel/mail/mailer';
import { kindQueue, queueKind, usualColumns } from '../../kernel/queue/kinds';
import { startOutbox, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';
import { localDate, manageUrl, toStoredBooking, type StoredBooking } from '../booking';
import { visitBalance } from './store';

/**
 * Send Pay Link's e-mail as a kind of the one queue (server/kernel/queue/kinds.ts): "Pay $X for your visit", with
 * the customer's link to their manage page, where Pay is. The link lives in the row only while it is pending.
 */
export const payEmailKind = queueKind({
  name: 'pay-link',
  label: 'Pay link e-mails',
  columns: usualColumns('payment_emails', { clearWhenDone: ['link_token'] }),
  since: 'created_at',
  noRetry: 'its link was wiped when it was given up: send a new pay link from Unpaid',
});

/** Queues the pay-link e-mail in the caller's transaction (Send Pay Link's, beside its activity row). */
export async function queuePayEmail(
  trx: Transaction<Tables>,
  row: { bookingId: string; token: string; at: Date },
): Promise<void> {
  const at = row.at.toISOString();
  await trx
    .insertInto('payment_emails')
    .values({
      id: randomUUID(),
      booking_id: row.bookingId,
      kind: 'pay-link',
      link_token: row.token,
      created_at: at,
      status: 'pending',
      next_attempt_at: at,
    })
    .execute();
}

export interface PayLinkMail {
  booking: StoredBooking;
  /** The balance when the e-mail is claimed: what the manage page will ask for. */
  balanceCents: number;
  token: string;
}

/** "Pay $X for your visit on <day>": the balance, the Pay button to the manage page and the phone (text and HTML). */
export function composePayLinkEmail(mail: PayLinkMail, context: { from: string; to: string; siteUrl: string }) {
  const { booking } = mail;
  const address = booking.email.trim();
  if (!EMAIL_ADDRESS.test(address))
    throw Object.assign(new Error(`booking ${booking.reference} has no usable e-mail address`), { responseCode: 550 });
  // In the language of the booking's row as the outbox reads it now, not the office screen's that sent it.
  const locale = booking.language;
  const { letters } = messagesFor(locale);
  const amount = formatCents(mail.balanceCents);
  const day =
    locale === 'en'
      ? dayName(localDate(Date.parse(booking.windowStart), business.timeZone))
      : dayOfInstant(locale, booking.windowStart);
  const url = `${context.siteUrl}${manageUrl(mail.token)}`;
  const subject = letters.paySubject(amount, day);
  const greeting = greetingOf(booking.name, locale);
  const intro = letters.payIntro(amount, day);
  const rows = [
    { label: letters.visit, value: booking.reference },
    { label: letters.amountDue, value: amount },
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    '',
    `${letters.payButton(amount)}: ${url}`,
    '',
    letters.payOtherWay,
    `${business.name} · ${business.phone.display} · ${business.email}`,
  ].join('\n');
  return {
    from: { name: business.name, address: context.from },
    to: { name: headerSafe(booking.name) || 'Customer', address },
    replyTo: { name: business.name, address: context.to },
    subject,
    text,
    html: brandedEmailHtml({
      heading: subject,
      greeting,
      intro,
      rows,
      button: { label: letters.payButton(amount), url },
      blocks: [],
      note: letters.payNote,
      lang: locale,
    }),
  } satisfies SendMailOptions;
}

export type PayLinkOutboxOptions = StartOutboxOptions;

/**
 * The payments' outbox: the one queue worker over payment_emails, with its own relay connection. A visit paid (or
 * its price corrected to paid) before the e-mail goes out is skipped: nothing is asked of a customer who owes
 * nothing.
 */
export function startPayLinkOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: { siteUrl: string },
  options: PayLinkOutboxOptions = {},
): Outbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext = { from: mail.from, to: mail.to, ...context };
  const { db } = database;
  const skip = (id: string, owner: string, reason: string) =>
    db
      .updateTable('payment_emails')
      .set({ status: 'skipped', last_error: reason, link_token: null, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  return startOutbox<PayLinkMail>({
    ...outboxOptions,
    database,
    transport,
    queue: kindQueue(database, payEmailKind, {
      async take(claimed, { owner }) {
        const row = await db.selectFrom('bookings').selectAll().where('id', '=', claimed.booking_id).executeTakeFirst();
        const balance = row && (await visitBalance(db, claimed.booking_id));
        const reason = !claimed.link_token
          ? 'no link left to send'
          : !row
            ? 'the booking is gone'
            : !balance || balance.payment !== 'unpaid' || balance.balanceCents <= 0
              ? 'nothing is owed any more'
              : undefined;
        if (reason || !row || !balance || !claimed.link_token) {
          await skip(claimed.id, owner, reason ?? 'nothing to send');
          return undefined;
        }
        return { booking: toStoredBooking(row), balanceCents: balance.balanceCents, token: claimed.link_token };
      },
    }),
    send: async (item) => transport.send(composePayLinkEmail(item, mailContext)),
    names: {
      item: (id) => `pay link e-mail ${id}`,
      worker: 'pay link e-mail',
      left: (count) => `${count} pay link e-mail(s) pending`,
      kept: 'the pay link is stored',
    },
  });
}
