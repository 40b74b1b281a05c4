import { get, type Endpoint, type Feature, type FeatureContext } from '../../kernel/feature';
import { answerScrape } from '../../kernel/http/metrics';
import { outboxHooks, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';
import { openIncidents, startAlertOutbox, startQueueMonitor } from './alerts';
import {
  dismissMessage,
  dismissMessageIn,
  failedMessages,
  queueNamed,
  queueStates,
  retryMessage,
  retryMessageIn,
} from './queues';
import { metricsScrape, provideScrape } from './routes/metrics';
import { APP_VERSION, storageFacts } from './storage';
import type { SystemTools } from './tools';

export interface SystemTuning {
  /** How often this server looks at the queues for trouble (alerts.ts's DEFAULT_CHECK_MS); tests shorten it. */
  checkMs?: number;
  /** Retry timing, logging and clock of the alert e-mails' outbox (only started when SMTP_URL is set). */
  alertOutbox?: StartOutboxOptions;
}

export type { SystemTools } from './tools';

export interface SystemOffers {
  tools: SystemTools;
  /** One look at the queues now (the monitor's tick), when alerts are on; tests call it. */
  check?: () => Promise<boolean>;
}

/**
 * The operator's view of the running site: /metrics (with METRICS_TOKEN), the queues' figures for the office's
 * System screen, and the watch on the queues that e-mails the owners when one is in trouble and when it clears
 * (with SMTP_URL set; the incidents are in the database, so with several servers each e-mail goes once).
 */
export function systemFeature(context: FeatureContext, tuning: SystemTuning = {}): Feature<SystemOffers> {
  const { config, database, logger, metrics, now } = context;
  const ready = async () => {
    await database.ready();
  };
  const tools: SystemTools = {
    version: APP_VERSION,
    thresholdMs: config.queueAlertMs,
    queues: async (at) => (await ready(), queueStates(database, at)),
    failed: async () => (await ready(), failedMessages(database)),
    incidents: async () => (await ready(), openIncidents(database)),
    storage: async () => (await ready(), storageFacts(database)),
    async retry(name, id, at) {
      const queue = queueNamed(name);
      return queue ? (await ready(), retryMessage(database, queue, id, at)) : false;
    },
    async dismiss(name, id, by, at) {
      const queue = queueNamed(name);
      return queue ? (await ready(), dismissMessage(database, queue, id, by, at)) : false;
    },
    async retryIn(trx, name, id, at) {
      const queue = queueNamed(name);
      return queue ? retryMessageIn(trx, queue, id, at) : false;
    },
    async dismissIn(trx, name, id, by, at) {
      const queue = queueNamed(name);
      return queue ? dismissMessageIn(trx, queue, id, by, at) : false;
    },
  };

  const workers: Feature['workers'] = {};
  let check: (() => Promise<boolean>) | undefined;
  if (config.mail) {
    const outbox: Outbox = startAlertOutbox(config.mail, database, config, {
      ...outboxHooks(context),
      now,
      ...tuning.alertOutbox,
    });
    const monitor = startQueueMonitor({
      database,
      thresholdMs: config.queueAlertMs,
      now,
      onQueued: () => outbox.nudge(),
      onError: (err) => logger.warn({ err, queue: 'alert' }, 'queue check failed, will look again'),
      ...(tuning.checkMs ? { checkMs: tuning.checkMs } : {}),
    });
    // The monitor first: it may queue an e-mail the outbox then sends before it stops.
    workers.monitor = monitor;
    workers.outbox = outbox;
    check = monitor.check;
  }

  const routes: Endpoint[] = [];
  if (metrics) {
    // The queues' figures in one query per scrape, not per request; a scrape while the database is away leaves
    // them out rather than failing the process metrics with them.
    metrics.beforeScrape(async () => {
      for (const gauge of Object.values(metrics.queues)) gauge.reset();
      const states = await tools.queues(now());
      for (const state of states) {
        metrics.queues.pending.set({ queue: state.name }, state.pending);
        metrics.queues.scheduled.set({ queue: state.name }, state.scheduled);
        metrics.queues.oldestSeconds.set({ queue: state.name }, state.oldestSeconds);
        metrics.queues.failed.set({ queue: state.name }, state.failed);
      }
    });
    metrics.beforeScrape(() => {
      const connections = database.connections?.();
      if (!connections) return;
      metrics.pool.set({ state: 'in_use' }, connections.inUse);
      metrics.pool.set({ state: 'idle' }, connections.idle);
      metrics.pool.set({ state: 'waiting' }, connections.waiting);
    });
    // On the public port only with a token; METRICS_LISTEN alone serves it on the private listener only.
    if (config.metrics.tokenHash)
      routes.push(get('/metrics', provideScrape(answerScrape(metrics, config.metrics.tokenHash)), metricsScrape));
  }
  return { name: 'system', routes, workers, offers: { tools, ...(check ? { check } : {}) } };
}

export { systemOfficeLines } from './office/routes';
