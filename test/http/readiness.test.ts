/**
 * Liveness and readiness: /healthz says the process serves, /readyz whether a balancer should send it traffic.
 * A server whose database is unreachable, whose database's migrations are not this build's, whose disk is nearly
 * full or which is shutting down answers /readyz 503 naming why, and 200 otherwise; never cached.
 */
import { createServer as createNetServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/kernel/db/database';
import { testApp } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import { startBuiltServer, stopServers, type ServerProcess } from '../helpers/server-process';

const engines = testEngines('readiness');

/** More free space than any disk has today (some 950 TB), in MB. */
const MORE_THAN_ANY_DISK_MB = '999999999';
/** Thresholds any disk passes, so a full disk on the machine running the tests does not decide the others. */
const ANY_DISK = { READY_MIN_FREE_MB: '0', READY_MIN_FREE_PERCENT: '0' };

/** A loopback port nothing listens on: a PostgreSQL server that is down. */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(engines)('readiness on $name', (engine) => {
  it('is ready (200, never cached) when the database answers, its migrations are this build’s and the disk has room', async () => {
    const url = await engine.migratedDatabaseUrl();
    const database = await engine.open(url);
    const site = supertest(testApp({ DATABASE_URL: url, ...ANY_DISK }, { database }));
    const response = await site.get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503 "database unreachable") while the database cannot be reached, but stays alive', async () => {
    let site: ReturnType<typeof supertest>;
    if (engine.name === 'postgres') {
      // A stopped server: nothing listens where DATABASE_URL points.
      const url = `postgres://site@127.0.0.1:${await closedPort()}/site`;
      const database = createDatabase({ engine: 'postgres', url }, { connectTimeoutMs: 1000 });
      site = supertest(testApp({ DATABASE_URL: url, ...ANY_DISK }, { database }));
    } else {
      const url = await engine.migratedDatabaseUrl();
      const database = await engine.open(url);
      site = supertest(testApp({ DATABASE_URL: url, ...ANY_DISK }, { database }));
      await database.close();
    }
    const response = await site.get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'not ready', causes: ['database unreachable'] });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await site.get('/healthz')).status).toBe(200);
  });

  it('is not ready (503 "migrations not current") when a newer version has migrated the database', async () => {
    const url = await engine.migratedDatabaseUrl();
    const database = await engine.open(url);
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', '2026-12-01T00:00:00.000Z')`.execute(
      database.db,
    );
    const site = supertest(testApp({ DATABASE_URL: url, ...ANY_DISK }, { database }));
    const response = await site.get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'not ready', causes: ['migrations not current'] });
  });

  it('is not ready (503 "migrations not current") when the database misses a migration this build has', async () => {
    const url = await engine.migratedDatabaseUrl();
    const database = await engine.open(url);
    await sql`delete from kysely_migration where name = '0020-hold-consent'`.execute(database.db);
    const site = supertest(testApp({ DATABASE_URL: url, ...ANY_DISK }, { database }));
    const response = await site.get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'not ready', causes: ['migrations not current'] });
  });
});

describe('readiness and a database that hangs', () => {
  it('answers 503 "database unreachable" in bounded time when the database takes connections but never answers', async () => {
    // Accepts the connection and says nothing, as a network cut or a wedged server does.
    const sockets: Socket[] = [];
    const silent = createNetServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `postgres://site@127.0.0.1:${(silent.address() as { port: number }).port}/site`;
    // Far longer than the test may take: only the readiness check's own bound can answer in time.
    const database = createDatabase({ engine: 'postgres', url }, { connectTimeoutMs: 120_000 });
    try {
      const site = supertest(testApp({ DATABASE_URL: url, ...ANY_DISK }, { database }));
      const response = await site.get('/readyz');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'not ready', causes: ['database unreachable'] });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await database.close().catch(() => undefined);
    }
  }, 30_000);
});

describe('readiness and the disk', () => {
  it('is not ready (503 "disk nearly full") when the disk under SQLite has less free than READY_MIN_FREE_MB', async () => {
    const [sqlite] = engines;
    const url = await sqlite!.migratedDatabaseUrl();
    const database = await sqlite!.open(url);
    const full = supertest(
      testApp(
        { DATABASE_URL: url, READY_MIN_FREE_MB: MORE_THAN_ANY_DISK_MB, READY_MIN_FREE_PERCENT: '0' },
        { database },
      ),
    );
    const response = await full.get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'not ready', causes: ['disk nearly full'] });
  });

  it('is not ready when the disk has less free than READY_MIN_FREE_PERCENT of its size', async () => {
    const [sqlite] = engines;
    const url = await sqlite!.migratedDatabaseUrl();
    const database = await sqlite!.open(url);
    const full = supertest(
      testApp({ DATABASE_URL: url, READY_MIN_FREE_MB: '0', READY_MIN_FREE_PERCENT: '99.99' }, { database }),
    );
    expect((await full.get('/readyz')).body).toEqual({ status: 'not ready', causes: ['disk nearly full'] });
  });
});

describe('readiness during a stop', () => {
  const running: ServerProcess[] = [];
  afterEach(() => stopServers(running, 'SIGKILL'));

  it('answers /readyz 503 "draining" after SIGTERM while it still serves pages, then exits 0', async () => {
    const [sqlite] = engines;
    const server = await startBuiltServer({
      DATABASE_URL: await sqlite!.migratedDatabaseUrl(),
      SHUTDOWN_NOT_READY_MS: '5000',
      ...ANY_DISK,
    });
    running.push(server);
    const before = await fetch(`${server.url}/readyz`);
    expect(before.status).toBe(200);

    server.child.kill('SIGTERM');
    let during: Response | undefined;
    for (let tries = 0; tries < 50; tries++) {
      during = await fetch(`${server.url}/readyz`);
      if (during.status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(during!.status).toBe(503);
    expect(await during!.json()).toEqual({ status: 'not ready', causes: ['draining'] });
    expect(during!.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 30_000);
});
