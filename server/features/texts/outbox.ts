import type { AppDatabase } from '../../kernel/db/database';
import type { SmsConfig } from '../../kernel/config';
import { startOutbox, type Outbox, type OutboxOptions } from '../../kernel/queue/worker';
import {
  createSmsClient,
  UNSUBSCRIBED_RECIPIENT,
  type SmsClientOptions,
  SmsSendError,
} from '../../kernel/texts/client';
import { recordTextConsent } from './consent';
import { textQueue, type OutgoingText } from './queue';

/** The text outbox: the one queue worker (leases, backoff, a few sends at once) over the text kind. */
export type TextOutbox = Outbox;

export type TextOutboxOptions = Omit<OutboxOptions, 'database'> & {
  client?: SmsClientOptions;
  /** How long stop() lets a send in flight finish before cutting it off (default 1 s). */
  stopGraceMs?: number;
};

/** Where the provider reports a text's delivery: the status webhook, with the text's id to find its row. */
export const statusCallbackUrl = (siteUrl: string, id: string) =>
  `${siteUrl}/texts/webhook/status?text=${encodeURIComponent(id)}`;

/**
 * Sends the due texts through the provider, each request with its own deadline, a few at once, so a provider that
 * hangs on one text does not hold the others; a failure is retried with the outboxes' backoff, a refusal (an
 * invalid number) given up after a few. A provider saying the number replied STOP (Twilio's 21610) is recorded
 * as a STOP, so the text is skipped on its next turn and no later one is queued. Delivery is at least once, as
 * for e-mail: a server dying between the provider's answer and the record sends that text again.
 */
export function startTextOutbox(
  sms: SmsConfig,
  database: AppDatabase,
  context: { siteUrl: string },
  options: TextOutboxOptions = {},
): TextOutbox {
  const { client: clientOptions, ...workerOptions } = options;
  const client = createSmsClient(sms, clientOptions);
  const queue = textQueue(database);
  const now = workerOptions.now ?? (() => new Date());
  return startOutbox<OutgoingText>({
    ...workerOptions,
    database,
    // stop() cuts the provider's requests in flight off after the grace period, as SMTP's are.
    transport: client,
    queue,
    async send(text) {
      try {
        const sent = await client.send({
          to: text.to,
          body: text.body,
          statusCallback: statusCallbackUrl(context.siteUrl, text.id),
        });
        await queue.setProviderSid(text.id, sent.sid);
      } catch (error) {
        if (error instanceof SmsSendError && error.code === UNSUBSCRIBED_RECIPIENT) {
          await recordTextConsent(database.db, { phone: text.to, action: 'stop', source: 'provider', at: now() });
        }
        throw error;
      }
    },
    names: {
      attempt: 'send',
      item: (id) => `text ${id}`,
      worker: 'text',
      left: (count) => `${count} text(s) not yet sent, sending now`,
      kept: 'the text stays in the texts table',
    },
  });
}
