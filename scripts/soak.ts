/**
 * Soak test (not CI): the production build under 100 concurrent connections of mixed GET traffic over every
 * route for 60 s with wrk, plus a steady trickle of contact-form posts from a bounded Node client. Passes when
 * there are no socket errors, no non-2xx answers, every post got its 201 and its line in the leads file, and the
 * server's RSS at the end is within 20% of its RSS after warm-up.
 *
 *   npm run bench:soak                     SOAK_SECONDS=60 SOAK_WARMUP_SECONDS=10 SOAK_CONNECTIONS=100
 *
 * The posts arrive through a trusted proxy (TRUST_PROXY=loopback) with a different X-Forwarded-For each, as
 * many visitors behind a load balancer would; from a single address the contact rate limiter would rightly
 * answer most of them with 429.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allPagePaths } from '../server/app/pages';
import { createDatabase } from '../server/kernel/db/database';
import { parseDatabaseUrl, type DatabaseConfig } from '../server/kernel/config';
import { buildClient, buildServer, distDir } from './build';
import { freePort } from './serve-dist';
import { rssMb } from './proc';

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 100);
const postsPerSecond = Number(process.env.SOAK_POSTS_PER_SECOND ?? 10);
const WRK = process.env.WRK ?? '/usr/bin/wrk';

/** The server's resident memory in MB, to a tenth, as the soak's report gives it. */
const rssTenths = (pid: number) => Math.round(rssMb(pid) * 10) / 10;

async function waitUntilHealthy(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited early');
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** Every page, the health check and the client's assets, in one Lua table wrk picks from at random. */
function luaScript(paths: string[]): string {
  const list = paths.map((p) => `"${p}"`).join(',\n  ');
  return `local paths = {\n  ${list}\n}
math.randomseed(42)
request = function()
  return wrk.format("GET", paths[math.random(#paths)], { ["Accept-Encoding"] = "gzip" })
end
`;
}

interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  latencyAvg: string;
  latencyP99: string;
  latencyMax: string;
  socketErrors: number;
  socketErrorKinds: string;
  non2xx: number;
}

/** Runs wrk without blocking this process, which meanwhile posts leads and samples memory. */
async function runWrk(url: string, script: string, duration: number): Promise<WrkResult> {
  const wrk = spawn(WRK, [
    '-t2',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    '--timeout',
    '5s',
    '-s',
    script,
    url,
  ]);
  let out = '';
  let err = '';
  wrk.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  wrk.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => wrk.once('exit', resolve));
  if (code !== 0) throw new Error(`wrk failed: ${err}`);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: Number(/(?<!\d)(\d+) requests in/.exec(out)?.[1]),
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    latencyAvg: /Latency\s+(\S+)/.exec(out)?.[1] ?? '?',
    latencyP99: /99%\s+(\S+)/.exec(out)?.[1] ?? '?',
    latencyMax: /Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? '?',
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    socketErrorKinds: errors?.[0] ?? 'none',
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** Contact posts at a steady rate, at most four in flight, each from its own (forwarded) address. */
async function postLeads(url: string, until: number): Promise<{ sent: number; statuses: Record<number, number> }> {
  const statuses: Record<number, number> = {};
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  while (Date.now() < until) {
    if (inFlight.size < 4) {
      const n = sent++;
      const post = fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({
          name: `Soak Visitor ${n}`,
          email: `soak${n}@example.com`,
          phone: '(202) 555-0100',
          service: 'washer',
          message: 'Soak test lead.',
        }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        },
        () => {
          statuses[0] = (statuses[0] ?? 0) + 1;
        },
      );
      const tracked = post.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 / postsPerSecond));
  }
  await Promise.all(inFlight);
  return { sent, statuses };
}

/** Leads the soak stored, read from the server's database. */
async function countLeads(url: string): Promise<number> {
  const database = createDatabase(parseDatabaseUrl(url) as DatabaseConfig);
  try {
    const row = await database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  await buildClient('production');
  await buildServer();
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as { js: string; css: string };
  const candidates = [...allPagePaths(), '/healthz', '/favicon.svg', manifest.js, manifest.css];

  const workDir = mkdtempSync(path.join(tmpdir(), 'car-soak-'));
  const databaseUrl = `file:${path.join(workDir, 'site.db')}`;
  const script = path.join(workDir, 'mix.lua');

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Logs go to /dev/null rather than off: writing them is part of the cost of serving.
  const server = spawn(process.execPath, [path.join(distDir, 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: url,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilHealthy(url, server);
    // A section whose page builder is still a stub answers 404 by design; soak what the site serves.
    const paths: string[] = [];
    for (const candidate of candidates) {
      const status = (await fetch(url + candidate)).status;
      if (status === 200) paths.push(candidate);
      else console.warn(`soak: leaving out ${candidate} (answers ${status})`);
    }
    writeFileSync(script, luaScript(paths));
    const rssStart = rssTenths(server.pid!);
    console.log(`soak: ${paths.length} paths, warm-up ${warmupSeconds} s at ${connections} connections...`);
    await runWrk(url, script, warmupSeconds);
    const rssWarm = rssTenths(server.pid!);

    console.log(`soak: ${seconds} s of mixed traffic plus ${postsPerSecond} contact posts/s...`);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssTenths(server.pid!)), 5_000);
    const posting = postLeads(url, Date.now() + seconds * 1000);
    const wrk = await runWrk(url, script, seconds);
    const posts = await posting;
    clearInterval(sampler);
    const rssEnd = rssTenths(server.pid!);

    const leadLines = await countLeads(databaseUrl);
    const growth = (rssEnd - rssWarm) / rssWarm;
    const result = {
      seconds,
      connections,
      paths: paths.length,
      ...wrk,
      posts: posts.sent,
      postStatuses: posts.statuses,
      leadLines,
      rssMb: { start: rssStart, afterWarmup: rssWarm, end: rssEnd, max: Math.max(...samples, rssEnd) },
      rssGrowthPercent: Math.round(growth * 1000) / 10,
    };
    console.log(JSON.stringify(result, null, 2));

    const problems: string[] = [];
    if (wrk.socketErrors > 0) problems.push(`${wrk.socketErrors} socket errors`);
    if (wrk.non2xx > 0) problems.push(`${wrk.non2xx} non-2xx answers to GETs`);
    if ((posts.statuses[201] ?? 0) !== posts.sent)
      problems.push(`posts answered ${JSON.stringify(posts.statuses)}, expected all 201`);
    if (leadLines !== (posts.statuses[201] ?? 0))
      problems.push(`${leadLines} leads stored for ${posts.statuses[201] ?? 0} 201s`);
    if (Math.abs(growth) > 0.2) problems.push(`RSS moved ${result.rssGrowthPercent}% after warm-up`);
    if (problems.length > 0) {
      console.error(`soak FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('soak passed');
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
