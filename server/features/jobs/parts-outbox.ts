import type { SendMailOptions } from 'nodemailer';
import { business } from '../../../data/business';
import { findService } from '../../../data/site/services';
import { oneLine } from '../../../data/text';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import type { MailConfig } from '../../kernel/config';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import type { AppDatabase } from '../../kernel/db/database';
import { brandedEmailHtml, greetingOf, type EmailRow } from '../../kernel/mail/email-html';
import { createMailTransport, headerSafe } from '../../kernel/mail/mailer';
import { kindQueue, queueKind, usualColumns } from '../../kernel/queue/kinds';
import { startOutbox, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';
import { manageUrl, toStoredBooking, type StoredBooking } from '../booking';
import { partsOfJob, type JobPart } from './parts-store';

/**
 * The jobs' e-mails as a kind of the one queue (server/kernel/queue/kinds.ts): "your parts are in", with the
 * customer's link to book the visit to fit them. The link lives in the row only while the e-mail is pending.
 */
export const jobEmailKind = queueKind({
  name: 'job',
  label: 'Job e-mails',
  columns: usualColumns('job_emails', { clearWhenDone: ['link_token'] }),
  since: 'created_at',
});

export interface PartsInMail {
  booking: StoredBooking;
  parts: JobPart[];
  /** The customer's link, minted when the last part came in. */
  token: string | null;
}

/** Where the customer books the return visit: their manage page's section for it. */
export const returnVisitUrl = (siteUrl: string, token: string) => `${siteUrl}${manageUrl(token)}#return-visit`;

/** The subject in the customer's language, in the singular for one part. */
export const partsInSubject = (count: number, locale: Locale = 'en') =>
  messagesFor(locale).letters.partsInSubject(count);

const appliance = (slug: string) => (findService(slug)?.name ?? 'appliance repair').replace(/ Repair$/i, '');

/** "Your parts are in": each part by what it is, and the link to book the visit to fit them (text and HTML). */
export function composePartsInEmail(mail: PartsInMail, context: { from: string; to: string; siteUrl: string }) {
  const { booking, parts } = mail;
  const address = booking.email.trim();
  if (!EMAIL_ADDRESS.test(address))
    throw Object.assign(new Error(`booking ${booking.reference} has no usable e-mail address`), { responseCode: 550 });
  const url = mail.token ? returnVisitUrl(context.siteUrl, mail.token) : '';
  // In the language of the booking's row as the outbox reads it now, whoever marked the parts in.
  const locale = booking.language;
  const { letters } = messagesFor(locale);
  const subject = partsInSubject(parts.length, locale);
  const greeting = greetingOf(booking.name, locale);
  const intro = letters.partsInIntro(parts.length, appliance(booking.service).toLowerCase());
  const rows: EmailRow[] = [
    { label: letters.visit, value: booking.reference },
    ...parts.map((part, index) => ({
      label: letters.partLabel(parts.length, index + 1),
      value: `${oneLine(part.description)} (${oneLine(part.partNumber)})`,
    })),
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    '',
    url ? letters.partsInBook(url) : letters.partsInCall,
    '',
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
      ...(url ? { button: { label: letters.partsInButton, url } } : {}),
      blocks: [],
      note: letters.partsInNote,
      lang: locale,
    }),
  } satisfies SendMailOptions;
}

export type JobOutboxOptions = StartOutboxOptions;

/** The jobs' outbox: the one queue worker over job_emails, with its own relay connection. */
export function startJobOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: { siteUrl: string },
  options: JobOutboxOptions = {},
): Outbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext = { from: mail.from, to: mail.to, ...context };
  const { db } = database;
  return startOutbox<PartsInMail>({
    ...outboxOptions,
    database,
    transport,
    queue: kindQueue(database, jobEmailKind, {
      async take(claimed) {
        const row = await db
          .selectFrom('jobs')
          .innerJoin('bookings', 'bookings.id', 'jobs.first_booking_id')
          .selectAll('bookings')
          .where('jobs.id', '=', claimed.job_id)
          .executeTakeFirst();
        if (!row) return undefined;
        return {
          booking: toStoredBooking(row),
          parts: await partsOfJob(db, claimed.job_id),
          token: claimed.link_token,
        };
      },
    }),
    send: async (item) => transport.send(composePartsInEmail(item, mailContext)),
    names: {
      item: (id) => `job e-mail ${id}`,
      worker: 'job e-mail',
      left: (count) => `${count} job e-mail(s) pending`,
      kept: 'the parts are marked in',
    },
  });
}
