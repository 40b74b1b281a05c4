/**
 * A PostgreSQL restart and outage under load (not CI; the figures of docs/operations.md): three production
 * servers on one database of a throw-away cluster, a bounded stream of page reads and contact posts spread over
 * them, then `pg_ctl restart -m fast`, then PostgreSQL stopped for 13 s and started again. Prints the requests
 * served by status, the 5xx (and whether each 503 named the phone), the servers still running, and whether
 * every acknowledged lead was stored exactly once.
 *
 *   npx tsx scripts/db-restart.ts          RESTART_CLIENTS=12 RESTART_OUTAGE_SECONDS=13
 *
 * Loopback only; every loop is bounded in count and time.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { business } from '../data/business';
import { buildClient, buildServer } from './build';
import { startPostgres } from './postgres-cluster';
import { startDist, type RunningDist } from './serve-dist';

const clients = Number(process.env.RESTART_CLIENTS ?? 12);
const outageMs = Number(process.env.RESTART_OUTAGE_SECONDS ?? 13) * 1000;
/** No client sends more than this, whatever the phases take. */
const MAX_REQUESTS_PER_CLIENT = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the run was when an answer came: before, around the restart, during the outage, after. */
type Phase = 'before' | 'restart' | 'outage' | 'after';

interface Answer {
  phase: Phase;
  kind: 'page' | 'contact';
  status: number | 'network error';
  name?: string;
  phoneNamed?: boolean;
}

async function main(): Promise<void> {
  await Promise.all([buildClient('production'), buildServer()]);
  const cluster = await startPostgres();
  const logs = mkdtempSync(path.join(tmpdir(), 'car-restart-'));
  const servers: RunningDist[] = [];
  try {
    const url = await cluster.createDatabase();
    for (let n = 0; n < 3; n++) {
      const log = openSync(path.join(logs, `server-${n}.log`), 'w');
      servers.push(await startDist({ DATABASE_URL: url, TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' }, log));
      closeSync(log);
    }

    const answers: Answer[] = [];
    let stopping = false;
    let phase: Phase = 'before';
    const deadline = Date.now() + 120_000;
    let sent = 0;
    const client = async (c: number) => {
      for (let i = 0; i < MAX_REQUESTS_PER_CLIENT && !stopping && Date.now() < deadline; i++) {
        const n = ++sent;
        const base = servers[n % servers.length]!.baseURL;
        const from = { 'X-Forwarded-For': `198.18.${c}.${i % 250}` };
        const request = async (kind: Answer['kind'], path: string, init: RequestInit = {}, name?: string) => {
          try {
            const response = await fetch(`${base}${path}`, {
              ...init,
              headers: { ...from, ...init.headers },
              redirect: 'manual',
              signal: AbortSignal.timeout(30_000),
            });
            const text = await response.text();
            const phoneNamed = text.includes(business.phone.display);
            answers.push({ phase, kind, status: response.status, name, phoneNamed });
          } catch {
            answers.push({ phase, kind, status: 'network error', name });
          }
        };
        await request('page', n % 2 ? '/' : '/about');
        if (n % 4 === 0) {
          const name = `Restart Load ${n}`;
          await request(
            'contact',
            '/api/contact',
            {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                name,
                email: `load${n}@example.com`,
                phone: '(301) 555-0188',
                service: 'washer',
                message: 'Sent while the database restarts.',
              }),
            },
            name,
          );
        }
      }
    };
    const started = Date.now();
    const load = Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    await sleep(3_000);
    console.log(`${at()}: pg_ctl restart -m fast`);
    phase = 'restart';
    await cluster.restart();
    console.log(`${at()}: PostgreSQL is back`);
    await sleep(5_000);
    console.log(`${at()}: PostgreSQL stopped for ${outageMs / 1000} s`);
    phase = 'outage';
    cluster.pause();
    await sleep(outageMs);
    cluster.start();
    phase = 'after';
    console.log(`${at()}: PostgreSQL started`);
    await sleep(5_000);
    stopping = true;
    await load;

    const byStatus = new Map<string, number>();
    for (const answer of answers) {
      const key = `${answer.phase.padEnd(7)} ${answer.kind} ${answer.status}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const fivexx = answers.filter((a) => typeof a.status === 'number' && a.status >= 500);
    const alive = servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const { rows } = await db.query<{ name: string; count: string }>(
      'select name, count(*) as count from leads group by name',
    );
    await db.end();
    const stored = new Map(rows.map((row) => [row.name, Number(row.count)]));
    const acknowledged = answers.filter((a) => a.kind === 'contact' && a.status === 201);
    const notOnce = acknowledged.filter((a) => stored.get(a.name!) !== 1);
    const fatal = servers.map((_, n) => readFileSync(path.join(logs, `server-${n}.log`), 'utf8')).join('');

    console.log(`\nrequests answered: ${answers.length} in ${at()} by ${clients} clients over 3 servers`);
    const order = (key: string) => ['before', 'restart', 'outage', 'after'].indexOf(key.trim().split(' ')[0]!);
    const keys = [...byStatus.keys()].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    for (const key of keys) console.log(`  ${key}: ${byStatus.get(key)}`);
    console.log(
      `5xx: ${fivexx.length} (pages: ${fivexx.filter((a) => a.kind === 'page').length}; ` +
        `503s naming the phone: ${fivexx.filter((a) => a.status === 503 && a.phoneNamed).length})`,
    );
    console.log(`servers alive: ${alive.length} of ${servers.length}`);
    console.log(`fatal log lines: ${(fatal.match(/"level":"fatal"/g) ?? []).length}`);
    console.log(`acknowledged leads: ${acknowledged.length}, not stored exactly once: ${notOnce.length}`);
    if (alive.length !== servers.length || notOnce.length > 0) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await cluster.stop();
    rmSync(logs, { recursive: true, force: true });
  }
}

await main();
