import { describeDatabase, redactUrl, type Config, type MailConfig } from '../../kernel/config';
import type { AppDatabase } from '../../kernel/db/database';
import { kindQueue } from '../../kernel/queue/kinds';
import {
  createOutboxWorker,
  closingMailer,
  type Outbox,
  type OutboxOptions,
  type StartOutboxOptions,
} from '../../kernel/queue/worker';
import { leadMailKind } from './lead-emails';
import { createLeadMailer } from './lead-mail';
import { toStoredLead, type LeadStore, type StoredLead } from './store';

/**
 * The lead e-mail outbox: the one queue worker (server/kernel/queue/worker.ts) over the lead kind. A lead and
 * its pending e-mail are committed together before the visitor hears back; the e-mail goes in the background.
 */
export type LeadOutbox = Outbox;

export interface LeadOutboxOptions extends OutboxOptions {
  send: (lead: StoredLead) => Promise<unknown>;
  /** Leads stored by this server are sent at once instead of at the next poll. */
  store?: LeadStore;
}

export function createLeadOutbox(options: LeadOutboxOptions): LeadOutbox {
  const { store, send, ...rest } = options;
  const { db } = options.database;
  return createOutboxWorker<StoredLead>({
    ...rest,
    queue: kindQueue(options.database, leadMailKind, {
      async take(claimed) {
        const row = await db.selectFrom('leads').selectAll().where('id', '=', claimed.lead_id).executeTakeFirst();
        return toStoredLead(row ?? { id: claimed.lead_id });
      },
    }),
    send,
    names: {
      item: (id) => `lead ${id}`,
      worker: 'lead e-mail',
      left: (count) => `${count} stored lead(s) not yet e-mailed, sending now`,
      kept: 'the lead is stored',
    },
    onStored: store && ((listener) => store.onStored(listener)),
  });
}

/** The one start-up line about lead e-mail: where notifications go, or that they are off. */
export function leadMailStatus(config: Config): string {
  if (!config.mail)
    return `Lead e-mail is off: SMTP_URL is not set, so leads are stored in the database (${describeDatabase(config.database)}) but not e-mailed`;
  return `Lead e-mail is on: new leads go to ${config.mail.to} via ${redactUrl(config.mail.smtpUrl)}`;
}

/**
 * The outbox wired to an SMTP mailer for the given settings. stop() lets a send in flight finish for a moment
 * and then cuts it off, so shutdown never waits on a slow relay; a lead cut off keeps its lease until the lease
 * runs out and then goes out again, from this server after the restart or from another one.
 */
export function startLeadOutbox(
  mail: MailConfig,
  database: AppDatabase,
  store: LeadStore,
  options: StartOutboxOptions = {},
): LeadOutbox {
  const { mailer: mailerOptions, stopGraceMs = 1_000, ...outboxOptions } = options;
  const mailer = createLeadMailer(mail, mailerOptions);
  const outbox = createLeadOutbox({ ...outboxOptions, database, store, send: (lead) => mailer.send(lead) });
  return closingMailer(outbox, mailer, stopGraceMs);
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by createApp when SMTP_URL is configured; index.ts stops it on shutdown. */
    leadOutbox?: LeadOutbox;
    /** The database the app stores into; index.ts closes it on shutdown. */
    database?: AppDatabase;
  }
}
