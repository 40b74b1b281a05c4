import { postgresBinDir } from '../../scripts/postgres-cluster';

export { createDatabaseIn, dropDatabasesIn, startPostgres, type PostgresCluster } from '../../scripts/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared PostgreSQL cluster (test/helpers/global-setup.ts), or '' where none was started. */
    postgresAdminUrl: string;
    /** A migrated SQLite file to copy (test/helpers/templates.ts). */
    sqliteTemplate: string;
    /** The migrated database in that cluster to copy with CREATE DATABASE … TEMPLATE, or '' without a cluster. */
    postgresTemplate: string;
    /** The run's folder for testApp's SQLite files, removed after the run (test/helpers/app.ts). */
    appsFolder: string;
  }
}

/**
 * Where no PostgreSQL binaries exist the suites that need one are skipped with a printed line, so `npm test` on
 * a fresh clone passes; with REQUIRE_POSTGRES=1 (set by .ci/run) that skip is a failure instead.
 */
export const postgresRequired = process.env.REQUIRE_POSTGRES === '1';

/** Whether the PostgreSQL suites run here. Prints why when they do not; throws when they must. */
export function postgresAvailable(suite: string): boolean {
  if (postgresBinDir()) return true;
  const why = 'no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)';
  if (postgresRequired) throw new Error(`${suite}: REQUIRE_POSTGRES=1 but ${why}`);
  console.log(`SKIPPED ${suite} on PostgreSQL: ${why}`);
  return false;
}
