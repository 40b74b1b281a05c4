import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../server/kernel/db/database';
import { postgresBinDir, startPostgres } from '../../scripts/postgres-cluster';

/** The name of the migrated template database in the run's PostgreSQL cluster. */
export const POSTGRES_TEMPLATE = 'test_template';

export interface MigratedTemplates {
  /** A migrated SQLite file: a suite's database starts as a copy of it. */
  sqliteFile: string;
  /** The migrated database in the shared cluster that CREATE DATABASE … TEMPLATE copies, or '' without one. */
  postgresTemplate: string;
  remove(): void;
}

/**
 * Databases migrated once per run, which the storage suites copy instead of migrating each of their own: the 51
 * migrations took about 1 s per SQLite file and 4–6 s per PostgreSQL database on a loaded machine, a copy 0.1 s
 * and 0.6 s. The migrations themselves are tested from an empty database (test/db/database.test.ts), and a copy's
 * ready() still runs the migrator, which finds nothing left to apply.
 */
export async function migratedTemplates(postgresAdminUrl: string): Promise<MigratedTemplates> {
  const dir = mkdtempSync(path.join(tmpdir(), 'car-template-'));
  const sqliteFile = path.join(dir, 'site.db');
  const sqlite = createDatabase({ engine: 'sqlite', file: sqliteFile });
  try {
    await sqlite.ready();
    // The migrations' writes sit in the write-ahead log until a checkpoint; the copy takes the main file alone.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(sqlite.db);
  } finally {
    await sqlite.close();
  }
  if (postgresAdminUrl) {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    } finally {
      await admin.end();
    }
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${POSTGRES_TEMPLATE}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const postgres = createDatabase({ engine: 'postgres', url: url.toString() });
    try {
      await postgres.ready();
    } finally {
      await postgres.close();
    }
  }
  return {
    sqliteFile,
    postgresTemplate: postgresAdminUrl ? POSTGRES_TEMPLATE : '',
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What a run's global setup provides its suites (test/helpers/postgres.ts names them), and how to end it. */
export interface TestDatabases {
  postgresAdminUrl: string;
  sqliteTemplate: string;
  postgresTemplate: string;
  stop(): Promise<void>;
}

/**
 * One PostgreSQL cluster where the binaries exist (without fsync) and the migrated templates: what the Vitest run's
 * global setup and the browser run's (test/e2e/server.ts) each start once, for the suites and specs that copy them.
 */
export async function startTestDatabases(): Promise<TestDatabases> {
  const cluster = postgresBinDir() ? await startPostgres({ durable: false }) : undefined;
  try {
    const templates = await migratedTemplates(cluster?.adminUrl ?? '');
    return {
      postgresAdminUrl: cluster?.adminUrl ?? '',
      sqliteTemplate: templates.sqliteFile,
      postgresTemplate: templates.postgresTemplate,
      stop: async () => {
        templates.remove();
        await cluster?.stop();
      },
    };
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
}
