import { ConfigError, loadConfig, type Config } from './config';
import { createServer } from './server';

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
const server = createServer({ config });
server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Capital Appliance Repair listening on http://localhost:${port} (${config.env})`);
});

/** Stop accepting connections, let in-flight requests finish, then exit; give up after ten seconds. */
function shutdown(signal: string): void {
  console.log(`${signal} received: finishing in-flight requests`);
  server.close((error) => process.exit(error ? 1 : 0));
  server.closeIdleConnections();
  setTimeout(() => {
    console.error('shutdown timed out: exiting with requests still open');
    process.exit(1);
  }, 10_000).unref();
}

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
