import type { MailConfig } from '../../kernel/config';
import type { AppDatabase } from '../../kernel/db/database';
import { createMailTransport } from '../../kernel/mail/mailer';
import { closingMailer, createOutboxWorker, type LeadOutbox, type StartOutboxOptions } from '../leads/outbox';
import { composeReviewAlert, composeReviewRequest, type ReviewMailContext } from './emails';
import { reviewQueue, type ReviewTexts } from './queue';

/** The review outbox: the lead outbox's worker (leases, retries, backoff) over review_requests and review_alerts. */
export type ReviewOutbox = LeadOutbox;

export type StartReviewOutboxOptions = StartOutboxOptions & { now?: () => Date };

/**
 * The review outbox wired to an SMTP transport. A request waits for its due time (a day after Done by default),
 * an alert goes at once; stop() cuts a slow send off after a grace period, as the other outboxes do.
 */
export function startReviewOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: { siteUrl: string; texts?: ReviewTexts | undefined },
  options: StartReviewOutboxOptions = {},
): ReviewOutbox {
  const { mailer: mailerOptions, stopGraceMs = 1_000, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const mailContext: ReviewMailContext = { from: mail.from, to: mail.to, siteUrl: context.siteUrl };
  const outbox = createOutboxWorker({
    ...outboxOptions,
    database,
    queue: reviewQueue(database, context),
    send: (item) =>
      transport.send(
        item.kind === 'request' ? composeReviewRequest(item, mailContext) : composeReviewAlert(item, mailContext),
      ),
    names: {
      queue: (item) => (item.kind === 'request' ? 'review' : 'review-alert'),
      item: (id) => `review e-mail ${id}`,
      worker: 'review e-mail',
      left: (count) => `${count} review e-mail(s) pending (requests wait for their due time)`,
      kept: 'the review or request is stored',
    },
  });
  return closingMailer(outbox, transport, stopGraceMs);
}
