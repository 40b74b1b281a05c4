import { statfs } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { AppDatabase } from '../kernel/db/database';
import { migrations } from '../kernel/db/migrations';

/** How long /readyz waits for the database before it counts as unreachable. */
export const READY_PING_TIMEOUT_MS = 2_000;
/** Probes within this long of the last check get its answer: a probe per second per balancer costs one query. */
export const READY_CACHE_MS = 1_000;

export interface ReadinessOptions {
  database: AppDatabase;
  /** Folders whose disk must keep room to write: SQLite's folder (photos are stored in the database). */
  disks: readonly string[];
  /** Not ready when a disk has less free than this many bytes, or than this share of its size. */
  minFreeBytes: number;
  minFreeRatio: number;
  logger: Logger;
  pingTimeoutMs?: number;
  cacheMs?: number;
}

export interface ReadinessReport {
  ready: boolean;
  /** Short, public reasons ("database unreachable"); the details go to the log. */
  causes: string[];
}

/** Whether this server should be sent traffic: what /readyz answers, and what shutdown turns off. */
export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on not ready: the server is shutting down and wants no new requests. */
  startDraining(): void;
}

interface Problem {
  cause: string;
  detail: string;
}

export function createReadiness(options: ReadinessOptions): Readiness {
  const { database, disks, minFreeBytes, minFreeRatio, logger } = options;
  const pingTimeoutMs = options.pingTimeoutMs ?? READY_PING_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? READY_CACHE_MS;
  const known = new Set(Object.keys(migrations));
  let draining = false;
  let last: { at: number; report: ReadinessReport } | undefined;
  let running: Promise<ReadinessReport> | undefined;
  let lastLogged = '';

  const databaseProblems = async (): Promise<Problem[]> => {
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      return [{ cause: 'database unreachable', detail: messageOf(error) }];
    }
    let applied: string[];
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
      applied = rows.map((row) => row.name);
    } catch (error) {
      return [{ cause: 'migrations not current', detail: `no migrations table: ${messageOf(error)}` }];
    }
    const unknown = applied.filter((name) => !known.has(name));
    const appliedSet = new Set(applied);
    const missing = [...known].filter((name) => !appliedSet.has(name));
    const problems: Problem[] = [];
    // A newer version migrated the database: this build may not read or write what it now holds.
    if (unknown.length > 0)
      problems.push({
        cause: 'migrations not current',
        detail: `the database has migrations this build does not know: ${unknown.join(', ')}`,
      });
    if (missing.length > 0)
      problems.push({ cause: 'migrations not current', detail: `not applied: ${missing.join(', ')}` });
    return problems;
  };

  // A ping the database has not answered yet is waited on again rather than joined by another: while the
  // database hangs, probes must not take the pool's connections one per second.
  let pending: Promise<Problem[]> | undefined;
  const databaseCheck = () => {
    pending ??= databaseProblems().finally(() => (pending = undefined));
    return withinTime(pending);
  };

  const withinTime = (work: Promise<Problem[]>): Promise<Problem[]> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Problem[]>((resolve) => {
      timer = setTimeout(
        () => resolve([{ cause: 'database unreachable', detail: `no answer within ${pingTimeoutMs} ms` }]),
        pingTimeoutMs,
      );
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };

  const diskProblems = async (): Promise<Problem[]> => {
    const problems: Problem[] = [];
    for (const dir of disks) {
      try {
        const stats = await statfs(dir);
        const free = stats.bavail * stats.bsize;
        const size = stats.blocks * stats.bsize;
        if (free < minFreeBytes || (size > 0 && free / size < minFreeRatio))
          problems.push({
            cause: 'disk nearly full',
            detail: `${dir}: ${megabytes(free)} free of ${megabytes(size)} (needs ${megabytes(minFreeBytes)} and ${Math.round(minFreeRatio * 100)} %)`,
          });
      } catch (error) {
        problems.push({ cause: 'disk unreadable', detail: `${dir}: ${messageOf(error)}` });
      }
    }
    return problems;
  };

  const probe = async (): Promise<ReadinessReport> => {
    const problems = (await Promise.all([databaseCheck(), diskProblems()])).flat();
    const report = { ready: problems.length === 0, causes: [...new Set(problems.map((p) => p.cause))] };
    // Said once when it changes, not per probe: the probes themselves are logged at debug.
    const summary = problems.map((p) => `${p.cause}: ${p.detail}`).join('; ');
    if (summary !== lastLogged) {
      if (summary) logger.warn({ causes: report.causes }, `not ready: ${summary}`);
      else if (lastLogged) logger.info('ready again');
      lastLogged = summary;
    }
    last = { at: Date.now(), report };
    return report;
  };

  return {
    check() {
      if (draining) return Promise.resolve({ ready: false, causes: ['draining'] });
      if (last && Date.now() - last.at < cacheMs) return Promise.resolve(last.report);
      running ??= probe().finally(() => (running = undefined));
      return running;
    },
    startDraining() {
      if (!draining) logger.info('not ready: draining for shutdown');
      draining = true;
    },
  };
}

/**
 * GET /readyz: 200 when this server can take traffic, 503 naming why not (database unreachable, migrations
 * not current, disk nearly full, draining). Never cached. /healthz, the liveness check, stays without the database.
 */
export function readyz(readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    const { ready, causes } = await readiness.check();
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(ready ? { status: 'ready' } : { status: 'not ready', causes });
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
