import { ConfigError, loadConfig, type Config } from './http/config';
import { openDatabase } from './db/database';
import { importLegacyLeads, legacyImportMessage } from './leads/legacy-import';
import { leadMailStatus } from './leads/outbox';
import { createLogger } from './http/logger';
import { createServer } from './http/server';
import { httpsRedirectWarning } from './http/https-redirect';

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

// A database that cannot be opened is a configuration problem: say which and stop, before taking any request.
const database = await openDatabase(config.database, {
  onIdleError: (err) => logger.warn({ err }, 'database connection dropped'),
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
const server = createServer({ config, logger, database });
server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, env: config.env }, `Capital Appliance Repair listening on http://localhost:${port}`);
});

// A bug that escapes every handler leaves the process in an unknown state: log it with its stack and let the
// supervisor restart us. Leads are fsynced before their 201, so none that were confirmed are lost.
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});

/** Stop accepting connections, let in-flight requests finish, then exit; give up after ten seconds. */
function shutdown(signal: string): void {
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  server.close((error) => {
    // Requests are done, so no new lead can arrive; let a send in flight finish and be recorded as sent.
    void Promise.resolve(server.app.locals.leadOutbox?.stop())
      .then(() => database.close())
      .finally(() => process.exit(error ? 1 : 0));
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.error('shutdown timed out: exiting with requests still open');
    process.exit(1);
  }, 10_000).unref();
}

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
