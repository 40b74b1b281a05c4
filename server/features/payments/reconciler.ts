import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { AppDatabase } from '../../kernel/db/database';
import type { Worker } from '../../kernel/feature';
import { pendingRefunds, recordRefund, refundFacts } from './refunds';
import { recordPayment, settledSessions, takeLease } from './store';
import { sessionFacts, type StripeClient } from './stripe-api';

export interface ReconcilerOptions {
  /** How often it runs (5 minutes); it also runs at start-up. */
  everyMs?: number;
  /** How far back it lists sessions (3 days: a session expires after one, a late payment shows within it). */
  lookbackMs?: number;
}

export interface Reconciler extends Worker {
  /** One run now, if this server holds the lease; how many payments and refunds it recorded or confirmed. */
  run(): Promise<number>;
}

const LEASE = 'reconciler';

/**
 * What was missed, found: recent Checkout Sessions listed from Stripe's API, every paid one of ours not yet
 * recorded (or recorded without its card) recorded through the same store function as the return and the
 * webhook. Then the refunds: recent ones listed the same way, and every one still pending here asked after, each
 * recorded or confirmed through the one refund function. At start-up and on a schedule, by one server at a time
 * across replicas (the database lease, held for
 * one interval and renewed by its holder; another server takes over once it lapses).
 */
export function startReconciler(
  deps: { database: AppDatabase; stripe: StripeClient; logger: Logger; now: () => Date },
  options: ReconcilerOptions = {},
): Reconciler {
  const { database, stripe: client, logger, now } = deps;
  const everyMs = options.everyMs ?? 5 * 60_000;
  const lookbackMs = options.lookbackMs ?? 3 * 24 * 3_600_000;
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    await database.ready();
    if (!(await takeLease(database.db, LEASE, owner, now(), everyMs))) return 0;
    const stripe = await client();
    const since = Math.floor((now().getTime() - lookbackMs) / 1000);
    let recorded = 0;
    let after: string | undefined;
    for (;;) {
      const page = await stripe.checkout.sessions.list({
        created: { gte: since },
        limit: 100,
        expand: ['data.payment_intent.latest_charge'],
        ...(after ? { starting_after: after } : {}),
      });
      const settled = await settledSessions(
        database.db,
        page.data.map((session) => session.id),
      );
      for (const session of page.data) {
        if (settled.has(session.id) || session.payment_status !== 'paid') continue;
        if ((await recordPayment(database, sessionFacts(session, now()), 'reconcile', now())) === 'recorded') {
          recorded++;
        }
      }
      if (!page.has_more || page.data.length === 0 || stopped) break;
      after = page.data[page.data.length - 1]!.id;
    }
    recorded += await reconcileRefunds(stripe, since);
    if (recorded > 0)
      logger.warn({ recorded }, 'payments: the reconciler recorded payments the return and webhooks missed');
    return recorded;
  };

  const reconcileRefunds = async (stripe: Stripe, since: number): Promise<number> => {
    let changed = 0;
    const record = async (refund: Stripe.Refund) => {
      const outcome = await recordRefund(database, refundFacts(refund), now());
      if (outcome === 'recorded' || outcome === 'confirmed') changed++;
    };
    let after: string | undefined;
    for (;;) {
      const page = await stripe.refunds.list({
        created: { gte: since },
        limit: 100,
        ...(after ? { starting_after: after } : {}),
      });
      for (const refund of page.data) await record(refund);
      if (!page.has_more || page.data.length === 0 || stopped) break;
      after = page.data[page.data.length - 1]!.id;
    }
    // A refund pending for longer than the look-back is asked after by its id.
    for (const id of await pendingRefunds(database.db)) {
      if (stopped) break;
      await record(await stripe.refunds.retrieve(id));
    }
    return changed;
  };

  const run = (): Promise<number> => {
    running ??= runOnce()
      .catch((error: unknown) => {
        logger.warn(
          { stripeError: (error as { type?: string }).type, message: (error as Error).message },
          'payments: reconcile failed',
        );
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(() => schedule(everyMs)), delay);
    timer.unref();
  };
  schedule(0);

  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
