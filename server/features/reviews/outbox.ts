import type { MailConfig } from '../../kernel/config';
import type { AppDatabase } from '../../kernel/db/database';
import { createMailTransport } from '../../kernel/mail/mailer';
import { startOutbox, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';
import { composeReviewAlert, composeReviewRequest, type ReviewMailContext } from './emails';
import { reviewQueue, type ReviewMail, type ReviewTexts } from './queue';

/** The review outbox: the one queue worker over the review request and review alert kinds. */
export type ReviewOutbox = Outbox;

export type StartReviewOutboxOptions = StartOutboxOptions & { now?: () => Date };

/**
 * The review outbox wired to an SMTP transport. A request waits for its due time (a day after Done by default),
 * an alert goes at once; stop() cuts a slow send off after a grace period, as every outbox does.
 */
export function startReviewOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: { siteUrl: string; texts?: ReviewTexts | undefined },
  options: StartReviewOutboxOptions = {},
): ReviewOutbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext: ReviewMailContext = { from: mail.from, to: mail.to, siteUrl: context.siteUrl };
  return startOutbox<ReviewMail>({
    ...outboxOptions,
    database,
    transport,
    queue: reviewQueue(database, context),
    send: (item) =>
      transport.send(
        item.kind === 'request' ? composeReviewRequest(item, mailContext) : composeReviewAlert(item, mailContext),
      ),
    names: {
      item: (id) => `review e-mail ${id}`,
      worker: 'review e-mail',
      left: (count) => `${count} review e-mail(s) pending (requests wait for their due time)`,
      kept: 'the review or request is stored',
    },
  });
}
