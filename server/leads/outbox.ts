import { readFileSync } from 'node:fs';
import { redactUrl, type Config, type MailConfig } from '../http/config';
import { appendLineDurably } from './durable-file';
import { createLeadMailer, type MailerOptions } from './mailer';
import { readLeads, type LeadStore, type StoredLead } from './store';

/**
 * The durable outbox between the leads file and the business's inbox.
 *
 * A lead is on disk before the visitor hears back; only then is it handed here, and sending happens in the
 * background. Which leads were delivered is recorded in the sent file (one lead id per line, fsynced), so a
 * restart sends exactly the leads that are in the leads file but not in the sent file. One send runs at a
 * time; a failed send is retried with capped exponential backoff and jitter, without holding up other leads.
 *
 * Delivery is at least once: if the process dies after the relay accepted a message but before its id reached
 * the sent file, that one lead is sent again after the restart. Nothing else sends twice.
 */
export interface LeadOutbox {
  readonly sentFile: string;
  /** Ids of the leads not delivered yet, oldest first. */
  pending(): string[];
  /** Stops retry timers and taking new leads; resolves once a send in flight has finished and been recorded. */
  stop(): Promise<void>;
}

export interface RetryOptions {
  /** Wait before the first retry; doubles with each failure of the same lead. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface LeadOutboxOptions {
  store: LeadStore;
  send: (lead: StoredLead) => Promise<unknown>;
  /** Defaults to the leads file's path plus ".sent". */
  sentFile?: string;
  retry?: Partial<RetryOptions>;
  /** Source of jitter in [0, 1); tests pin it. */
  random?: () => number;
  log?: Pick<Console, 'log' | 'error'>;
}

export const DEFAULT_RETRY: RetryOptions = { firstDelayMs: 5_000, maxDelayMs: 10 * 60_000 };

export const sentFileFor = (leadsFile: string) => `${leadsFile}.sent`;

/** Delay before retry number `failures` (1 = first retry): doubling, capped, then jittered down by up to half. */
export function retryDelay(failures: number, retry: RetryOptions, random: () => number = Math.random): number {
  const exponential = retry.firstDelayMs * 2 ** Math.max(0, failures - 1);
  const capped = Math.min(retry.maxDelayMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * random());
}

/** The ids recorded in a sent file; a torn last line is just an id that matches no lead. */
export function readSentIds(file: string): Set<string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

interface Entry {
  lead: StoredLead;
  failures: number;
  /** Epoch ms before which this lead is not tried again. */
  notBefore: number;
}

export function createLeadOutbox(options: LeadOutboxOptions): LeadOutbox {
  const { store, send } = options;
  const sentFile = options.sentFile ?? sentFileFor(store.file);
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const random = options.random ?? Math.random;
  const log = options.log ?? console;

  const sentIds = readSentIds(sentFile);
  /** Insertion order is arrival order, so leads go out oldest first. */
  const queue = new Map<string, Entry>();
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const enqueue = (lead: StoredLead) => {
    if (stopped || sentIds.has(lead.id) || queue.has(lead.id)) return;
    queue.set(lead.id, { lead, failures: 0, notBefore: 0 });
  };

  const recordSent = async (id: string) => {
    sentIds.add(id);
    try {
      await appendLineDurably(sentFile, `${id}\n`);
    } catch (error) {
      // The mail went out; this process will not send it again, but a restart before the next successful write
      // might. Better one duplicate e-mail than a lost lead.
      log.error(`lead ${id}: e-mailed, but could not record it in ${sentFile}`, error);
    }
  };

  const schedule = () => {
    if (stopped || running) return;
    clearTimeout(timer);
    timer = undefined;
    let next = Infinity;
    for (const entry of queue.values()) next = Math.min(next, entry.notBefore);
    if (next === Infinity) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        drain();
      },
      Math.max(0, next - Date.now()),
    );
    // Waiting to retry must never keep the process alive on its own.
    timer.unref();
  };

  /** Sends every lead that is due, one at a time, then sleeps until the next one is. */
  const drain = () => {
    if (stopped || running) return;
    running = (async () => {
      for (;;) {
        if (stopped) return;
        const now = Date.now();
        const due = [...queue.values()].find((entry) => entry.notBefore <= now);
        if (!due) return;
        try {
          await send(due.lead);
          queue.delete(due.lead.id);
          await recordSent(due.lead.id);
        } catch (error) {
          due.failures += 1;
          const delay = retryDelay(due.failures, retry, random);
          due.notBefore = Date.now() + delay;
          const reason = error instanceof Error ? error.message : String(error);
          log.error(
            `lead ${due.lead.id}: e-mail failed (attempt ${due.failures}), retrying in ${Math.round(delay / 1000)} s: ${reason}`,
          );
        }
      }
    })().finally(() => {
      running = undefined;
      schedule();
    });
  };

  // Subscribing before reading the file means a lead stored meanwhile is seen at least once; enqueue drops repeats.
  const unsubscribe = store.onStored((lead) => {
    enqueue(lead);
    // The visitor's answer goes out first; sending starts on the next turn of the event loop.
    setImmediate(drain).unref();
  });
  for (const lead of readLeads(store.file)) enqueue(lead);
  if (queue.size > 0) {
    log.log(`lead e-mail: ${queue.size} stored lead(s) not yet e-mailed, sending now`);
    setImmediate(drain).unref();
  }

  return {
    sentFile,
    pending: () => [...queue.keys()],
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/** The one start-up line about lead e-mail: where notifications go, or that they are off. */
export function leadMailStatus(config: Config): string {
  if (!config.mail)
    return `Lead e-mail is off: SMTP_URL is not set, so leads are stored in ${config.leadsFile} but not e-mailed`;
  return `Lead e-mail is on: new leads go to ${config.mail.to} via ${redactUrl(config.mail.smtpUrl)}`;
}

export type StartOutboxOptions = Omit<LeadOutboxOptions, 'store' | 'send'> & {
  mailer?: MailerOptions;
  /** How long stop() lets a send in flight finish before cutting its connection (default 1 s). */
  stopGraceMs?: number;
};

/**
 * The outbox wired to an SMTP mailer for the given settings. stop() lets a send in flight finish for a moment
 * and then cuts it off, so shutdown never waits on a slow relay; a lead cut off stays unsent and goes out after
 * the restart.
 */
export function startLeadOutbox(mail: MailConfig, store: LeadStore, options: StartOutboxOptions = {}): LeadOutbox {
  const { mailer: mailerOptions, stopGraceMs = 1_000, ...outboxOptions } = options;
  const mailer = createLeadMailer(mail, mailerOptions);
  const outbox = createLeadOutbox({ ...outboxOptions, store, send: (lead) => mailer.send(lead) });
  return {
    sentFile: outbox.sentFile,
    pending: outbox.pending,
    async stop() {
      const stopped = outbox.stop();
      const cutOff = setTimeout(() => mailer.close(), stopGraceMs);
      await stopped;
      clearTimeout(cutOff);
      mailer.close();
    },
  };
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by createApp when SMTP_URL is configured; index.ts stops it on shutdown. */
    leadOutbox?: LeadOutbox;
  }
}
