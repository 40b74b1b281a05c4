import type { AppDatabase } from '../../kernel/db/database';
import type { SmsConfig } from '../../kernel/config';
import { createOutboxWorker, type LeadOutbox, type OutboxWorkerOptions } from '../leads/outbox';
import {
  createSmsClient,
  UNSUBSCRIBED_RECIPIENT,
  type SmsClientOptions,
  SmsSendError,
} from '../../kernel/texts/client';
import { recordTextConsent } from './consent';
import { textQueue, type OutgoingText } from './queue';

/** The text outbox: the e-mail outboxes' worker (leases, backoff, a few sends at once) over `texts`. */
export type TextOutbox = LeadOutbox;

export type TextOutboxOptions = Omit<OutboxWorkerOptions<OutgoingText>, 'queue' | 'names' | 'send' | 'database'> & {
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
  const { client: clientOptions, stopGraceMs = 1_000, ...workerOptions } = options;
  const client = createSmsClient(sms, clientOptions);
  const queue = textQueue(database);
  const now = workerOptions.now ?? (() => new Date());
  const outbox = createOutboxWorker<OutgoingText>({
    ...workerOptions,
    database,
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
      queue: () => 'text',
      attempt: 'send',
      item: (id) => `text ${id}`,
      worker: 'text',
      left: (count) => `${count} text(s) not yet sent, sending now`,
      kept: 'the text stays in the texts table',
    },
  });
  return {
    ...outbox,
    async stop() {
      const stopped = outbox.stop();
      const cutOff = setTimeout(() => client.close(), stopGraceMs);
      await stopped;
      clearTimeout(cutOff);
      client.close();
    },
  };
}
