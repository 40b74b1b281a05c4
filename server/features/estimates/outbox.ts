import type { SendMailOptions } from 'nodemailer';
import { business } from '../../../data/business';
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
import { estimateInWords, type EstimateInWords } from './document';
import { estimatePdf } from './estimate-pdf';
import { estimateById, type Estimate } from './estimate-store';

/**
 * The estimates' e-mails as a kind of the one queue (server/kernel/queue/kinds.ts): the quote to the customer,
 * with its PDF and their link, and the customer's answer to the office. The link lives in the row only while the
 * e-mail is pending.
 */
export const estimateEmailKind = queueKind({
  name: 'estimate',
  label: 'Estimate e-mails',
  columns: usualColumns('estimate_emails', { clearWhenDone: ['link_token'] }),
  since: 'created_at',
});

export interface EstimateMail {
  kind: 'estimate' | 'answer';
  booking: StoredBooking;
  estimate: Estimate;
  /** The customer's link (estimate e-mails only). */
  token: string | null;
}

export interface EstimateMailContext {
  from: string;
  /** The office's address: the answer goes there, and the quote's Reply-To. */
  to: string;
  siteUrl: string;
  now: () => Date;
}

const optionRows = (words: EstimateInWords, locale: Locale): EmailRow[] => {
  const { estimates } = messagesFor(locale);
  return words.options.map((option) => ({
    label: estimates.option(option.position),
    value: `${option.title}\n${option.lines.map(([what, quantity, amount]) => `${what} (${quantity}): ${amount}`).join('\n')}\n${option.sums.map(([label, amount]) => `${label}: ${amount}`).join('\n')}\n${estimates.total}: ${option.total}`,
  }));
};

/** The quote to the customer: each option, the link to approve it on their page, and the same estimate as a PDF. */
export async function composeEstimateEmail(mail: EstimateMail, context: EstimateMailContext): Promise<SendMailOptions> {
  const { booking, estimate } = mail;
  const address = booking.email.trim();
  if (!EMAIL_ADDRESS.test(address))
    throw Object.assign(new Error(`booking ${booking.reference} has no usable e-mail address`), { responseCode: 550 });
  const locale = booking.language;
  const { estimates } = messagesFor(locale);
  const words = estimateInWords(booking, estimate, context.now(), locale);
  const url = mail.token ? `${context.siteUrl}${manageUrl(mail.token)}#estimate` : '';
  const greeting = greetingOf(words.customer, locale);
  const intro = estimates.intro(words.service, words.expires);
  const rows: EmailRow[] = [
    { label: estimates.estimate, value: words.name },
    { label: estimates.address, value: words.address },
    ...optionRows(words, locale),
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map((row) => `${row.label}:\n${row.value}\n`),
    ...(words.note ? [words.note, ''] : []),
    url ? `${estimates.reviewAndApprove}: ${url}` : estimates.callToApprove,
    '',
    `${business.name} · ${business.phone.display} · ${business.email}`,
  ].join('\n');
  return {
    from: { name: business.name, address: context.from },
    to: { name: headerSafe(booking.name) || 'Customer', address },
    replyTo: { name: business.name, address: context.to },
    subject: headerSafe(estimates.yourEstimate(words.name), 150),
    text,
    html: brandedEmailHtml({
      heading: estimates.yourEstimate(words.name),
      greeting,
      intro,
      rows,
      ...(url ? { button: { label: estimates.reviewAndApprove, url } } : {}),
      blocks: words.note ? [{ heading: estimates.fromTechnician, text: words.note }] : [],
      note: estimates.questions,
      lang: locale,
    }),
    attachments: [
      {
        filename: `estimate-${words.name}.pdf`,
        content: await estimatePdf(words, locale),
        contentType: 'application/pdf',
      },
    ],
  };
}

/** The customer's answer, to the office: approved (which option, the name typed) or declined (why). */
export function composeAnswerEmail(mail: EstimateMail, context: EstimateMailContext): SendMailOptions {
  const words = estimateInWords(mail.booking, mail.estimate, context.now());
  const answer = words.answer;
  const verdict = answer?.kind === 'approved' ? 'approved' : 'declined';
  const rows: EmailRow[] = [
    { label: 'Estimate', value: words.name },
    { label: 'Customer', value: words.customer },
    {
      label: 'Visit',
      value: words.reference,
      href: `${context.siteUrl}/office/bookings/${encodeURIComponent(mail.booking.reference)}`,
    },
    ...(answer?.kind === 'approved'
      ? [
          { label: 'Option', value: answer.option },
          { label: 'Signed', value: answer.name },
          { label: 'When', value: answer.at },
        ]
      : answer?.kind === 'declined'
        ? [
            { label: 'Reason', value: answer.reason || '(none given)' },
            { label: 'When', value: answer.at },
          ]
        : []),
  ];
  return {
    from: { name: business.name, address: context.from },
    to: context.to,
    subject: headerSafe(`Estimate ${words.name} ${verdict} by ${words.customer}`, 150),
    text: rows.map((row) => `${row.label}: ${row.value}`).join('\n'),
    html: brandedEmailHtml({ heading: `Estimate ${verdict}`, rows, blocks: [] }),
  };
}

export type EstimateOutboxOptions = StartOutboxOptions;

/** The estimates' outbox: the one queue worker over estimate_emails, with its own relay connection. */
export function startEstimateOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: { siteUrl: string; now: () => Date },
  options: EstimateOutboxOptions = {},
): Outbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext: EstimateMailContext = { from: mail.from, to: mail.to, ...context };
  const { db } = database;
  return startOutbox<EstimateMail>({
    ...outboxOptions,
    database,
    transport,
    queue: kindQueue(database, estimateEmailKind, {
      async take(claimed) {
        const estimate = await estimateById(db, claimed.estimate_id);
        const row =
          estimate &&
          (await db.selectFrom('bookings').selectAll().where('id', '=', estimate.bookingId).executeTakeFirst());
        if (!estimate || !row) return undefined;
        return { kind: claimed.kind, booking: toStoredBooking(row), estimate, token: claimed.link_token };
      },
    }),
    send: async (item) =>
      transport.send(
        item.kind === 'estimate'
          ? await composeEstimateEmail(item, mailContext)
          : composeAnswerEmail(item, mailContext),
      ),
    names: {
      item: (id) => `estimate e-mail ${id}`,
      worker: 'estimate e-mail',
      left: (count) => `${count} estimate e-mail(s) pending`,
      kept: 'the estimate is stored',
    },
  });
}
