import { ConfigError, describeDatabase, loadConfig, type Config } from './kernel/config';
import { openDatabase } from './kernel/db/database';
import { importLegacyLeads, legacyImportMessage } from './features/leads/legacy-import';
import { leadMailStatus } from './features/leads';
import { createLogger, flushLogs } from './kernel/http/logger';
import { createServer } from './app/server';
import { createServer as createHttpServer } from 'node:http';
import { metricsOnly, type Metrics } from './kernel/http/metrics';
import { httpsRedirectWarning } from './kernel/http/https-redirect';
import { PUBLIC_CONTENT_POLL_MS } from './features/public-content';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
const logger = createLogger(config.logLevel);

// A database not reachable yet (PostgreSQL starting after us) is waited for, up to DATABASE_WAIT_SECONDS, saying
// so; one that cannot be opened is a configuration problem: say which and stop, before taking any request.
const database = await openDatabase(config.database, {
  onConnectionError: (err) => logger.warn({ err }, 'database connection dropped'),
  waitMs: config.databaseWaitMs,
  onWaiting: ({ reason, retryInMs, waitedMs }) =>
    logger.warn(
      { retryInMs, waitedMs },
      `waiting for the database (${describeDatabase(config.database)}): ${reason}; trying again in ${(retryInMs / 1000).toFixed(1)} s`,
    ),
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const applied = await database.ready();
logger.info(
  `Database: ${database.description}${applied.length ? ` (migrated: ${applied.join(', ')})` : ', schema up to date'}`,
);
// Stored data never stops start-up: what cannot be imported is reported, and the file stays for another try.
await importLegacyLeads(database, config.leadsFile).then(
  (report) => {
    const line = legacyImportMessage(report);
    if (line) logger[line.level](line.message);
  },
  (err: unknown) =>
    logger.error({ err }, `Legacy leads file ${config.leadsFile}: import failed, will retry at the next start`),
);

logger.info(leadMailStatus(config));
const httpsWarning = httpsRedirectWarning(config);
if (httpsWarning) logger.warn(httpsWarning);
// The pages' published reviews and team, read from the database every few seconds (server/public-content).
const server = createServer({ config, logger, database, publicContent: { pollMs: PUBLIC_CONTENT_POLL_MS } });
server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, env: config.env }, `Capital Appliance Repair listening on http://localhost:${port}`);
});

// METRICS_LISTEN: /metrics alone on a private address (docs/operations.md#metrics), apart from the public port.
const metrics = server.app.locals.metrics as Metrics | undefined;
if (metrics && config.metrics.listen) {
  const { host, port } = config.metrics.listen;
  createHttpServer(metricsOnly(metrics, config.metrics.tokenHash))
    .on('error', (err) => logger.error({ err }, `metrics listener on ${host}:${port} failed`))
    .listen(port, host, () => logger.info({ host, port }, 'metrics served on the private listener'))
    .unref();
}

// A bug that escapes every handler leaves the process in an unknown state: log it with its stack and let the
// supervisor restart us. Leads are fsynced before their 201, so none that were confirmed are lost.
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  flushLogs(logger);
  process.exit(1);
});

/**
 * How long requests in flight get to finish after SIGTERM before the connections still open are cut
 * (SHUTDOWN_DRAIN_SECONDS, 35 s): longer than a request may take (its body within requestTimeout, 30 s, in
 * server/kernel/http/server.ts), so a stop never cuts a request that was going to be answered, and a write that
 * committed is answered.
 */
const REQUEST_DEADLINE_MS = config.drainMs;
/**
 * Past this the process exits whatever is still running: a step that hangs must not keep a deploy waiting. The
 * steps after the requests take a second or two (a send in flight gets one, then the database closes).
 */
const SHUTDOWN_BACKSTOP_MS = REQUEST_DEADLINE_MS + 10_000;

/**
 * What shutdown waits for, in order: requests first (no new lead can arrive once they are done), then whatever
 * writes or sends leads. A step added later (closing a database) goes after the steps that still use it.
 */
const shutdownSteps: { name: string; run: () => Promise<unknown> }[] = [
  {
    // /readyz answers 503 from now on; while the balancer's checks notice, requests are still served.
    name: 'leave the balancer',
    run: async () => {
      server.readiness.startDraining();
      if (config.shutdownNotReadyMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownNotReadyMs));
    },
  },
  {
    name: 'finish requests in flight',
    run: async () => {
      const { cut } = await server.drain(REQUEST_DEADLINE_MS);
      if (cut > 0)
        logger.warn({ cut }, `shutdown: cut ${cut} connection(s) still busy after ${REQUEST_DEADLINE_MS} ms`);
    },
  },
  // Each feature's workers (the e-mail outboxes): a send in flight finishes or is cut off within a second, and
  // anything unsent goes out after the restart.
  ...Object.entries(server.workers).map(([name, worker]) => ({ name: `stop the ${name}`, run: () => worker.stop() })),
  // Last: the outbox records a send in flight in the database before it stops.
  { name: 'close the database', run: () => database.close() },
];

/** Stop accepting connections, finish what is in flight, then exit 0 (1 if a step failed or hung). */
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  // A second signal must not end a drain early: under npm start a terminal's Ctrl-C reaches node twice (from
  // the terminal and forwarded by npm), and a supervisor may repeat SIGTERM. SIGKILL is the way to cut it short.
  if (stopping) {
    logger.info({ signal }, 'shutting down already: still finishing in-flight requests');
    return;
  }
  stopping = true;
  logger.info({ signal, drainMs: REQUEST_DEADLINE_MS }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    logger.error('shutdown timed out: exiting with work still open');
    flushLogs(logger);
    process.exit(1);
  }, SHUTDOWN_BACKSTOP_MS + config.shutdownNotReadyMs).unref();
  let code = 0;
  for (const step of shutdownSteps) {
    try {
      await step.run();
    } catch (error) {
      code = 1;
      logger.error({ err: error }, `shutdown: could not ${step.name}`);
    }
  }
  logger.info({ code }, 'shut down');
  flushLogs(logger);
  process.exit(code);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
