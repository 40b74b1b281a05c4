import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { AppDatabase } from '../db/database';
import type { MailerOptions } from '../mail/mailer';
import type { LeaseOutcome } from './lease-queue';

/**
 * The one worker every outbox runs (decision 0046): the rows its kinds (kinds.ts) hold are sent in the background.
 *
 * A change and the messages it queues are committed together; sending happens after. Each server claims due
 * messages one by one with a lease (lease-queue.ts), sends up to DEFAULT_CONCURRENCY of them at once, each with
 * its transport's own deadline, and records each outcome, so with several servers each message goes out from one
 * of them, a stalled connection holds up only its own message, and a restart resumes whatever is still pending.
 * A failed send is retried with capped exponential backoff and jitter without holding up the others; a permanent
 * rejection (an SMTP 5xx) is retried a bounded number of times, then marked failed and logged at error.
 *
 * Delivery is at least once: if a server dies after the relay accepted a message but before the database
 * recorded it, the lease runs out and the message is sent again. Nothing else sends twice.
 */
export interface Outbox {
  /** This server's name on the leases it takes. */
  readonly owner: string;
  /** Keys of the messages still to go out (not sent, not given up), due first. */
  pending(): Promise<string[]>;
  /** Looks for due messages now rather than at the next poll. */
  nudge(): void;
  /** Stops polling and taking work; resolves once a send in flight has finished and been recorded. */
  stop(): Promise<void>;
}

export interface RetryOptions {
  /** Wait before the first retry; doubles with each failure of the same message. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts a permanently rejected e-mail gets before it is marked failed. */
  permanentAttempts: number;
}

export interface OutboxOptions {
  database: AppDatabase;
  retry?: Partial<RetryOptions>;
  /** How long a claimed e-mail is this server's alone; longer than any send can take. */
  leaseMs?: number;
  /** How often to look for work other servers left (a lease that ran out) when nothing is due sooner. */
  pollMs?: number;
  owner?: string;
  /** Sends this server runs at once (default DEFAULT_CONCURRENCY); each e-mail is still claimed by one server. */
  concurrency?: number;
  /** Source of jitter in [0, 1); tests pin it. */
  random?: () => number;
  log?: OutboxLog;
  /** Told how each attempt ended, by queue (the /metrics counters). */
  observe?: (queue: string, outcome: SendOutcome['kind']) => void;
  /** The clock due times and leases are compared with; tests move it. */
  now?: () => Date;
}

/** Fields of a worker's log line: the queue, the message's id and the attempt, for a log search to filter on. */
export interface OutboxLogFields {
  queue: string;
  id: string;
  attempt?: number;
}

/** Where a worker's lines go: console in a script, the app's logger (outboxLog) in the server. */
export interface OutboxLog {
  log(message: string, fields?: OutboxLogFields): void;
  error(message: string, fields?: OutboxLogFields): void;
}

/** The worker's lines through the app's logger, with their fields as fields of the JSON line. */
export function outboxLog(logger: Logger): OutboxLog {
  return {
    log: (message, fields) => logger.info(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
  };
}

/** What every feature hands its outbox from the app: its log lines through the logger, its outcomes to /metrics. */
export function outboxHooks(context: {
  logger: Logger;
  metrics?: { countSend: NonNullable<OutboxOptions['observe']> } | undefined;
}): Pick<OutboxOptions, 'log' | 'observe'> {
  return { log: outboxLog(context.logger), ...(context.metrics ? { observe: context.metrics.countSend } : {}) };
}

export const DEFAULT_RETRY: RetryOptions = { firstDelayMs: 5_000, maxDelayMs: 10 * 60_000, permanentAttempts: 5 };
export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_POLL_MS = 10_000;
/**
 * Sends at once per server: enough that a relay connection stalled until its deadline (mailer.ts) leaves the
 * other e-mails going out, few enough not to flood a small relay.
 */
export const DEFAULT_CONCURRENCY = 4;

/** Delay before retry number `failures` (1 = first retry): doubling, capped, then jittered down by up to half. */
export function retryDelay(failures: number, retry: Omit<RetryOptions, 'permanentAttempts'>, random = Math.random) {
  const exponential = retry.firstDelayMs * 2 ** Math.max(0, failures - 1);
  const capped = Math.min(retry.maxDelayMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * random());
}

/** An SMTP reply in the 5xx range: the relay refuses the message itself, and asking again soon will not help. */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How one attempt at a queued message ended, for the queue's record(). */
export type SendOutcome = LeaseOutcome;

/** Messages to send, claimed one at a time with a lease: one kind's rows (kinds.ts), or several kinds' in turn. */
export interface MailQueue<Item> {
  claimNext(
    owner: string,
    now: Date,
    leaseMs: number,
  ): Promise<{ id: string; item: Item; attempts: number; queue?: string } | undefined>;
  record(id: string, owner: string, outcome: SendOutcome, now: Date): Promise<boolean>;
  pendingIds(): Promise<string[]>;
  /** When the next pending e-mail no send holds is due. */
  nextDue(now: Date): Promise<Date | undefined>;
}

export interface OutboxWorkerOptions<Item> extends OutboxOptions {
  queue: MailQueue<Item>;
  send: (item: Item) => Promise<unknown>;
  /** What the log lines call one e-mail ("lead 1234") and the worker ("lead e-mail"). */
  names: {
    /**
     * The queue a message belongs to ('lead', 'hold', …), the log lines' and the metrics' `queue`, when its claim
     * does not say (a kind's claim says its kind's name).
     */
    queue?: (item: Item) => string;
    /** What a failed attempt is called in the log line ("e-mail failed"; a text's "send failed"). */
    attempt?: string;
    item: (id: string) => string;
    worker: string;
    left: (count: number) => string;
    /** What is still safe when an e-mail is given up ("the lead is stored"). */
    kept: string;
  };
  /** Subscribes to "new work stored by this server"; returns the unsubscribe. */
  onStored?: (listener: () => void) => () => void;
}

type Claimed<Item> = NonNullable<Awaited<ReturnType<MailQueue<Item>['claimNext']>>>;

/** What sending one claimed e-mail needs of its worker. */
interface Delivery<Item> extends Pick<OutboxWorkerOptions<Item>, 'queue' | 'send' | 'names' | 'observe'> {
  owner: string;
  log: NonNullable<OutboxOptions['log']>;
  now: () => Date;
  retry: RetryOptions;
  random: () => number;
}

/** How a failed attempt ends: given up after enough permanent rejections, else tried again after a backoff. */
function outcomeOf(
  delivery: Pick<Delivery<unknown>, 'retry' | 'random' | 'now'>,
  error: unknown,
  attempts: number,
): SendOutcome {
  const { retry, random, now } = delivery;
  const failures = attempts + 1;
  const reason = reasonOf(error);
  if (isPermanentRejection(error) && failures >= retry.permanentAttempts) return { kind: 'failed', error: reason };
  return {
    kind: 'retry',
    error: reason,
    nextAttemptAt: new Date(now().getTime() + retryDelay(failures, retry, random)),
  };
}

function logOutcome<Item>(
  delivery: Pick<Delivery<Item>, 'log' | 'names' | 'now'>,
  { id, queue }: { id: string; queue: string },
  outcome: SendOutcome,
  attempts: number,
): void {
  const { log, names, now } = delivery;
  const failures = attempts + 1;
  const word = names.attempt ?? 'e-mail';
  const fields = { queue, id, attempt: failures };
  if (outcome.kind === 'failed') {
    log.error(
      `${names.item(id)}: ${word} rejected permanently ${failures} times, giving up (marked failed; ${names.kept}): ${outcome.error}`,
      fields,
    );
  } else if (outcome.kind === 'retry') {
    const seconds = Math.round((outcome.nextAttemptAt.getTime() - now().getTime()) / 1000);
    log.error(
      `${names.item(id)}: ${word} failed (attempt ${failures}), retrying in ${Math.max(0, seconds)} s: ${outcome.error}`,
      fields,
    );
  }
}

/** Sends one claimed e-mail and records how it went. */
async function deliverOne<Item>(delivery: Delivery<Item>, claimed: Claimed<Item>): Promise<void> {
  const { send, queue, owner, log, names, now } = delivery;
  const { id, item, attempts } = claimed;
  const fields = { queue: claimed.queue ?? names.queue?.(item) ?? names.worker, id, attempt: attempts + 1 };
  let outcome: SendOutcome;
  try {
    await send(item);
    outcome = { kind: 'sent' };
  } catch (error) {
    outcome = outcomeOf(delivery, error, attempts);
  }
  delivery.observe?.(fields.queue, outcome.kind);
  logOutcome(delivery, fields, outcome, attempts);
  try {
    if (!(await queue.record(id, owner, outcome, now())))
      log.error(`${names.item(id)}: the e-mail lease ran out before the outcome was recorded`, fields);
  } catch (error) {
    // The lease runs out and the e-mail is tried again: one duplicate is better than a lost one.
    log.error(`${names.item(id)}: e-mail ${outcome.kind}, but could not record it: ${reasonOf(error)}`, fields);
  }
}

/** The worker's options with their defaults: what sending one e-mail needs. */
function deliveryOf<Item>(options: OutboxWorkerOptions<Item>): Delivery<Item> {
  return {
    queue: options.queue,
    send: options.send,
    names: options.names,
    observe: options.observe,
    owner: options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    log: options.log ?? console,
    now: options.now ?? (() => new Date()),
    retry: { ...DEFAULT_RETRY, ...options.retry },
    random: options.random ?? Math.random,
  };
}

/** Says at start-up how many e-mails earlier runs (or other servers) left unsent, unless stopped meanwhile. */
async function announceLeftovers<Item>(
  { queue, log, names }: Pick<Delivery<Item>, 'queue' | 'log' | 'names'>,
  database: AppDatabase,
  stopped: () => boolean,
): Promise<void> {
  try {
    await database.ready();
    const left = (await queue.pendingIds()).length;
    if (left > 0 && !stopped()) log.log(`${names.worker}: ${names.left(left)}`);
  } catch {
    // drain() reports a database that cannot be reached
  }
}

/**
 * The sending loop every outbox runs: claims due e-mails with a lease, sends up to
 * `concurrency` at once, records each outcome, retries with backoff, and sleeps until the next one is due or the
 * next poll.
 */
export function createOutboxWorker<Item>(options: OutboxWorkerOptions<Item>): Outbox {
  const { database } = options;
  const delivery = deliveryOf(options);
  const { queue, names, owner, log, now } = delivery;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);

  let stopped = false;
  /** The claiming loop, while it runs; a send runs on its own (inFlight), so a slow one holds no other. */
  let claiming: Promise<void> | undefined;
  const inFlight = new Set<Promise<void>>();
  /** The ids being sent: a lease that ran out while one is sent (a clock moved on) must not send it twice. */
  const sendingIds = new Set<string>();
  /** A nudge while the loop claims: look again before it ends, the new e-mail may have missed its query. */
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let databaseDown = false;

  const deliver = (claimed: Claimed<Item>) => deliverOne(delivery, claimed);

  /**
   * Claims every due e-mail this server can, up to `concurrency` sends at once, each sent on its own: a relay
   * connection that stalls until its deadline holds one slot, not the others. A finished send looks again.
   */
  const drain = () => {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    claiming = (async () => {
      do {
        again = false;
        while (!stopped && inFlight.size < concurrency) {
          let claimed;
          try {
            await database.ready();
            claimed = await queue.claimNext(owner, now(), leaseMs);
            if (databaseDown) log.log(`${names.worker}: the database is back`);
            databaseDown = false;
          } catch (error) {
            if (!databaseDown)
              log.error(`${names.worker}: cannot reach the database, will try again: ${reasonOf(error)}`);
            databaseDown = true;
            return;
          }
          if (!claimed) break;
          // Claimed again, so the lease is fresh; the send under way records the outcome.
          if (sendingIds.has(claimed.id)) continue;
          const { id } = claimed;
          sendingIds.add(id);
          const sending: Promise<void> = deliver(claimed).finally(() => {
            sendingIds.delete(id);
            inFlight.delete(sending);
            drain();
          });
          inFlight.add(sending);
        }
      } while (again && !stopped && inFlight.size < concurrency);
    })().finally(() => {
      claiming = undefined;
      void schedule();
    });
  };

  /** Sleeps until the next pending e-mail is due, or the next poll, whichever is sooner. */
  const schedule = async () => {
    if (stopped || claiming) return;
    let delay = pollMs;
    if (!databaseDown) {
      try {
        const due = await queue.nextDue(now());
        if (due) delay = Math.min(pollMs, Math.max(0, due.getTime() - now().getTime()));
      } catch {
        // the next drain says what is wrong with the database
      }
    }
    if (stopped || claiming) return;
    clearTimeout(timer);
    timer = setTimeout(drain, delay);
    // Waiting to retry must never keep the process alive on its own.
    timer.unref();
  };

  const unsubscribe = options.onStored?.(() => {
    // The visitor's answer goes out first; sending starts on the next turn of the event loop.
    setImmediate(drain).unref();
  });

  // Whatever earlier runs (or other servers) left unsent goes first.
  void announceLeftovers(delivery, database, () => stopped).then(drain);

  return {
    owner,
    pending: async () => {
      await database.ready();
      return queue.pendingIds();
    },
    nudge: () => drain(),
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      timer = undefined;
      await claiming;
      await Promise.all(inFlight);
    },
  };
}

/**
 * An outbox that, when stopped, lets the sends under way finish for `stopGraceMs`, then closes its transport's
 * connections (SMTP, the texts provider), whether or not they have: shutdown never waits on a stalled relay.
 */
export function closingMailer(outbox: Outbox, mailer: { close(): void }, stopGraceMs: number): Outbox {
  return {
    ...outbox,
    async stop() {
      const stopped = outbox.stop();
      const cutOff = setTimeout(() => mailer.close(), stopGraceMs);
      await stopped;
      clearTimeout(cutOff);
      mailer.close();
    },
  };
}

/** What a feature's outbox takes from the app beyond the worker's own settings. */
export type StartOutboxOptions = Omit<OutboxOptions, 'database'> & {
  mailer?: MailerOptions;
  /** How long stop() lets a send in flight finish before cutting its connection (default 1 s). */
  stopGraceMs?: number;
};

/**
 * An outbox: the worker over a queue of kinds (kinds.ts), sending through `transport`, which stop() closes after
 * the grace period. A feature's outbox is this call: its kinds, its send, its words.
 */
export function startOutbox<Item>(
  options: OutboxWorkerOptions<Item> & { transport: { close(): void }; stopGraceMs?: number | undefined },
): Outbox {
  const { transport, stopGraceMs = 1_000, ...worker } = options;
  return closingMailer(createOutboxWorker(worker), transport, stopGraceMs);
}
