import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './serve-dist';

/**
 * A throw-away PostgreSQL cluster from Debian's `postgresql` package: initdb and pg_ctl in a temp folder, on a
 * free loopback port, as an unprivileged user (PostgreSQL refuses to run as root, and CI runs as root). The
 * tests and `npm run bench` use it; nothing in production does.
 */
export interface PostgresCluster {
  /** postgres:// URL of the cluster's `postgres` database, for CREATE and DROP DATABASE. */
  adminUrl: string;
  /** postgres:// URL of a new, empty database in the cluster. */
  createDatabase(): Promise<string>;
  /**
   * The same database as `url` reached through the cluster's Unix socket (`?host=` the socket's folder, as libpq
   * and node-postgres read it), whose file is gone while the server is down.
   */
  overSocket(url: string): string;
  stop(): Promise<void>;
  /** Stops the server without removing anything, so start() can bring the same data back. */
  pause(): void;
  start(): void;
  /**
   * `pg_ctl restart -m fast`, as an operator restarts PostgreSQL: every session is ended ("terminating connection
   * due to administrator command") and the server comes back on the same port. Asynchronous, so a test's own
   * requests keep flowing meanwhile.
   */
  restart(): Promise<void>;
}

/** The bin folder of the newest installed PostgreSQL, if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

const runsAsRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program as the unprivileged user when we are root. */
function run(bin: string, args: string[]): void {
  const [command, fullArgs] = runsAsRoot() ? ['runuser', ['-u', 'nobody', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
}

/** run(), without holding up the event loop meanwhile. */
function runAsync(bin: string, args: string[]): Promise<void> {
  const [command, fullArgs] = runsAsRoot() ? ['runuser', ['-u', 'nobody', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    execFile(command, fullArgs, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(bin)} failed: ${stderr || stdout || error.message}`));
      else resolve();
    });
  });
}

/**
 * Creates a new database in the cluster at `adminUrl`, empty or a copy of the database named `template`; its URL.
 * The name is random, so any process may call it.
 *
 * A copy is made with STRATEGY FILE_COPY: the template's files copied as they are, between two checkpoints. The
 * default since PostgreSQL 15, WAL_LOG, writes every block of the template (10.6 MB migrated) through the WAL,
 * which cost the test cluster 185–197 ms of CPU a copy against 62–66 ms (and 20–40 ms against 12–14 ms to drop
 * it again); checkpoints cost little where the tests run a cluster without fsync (docs/testing.md, "CI time,
 * tenth pass").
 */
export async function createDatabaseIn(adminUrl: string, template?: string): Promise<string> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  if (template && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`not a template name: ${template}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(
      template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`,
    );
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the databases at `urls` (each a createDatabaseIn URL), closing whatever connections are still open to them. */
export async function dropDatabasesIn(adminUrl: string, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const url of urls) {
      const name = new URL(url).pathname.slice(1);
      if (!/^test_[0-9a-f]{16}$/.test(name)) throw new Error(`not a test database: ${name}`);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

export interface PostgresOptions {
  /**
   * Tests only: no fsync and asynchronous commits. Nothing a test checks depends on PostgreSQL surviving a power
   * cut, and every commit and CREATE DATABASE then costs no disk flush on a machine whose disk is shared. The
   * benchmarks keep the defaults, so their figures are those of a real server.
   */
  durable?: boolean;
}

export async function startPostgres({ durable = true }: PostgresOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const dir = mkdtempSync(path.join(tmpdir(), 'car-pg-'));
  if (runsAsRoot()) {
    const nobody = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());
    chownSync(dir, nobody, nobody);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const user = runsAsRoot() ? 'postgres' : userInfo().username;
  run(path.join(bin, 'initdb'), ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Many short-lived pools from parallel tests; the defaults (100) are enough but leave little room.
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = () =>
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  const pause = () => run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  const restart = () =>
    runAsync(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-m',
      'fast',
      '-w',
      '-t',
      '30',
      'restart',
    ]);
  start();
  const admin = `postgres://${user}@127.0.0.1:${port}/postgres`;
  return {
    adminUrl: admin,
    createDatabase: () => createDatabaseIn(admin),
    overSocket(url) {
      const socket = new URL(url);
      socket.hostname = 'localhost';
      socket.searchParams.set('host', dir);
      return socket.href;
    },
    pause,
    start,
    restart,
    async stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
