import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient, buildServer } from '../../scripts/build';
import './postgres';
import { startTestDatabases } from './templates';

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
  const databases = startTestDatabases();
  const settled = await Promise.allSettled([buildClient('production'), buildServer(), databases]);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await databases.then(
      (started) => started.stop(),
      () => undefined,
    );
    throw failure.reason;
  }
  const { postgresAdminUrl, sqliteTemplate, postgresTemplate, stop } = await databases;
  project.provide('postgresAdminUrl', postgresAdminUrl);
  project.provide('sqliteTemplate', sqliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  // testApp's databases, one folder for the run, removed after it (the temporary folder may be a RAM disk).
  const appsFolder = mkdtempSync(path.join(tmpdir(), 'car-apps-'));
  project.provide('appsFolder', appsFolder);
  return async () => {
    await stop();
    rmSync(appsFolder, { recursive: true, force: true });
  };
}
