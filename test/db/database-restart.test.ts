/**
 * PostgreSQL restarted or stopped under a production server while visitors keep coming: the process never exits,
 * pages are served throughout, a submission either succeeds or hears 503 with the phone number, every one that
 * was acknowledged is stored exactly once, and the pool reconnects by itself. A server started while the database
 * is down waits for it (DATABASE_WAIT_SECONDS), and gives up with a clear message when it does not come.
 * SQLite's blip, another process holding the write lock, costs no exit either.
 */
import Database from 'libsql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { bookingBody, offeredWindows } from '../helpers/booking';
import { postgresAvailable, startPostgres, type PostgresCluster } from '../helpers/postgres';
import { startBuiltServer, stopServers, type ServerProcess } from '../helpers/server-process';

const phone = business.phone.display;
const running: ServerProcess[] = [];
afterEach(async () => {
  await stopServers(running, 'SIGTERM');
});

type Kind = 'contact form' | 'contact API' | 'booking API';
interface Submission {
  kind: Kind;
  name: string;
  status: number | string;
  body: string;
}

/**
 * Acknowledged: the visitor was told it was taken: 201, the form's 303 to its confirmation, or a booking's 202
 * (held for an e-mailed confirmation: the many new visitors of this test set off the surge defence).
 */
const acknowledged = (submission: Submission) => [201, 202, 303].includes(submission.status as number);
/** Every answer a submission may get here: taken, a booking's window just taken (409), or 503 with the phone. */
const ANSWERS = [201, 202, 303, 409, 503];

/**
 * Visitors, a few at a time, each reading a page then sending something, until `stop()` says so (and never more
 * than `maxRounds` rounds or two minutes): the answers of every page and submission.
 */
function traffic(url: string, windows: string[], stop: () => boolean, { visitors = 4, maxRounds = 3000 } = {}) {
  const pages: { path: string; status: number | string }[] = [];
  const submissions: Submission[] = [];
  const deadline = Date.now() + 120_000;
  const send = async (path: string, init: RequestInit): Promise<{ status: number | string; body: string }> => {
    try {
      const response = await fetch(`${url}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: error instanceof Error ? error.message : String(error), body: '' };
    }
  };
  const visitor = async () => {
    for (let round = 0; round < maxRounds && !stop() && Date.now() < deadline; round++) {
      const i = ++n;
      const from = { 'X-Forwarded-For': `198.18.${(i >> 8) & 255}.${i & 255}` };
      const path = i % 2 ? '/' : '/about';
      pages.push({ path, status: (await send(path, { headers: from })).status });
      const kind: Kind = (['contact form', 'contact API', 'booking API'] as const)[i % 3]!;
      const name = `Restart Visitor ${i}`;
      const contact = { name, email: `restart${i}@example.com`, phone: '(301) 555-0188', service: 'washer' };
      let answer;
      if (kind === 'contact form')
        answer = await send('/contact', {
          method: 'POST',
          headers: { ...from, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...contact, message: 'Sent while the database restarts.' }).toString(),
        });
      else if (kind === 'contact API')
        answer = await send('/api/contact', {
          method: 'POST',
          headers: { ...from, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...contact, message: 'Sent while the database restarts.' }),
        });
      else
        answer = await send('/api/bookings', {
          method: 'POST',
          headers: { ...from, 'Content-Type': 'application/json' },
          body: JSON.stringify(bookingBody(windows[i % windows.length]!, { name })),
        });
      submissions.push({ kind, name, ...answer });
    }
  };
  const done = Promise.all(Array.from({ length: visitors }, visitor));
  return { pages, submissions, done };
}

/** Numbers the visitors of every traffic() call, so each submission's name is its own. */
let n = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, checking every 100 ms; fails naming `what` after `limitMs`. */
async function until(what: string, condition: () => boolean, limitMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + limitMs; !condition(); await sleep(100))
    if (Date.now() > deadline) throw new Error(`still waiting after ${limitMs} ms: ${what}`);
}

const KINDS: Kind[] = ['contact form', 'contact API', 'booking API'];

/** How many rows of `table` have each name, read straight from PostgreSQL. */
async function namesIn(url: string, table: 'leads' | 'bookings' | 'booking_holds'): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; count: string }>(
      `select name, count(*) as count from ${table} group by name`,
    );
    return new Map(rows.map((row) => [row.name, Number(row.count)]));
  } finally {
    await client.end();
  }
}

async function leadsWithoutTheirEmail(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) as count from leads where id not in (select lead_id from lead_emails)',
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

async function bookableWindows(url: string): Promise<string[]> {
  const windows = await offeredWindows(url);
  // A day or more away, so none runs out of notice while the test runs.
  return windows.filter((w) => w.remaining > 0 && Date.parse(w.start) > Date.now() + 86_400_000).map((w) => w.start);
}

describe.runIf(postgresAvailable('database restarts'))('a PostgreSQL restart or outage under traffic', () => {
  // Its own cluster: these tests restart and stop it, which the other suites' shared cluster must not see.
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres({ durable: false });
  }, 60_000);
  afterAll(async () => cluster?.stop(), 30_000);

  it('pg_ctl restart -m fast, then a stop of 5 s: no exit, pages served, every acknowledged submission stored once', async () => {
    const url = await cluster.createDatabase();
    const server = await startBuiltServer({ DATABASE_URL: url });
    running.push(server);
    const windows = await bookableWindows(server.url);
    expect(windows.length).toBeGreaterThan(0);

    let stopping = false;
    const load = traffic(server.url, windows, () => stopping);
    const succeededSince = (from: number) => load.submissions.slice(from).filter(acknowledged).length;
    /** Every kind of submission sent since `from` has been taken at least once. */
    const eachKindTakenSince = (from: number) =>
      KINDS.every((kind) => load.submissions.slice(from).some((s) => s.kind === kind && acknowledged(s)));

    // Each step waits for what it is about, not for a time: traffic being taken, taken again after the restart,
    // refused with 503 while the database is away, and taken again once it is back.
    await until('submissions taken before the restart', () => eachKindTakenSince(0));
    // Sessions are ended between and during the queries of checked-out connections.
    await cluster.restart();
    const afterRestart = load.submissions.length;
    await until('submissions taken after the restart', () => eachKindTakenSince(afterRestart));
    cluster.pause();
    const outageStart = load.submissions.length;
    await until('a 503 while the database is stopped', () =>
      load.submissions.slice(outageStart).some((submission) => submission.status === 503),
    );
    cluster.start();
    const afterOutage = load.submissions.length;
    await until('submissions taken once the database is back', () => eachKindTakenSince(afterOutage));
    stopping = true;
    await load.done;

    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught exception|"level":"fatal"/);
    expect(load.pages.length).toBeGreaterThan(0);
    expect(load.pages.filter((page) => page.status !== 200)).toEqual([]);

    // While it was away, visitors were told to call; once back, their submissions are taken again.
    const during = load.submissions.slice(outageStart, afterOutage);
    expect(during.some((submission) => submission.status === 503)).toBe(true);
    expect(succeededSince(afterOutage)).toBeGreaterThan(0);
    for (const submission of load.submissions) {
      expect(ANSWERS, `${submission.kind}: ${submission.status}`).toContain(submission.status);
      if (submission.status === 503) expect(submission.body).toContain(phone);
    }

    // The pool reconnected on its own: a new submission of each kind is taken (a booking in a window still open).
    const after = traffic(server.url, await bookableWindows(server.url), () => false, { visitors: 1, maxRounds: 3 });
    await after.done;
    expect(after.submissions).toHaveLength(3);
    for (const submission of after.submissions) expect(acknowledged(submission), submission.kind).toBe(true);

    const all = [...load.submissions, ...after.submissions];
    const leads = await namesIn(url, 'leads');
    const bookings = await namesIn(url, 'bookings');
    const holds = await namesIn(url, 'booking_holds');
    for (const submission of all) {
      const { name } = submission;
      const stored =
        submission.kind === 'booking API' ? (bookings.get(name) ?? 0) + (holds.get(name) ?? 0) : (leads.get(name) ?? 0);
      // Acknowledged: stored exactly once. Refused or cut: stored at most once (a commit whose answer was lost).
      if (acknowledged(submission)) expect(stored, `${submission.kind} ${submission.name}`).toBe(1);
      else expect(stored, `${submission.kind} ${submission.name}`).toBeLessThanOrEqual(1);
    }
    // Nothing half-written: every lead has its e-mail queued with it.
    expect(await leadsWithoutTheirEmail(url)).toBe(0);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);

  // Over a Unix socket a stopped server is a missing socket file (ENOENT), not a refused connection.
  it.for(['TCP', 'a Unix socket'])(
    'a server started while the database is down waits for it, then serves (%s)',
    { timeout: 60_000 },
    async (over) => {
      const created = await cluster.createDatabase();
      const url = over === 'TCP' ? created : cluster.overSocket(created);
      cluster.pause();
      let started: Promise<ServerProcess> | undefined;
      try {
        // The database comes back only once the server said it is waiting: a loaded machine may take seconds to
        // start node at all, and a database back before the first try would prove nothing.
        let saidWaiting: () => void = () => undefined;
        const waiting = new Promise<void>((resolve) => (saidWaiting = resolve));
        started = startBuiltServer({ DATABASE_URL: url, DATABASE_WAIT_SECONDS: '60' }, undefined, (output) => {
          if (output.includes('waiting for the database')) saidWaiting();
        });
        await Promise.race([waiting, sleep(30_000)]);
        // Held past a few tries, the server must still be waiting, not gone. A time, not a condition: the tries after
        // the first are folded into one log line every 10 s, so none of them can be waited for sooner.
        await sleep(2_000);
      } finally {
        cluster.start();
      }
      const server = await started;
      running.push(server);
      expect(server.output()).toContain('waiting for the database');
      const answer = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'First After Start',
          email: 'first@example.com',
          phone: '(301) 555-0188',
          service: 'washer',
          message: 'The database came up after the server.',
        }),
      });
      expect(answer.status).toBe(201);
    },
  );

  it('does not wait for what waiting cannot fix: a database that does not exist stops start-up at once', async () => {
    const url = new URL(cluster.adminUrl);
    url.pathname = '/no_such_database';
    const start = startBuiltServer({ DATABASE_URL: url.href, DATABASE_WAIT_SECONDS: '60' });
    const message = await start.then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(message).toContain('server exited early');
    expect(message).toContain('database "no_such_database" does not exist');
    expect(message).not.toContain('waiting for the database');
  });

  it('gives up after DATABASE_WAIT_SECONDS with a message saying so', async () => {
    const url = await cluster.createDatabase();
    cluster.pause();
    try {
      const start = startBuiltServer({ DATABASE_URL: url, DATABASE_WAIT_SECONDS: '2' });
      await expect(start).rejects.toThrow(/server exited early/);
      const message = await start.catch((error: Error) => error.message);
      expect(message).toContain('waiting for the database');
      expect(message).toMatch(/gave up waiting for the database after 2 s \(DATABASE_WAIT_SECONDS\)/);
    } finally {
      cluster.start();
    }
  }, 60_000);
});

describe('SQLite locked by another process under traffic', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'car-db-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('no exit; pages served while locked; submissions taken or 503 with the phone, taken again once it is free', async () => {
    const file = path.join(dir, 'site.db');
    const server = await startBuiltServer({ DATABASE_URL: `file:${file}` });
    running.push(server);
    const windows = await bookableWindows(server.url);

    let stopping = false;
    const load = traffic(server.url, windows, () => stopping, { visitors: 3 });
    const taken = () => load.submissions.filter(acknowledged).length;
    await until('submissions taken before the lock', () => taken() > 0);
    // A stuck backup or a hung process holding the write lock past the busy timeout (5 s). Submissions queue for
    // the one connection meanwhile, each waiting its turn, until the first one waiting hears 503.
    const other = new Database(file);
    // The server may be writing at this instant: wait for its turn, then keep the lock.
    other.exec('PRAGMA busy_timeout = 10000');
    other.exec('BEGIN IMMEDIATE');
    const locked = load.submissions.length;
    await until('a 503 while the write lock is held', () =>
      load.submissions.slice(locked).some((submission) => submission.status === 503),
    );
    other.exec('ROLLBACK');
    other.close();
    const unlocked = load.submissions.length;
    await until('submissions taken once the lock is free', () => load.submissions.slice(unlocked).some(acknowledged));
    stopping = true;
    await load.done;

    expect(server.child.exitCode).toBeNull();
    expect(load.pages.filter((page) => page.status !== 200)).toEqual([]);
    for (const submission of load.submissions) {
      expect(ANSWERS, `${submission.kind}: ${submission.status}`).toContain(submission.status);
      if (submission.status === 503) expect(submission.body).toContain(phone);
    }
    const after = traffic(server.url, await bookableWindows(server.url), () => false, { visitors: 1, maxRounds: 3 });
    await after.done;
    for (const submission of after.submissions) expect(acknowledged(submission), submission.kind).toBe(true);
  }, 120_000);
});
