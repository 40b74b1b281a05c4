import type { TestProject } from 'vitest/node';
import { buildClient, buildServer } from '../../scripts/build';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../scripts/postgres-cluster';
import './postgres';

/**
 * Vitest global setup, once per run, before any suite, in parallel:
 * - the client: the app links hashed client files;
 * - the server bundle (dist/server.js), for the suites that start the production server as its own process. It is
 *   built here and nowhere else, so no suite rebuilds dist/ while another one's server runs from it;
 * - one PostgreSQL cluster where the binaries exist, in which each storage suite creates its own databases
 *   (test/helpers/engines.ts). One cluster per file cost about 3 s of initdb and start-up each.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: PostgresCluster | undefined;
  const settled = await Promise.allSettled([
    buildClient('production'),
    buildServer(),
    postgresBinDir() &&
      startPostgres({ durable: false }).then((started) => {
        cluster = started;
      }),
  ]);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await cluster?.stop();
    throw failure.reason;
  }
  project.provide('postgresAdminUrl', cluster?.adminUrl ?? '');
  return async () => {
    await cluster?.stop();
  };
}
