import type { TestProject } from 'vitest/node';
import { buildClient, buildServer } from '../../scripts/build';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../scripts/postgres-cluster';
import './postgres';
import { migratedTemplates, type MigratedTemplates } from './templates';

/**
 * Vitest global setup, once per run, before any suite, in parallel:
 * - the client: the app links hashed client files;
 * - the server bundle (dist/server.js), for the suites that start the production server as its own process. It is
 *   built here and nowhere else, so no suite rebuilds dist/ while another one's server runs from it;
 * - one PostgreSQL cluster where the binaries exist, in which each storage suite creates its own databases
 *   (test/helpers/engines.ts). One cluster per file cost about 3 s of initdb and start-up each;
 * - a migrated SQLite file and a migrated PostgreSQL database, which the storage suites copy (./templates.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: PostgresCluster | undefined;
  let templates: MigratedTemplates | undefined;
  const settled = await Promise.allSettled([
    buildClient('production'),
    buildServer(),
    (async () => {
      if (postgresBinDir()) cluster = await startPostgres({ durable: false });
      templates = await migratedTemplates(cluster?.adminUrl ?? '');
    })(),
  ]);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    templates?.remove();
    await cluster?.stop();
    throw failure.reason;
  }
  project.provide('postgresAdminUrl', cluster?.adminUrl ?? '');
  project.provide('sqliteTemplate', templates!.sqliteFile);
  project.provide('postgresTemplate', templates!.postgresTemplate);
  return async () => {
    templates?.remove();
    await cluster?.stop();
  };
}
