/**
 * The lead-insert figure of `npm run bench`: POST /api/contact against the production server, which answers
 * 201 only once the lead and its e-mail row are committed (on SQLite fsynced). Sequential (one visitor after
 * another) and 16 concurrent, on SQLite and, where Debian's binaries exist, on a throw-away PostgreSQL.
 *
 *   tsx scripts/bench-leads.ts        this figure alone (npm run bench prints it after the page figures)
 *   BENCH_LEADS=400 ...               submissions per run (default 300)
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, buildServer } from './build';
import { postgresBinDir, startPostgres } from './postgres-cluster';
import { startDist } from './serve-dist';

const LEADS = Number(process.env.BENCH_LEADS ?? 300);

export interface InsertFigure {
  engine: string;
  mode: string;
  leads: number;
  leadsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function post(agent: http.Agent, port: number, n: number): Promise<number> {
  const body = JSON.stringify({
    name: `Bench Visitor ${n}`,
    email: `bench${n}@example.com`,
    phone: '(202) 555-0100',
    service: 'washer',
    message: 'Drum will not spin; water stays in the tub after the cycle.',
  });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          // Each submission from its own visitor, through the trusted proxy, so the rate limiter lets all in.
          'X-Forwarded-For': `198.18.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function measure(
  port: number,
  concurrency: number,
  offset: number,
): Promise<Omit<InsertFigure, 'engine' | 'mode'>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < LEADS) {
        const n = offset + next++;
        const t0 = process.hrtime.bigint();
        const status = await post(agent, port, n);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (status !== 201) failures += 1;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    leads: LEADS,
    leadsPerSecond: LEADS / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures,
  };
}

async function benchEngine(engine: string, databaseUrl: string): Promise<InsertFigure[]> {
  const server = await startDist({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' });
  try {
    // Warm-up: the first requests compile the code paths and open the connections.
    await measure(server.port, 4, 1_000_000).catch(() => undefined);
    const figures: InsertFigure[] = [];
    for (const [mode, concurrency] of [
      ['sequential', 1],
      ['16 concurrent', 16],
    ] as const) {
      figures.push({ engine, mode, ...(await measure(server.port, concurrency, figures.length * 100_000)) });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

/** Runs the lead-insert bench on each engine available and prints a table; dist/ must be built. */
export async function benchLeadInserts(): Promise<InsertFigure[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'car-bench-leads-'));
  const figures: InsertFigure[] = [];
  try {
    figures.push(...(await benchEngine('SQLite', `file:${path.join(work, 'site.db')}`)));
    if (postgresBinDir()) {
      const cluster = await startPostgres();
      try {
        figures.push(...(await benchEngine('PostgreSQL', await cluster.createDatabase())));
      } finally {
        await cluster.stop();
      }
    } else {
      console.log('bench: no PostgreSQL binaries (apt-get install postgresql), PostgreSQL figures left out');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nlead inserts: POST /api/contact, ${LEADS} per run, 201 once committed`);
  console.log('| engine | mode | leads/s | p50 ms | p99 ms | failures |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const f of figures) {
    console.log(
      `| ${f.engine} | ${f.mode} | ${f.leadsPerSecond.toFixed(0)} | ${f.p50Ms.toFixed(2)} | ${f.p99Ms.toFixed(2)} | ${f.failures} |`,
    );
  }
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildClient('production');
  await buildServer();
  const figures = await benchLeadInserts();
  if (figures.some((f) => f.failures > 0)) process.exitCode = 1;
}
