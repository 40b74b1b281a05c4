import { outboxHooks } from '../../kernel/queue/worker';
import express from 'express';
import type { Kysely } from 'kysely';
import type { TextConsentSource } from '../../../data/texts';
import { post, type Feature, type FeatureContext } from '../../kernel/feature';
import type { Tables } from '../../kernel/db/schema';
import { redactUrl } from '../../kernel/config';
import { MAX_BODY_BYTES, requireBodyType } from '../../kernel/http/request-guards';
import { recordTextConsent, textPermission, textNumber, type TextPermission } from './consent';
import { provideTexts } from './context';
import { startTextOutbox, type TextOutbox, type TextOutboxOptions } from './outbox';
import { insertText, type NewText, type QueuedText } from './queue';
import { textsInbound } from './routes/inbound';
import { textsStatus } from './routes/status';
import { providerSignature } from './webhook-guard';

export type { NewText, QueuedText } from './queue';

export interface TextsTuning {
  /** Retry timing, deadline, logging and clock of the text outbox (only started when SMS_URL is set). */
  outbox?: TextOutboxOptions;
}

/** What the other features use of texts (docs/texts.md). */
export interface TextsOffers {
  /** Whether SMS_URL is set; off, queueText writes nothing and the booking form may leave its box out. */
  enabled: boolean;
  /**
   * Queues a text inside the caller's transaction (`trx`), committed with the change that calls for it. Only a
   * number with consent and no STOP since is queued; any other is recorded as skipped, with the reason. Call
   * nudge() once the transaction has committed, so it goes out at once rather than at the next poll.
   */
  queueText(trx: Kysely<Tables>, text: NewText): Promise<QueuedText>;
  /**
   * Records a customer's consent to texts: from the booking form's "Text me about this visit" box ('booking',
   * detail: the booking's id) or given on the phone to the office ('office-phone', detail: the office user's
   * e-mail). False when the number is not a US number texts can reach.
   */
  recordConsent(
    trx: Kysely<Tables>,
    consent: { phone: string; source: TextConsentSource; detail: string },
  ): Promise<boolean>;
  /** Whether a number may be texted now, for the office and the customer's page to show. */
  permission(db: Kysely<Tables>, phone: string): Promise<TextPermission | 'invalid-number'>;
  /** The number texts come from (E.164), for "text START to …"; undefined with a Messaging Service or texts off. */
  sender: string | undefined;
  /** Looks for due texts now (after the transaction that queued one has committed). */
  nudge(): void;
}

/**
 * Customer texts (docs/texts.md): an outbox beside e-mail that sends through an HTTP provider speaking Twilio's
 * Messages API, only to numbers whose owner agreed, and the provider's two webhooks, the replies (STOP, START)
 * and the delivery reports, each checked by the provider's signature. Without SMS_URL, texts are off: nothing
 * is queued or sent and the webhooks answer 404.
 */
export function textsFeature(context: FeatureContext, tuning: TextsTuning = {}): Feature<TextsOffers> {
  const { config, database, logger, now } = context;
  const { sms } = config;
  let outbox: TextOutbox | undefined;
  if (sms) {
    outbox = startTextOutbox(sms, database, config, {
      ...outboxHooks(context),
      now,
      ...tuning.outbox,
    });
    const sender = sms.messagingServiceSid ? `Messaging Service ${sms.messagingServiceSid}` : sms.from;
    logger.info(`Texts are on: sent from ${sender} via ${redactUrl(sms.apiUrl)}`);
  }
  const provide = provideTexts({ sms, siteUrl: config.siteUrl, database, logger, now });
  const webhook = [
    provide,
    express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }),
    requireBodyType('application/x-www-form-urlencoded'),
    providerSignature,
  ];
  return {
    name: 'texts',
    routes: [
      // Posted by the provider, not by a page of ours: no same-site check (its Origin is nobody's), the
      // provider's signature instead (webhook-guard.ts), which refuses a forged or unsigned post with 403.
      post('/texts/webhook/inbound', ...webhook, textsInbound),
      post('/texts/webhook/status', ...webhook, textsStatus),
    ],
    workers: outbox ? { outbox } : {},
    offers: {
      enabled: sms !== undefined,
      sender: sms && !sms.messagingServiceSid ? sms.from : undefined,
      queueText: async (trx, text) => (sms ? insertText(trx, text, now()) : { status: 'off' }),
      recordConsent: (trx, consent) => recordTextConsent(trx, { ...consent, action: 'consent', at: now() }),
      async permission(db, phone) {
        const number = textNumber(phone);
        return number ? textPermission(db, number.key) : 'invalid-number';
      },
      nudge: () => outbox?.nudge(),
    },
  };
}
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { textKind } from './queue';
