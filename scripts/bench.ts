/**
 * npm run bench: the production server against a bare node:http server answering the same bytes and
 * headers, both loaded with wrk on loopback, alternately, a few seconds at a time, for several rounds.
 * The ratio between the two, measured in the same run, is what counts: this machine's absolute numbers
 * move with whatever else runs on it.
 *
 *   npm run bench                    3 rounds of 3 s per server and page
 *   BENCH_ROUNDS=5 BENCH_SECONDS=5 BENCH_CONNECTIONS=32 npm run bench
 *
 * Then the lead-insert figure on each database engine (scripts/bench-leads.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { allPagePaths } from '../server/routes';
import { buildClient, buildServer, root } from './build';
import { freePort, startDist } from './serve-dist';
import { benchLeadInserts } from './bench-leads';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** What Chrome sends; the servers answer brotli, as to most visitors. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const WRK = '/usr/bin/wrk';

interface Sample {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  socketErrors: number;
  non2xx: number;
  requests: number;
  /** CPU time the server process spent per request (user + system): steadier than req/s on a busy machine. */
  cpuMicros: number;
}

/** user + system CPU time of a process in microseconds, from /proc (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function get(
  port: number,
  urlPath: string,
  acceptEncoding = ACCEPT_ENCODING,
): Promise<{ status: number; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

async function waitForPort(port: number, child: ChildProcess, urlPath: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      await get(port, urlPath);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing listening on ${port}`);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

function ensureWrk(): void {
  if (existsSync(WRK)) return;
  console.log('wrk is missing: installing Debian’s package');
  execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function toMs(value: string, unit: string): number {
  const factor = unit === 'us' ? 0.001 : unit === 'ms' ? 1 : unit === 's' ? 1000 : NaN;
  return Number(value) * factor;
}

function runWrk(url: string, pid: number): Sample {
  const cpuBefore = cpuMicros(pid);
  const output = execFileSync(
    WRK,
    ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, url],
    {
      encoding: 'utf8',
    },
  );
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
    return match ? toMs(match[1]!, match[2]!) : NaN;
  };
  const cpuSpent = cpuMicros(pid) - cpuBefore;
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    cpuMicros: cpuSpent / Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** /, /about, a blog article and a city page, whichever of them the route table has. */
function benchPaths(): string[] {
  const all = allPagePaths();
  const firstUnder = (prefix: string) => all.find((p) => p.startsWith(prefix));
  const wanted = ['/', '/about', firstUnder('/blog/') ?? '/blog', firstUnder('/cities/') ?? '/cities'];
  return [...new Set(wanted)];
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  ensureWrk();
  console.log('bench: building');
  await buildClient('production');
  await buildServer();

  const work = mkdtempSync(path.join(tmpdir(), 'car-bench-'));
  const running = await startDist({ DATABASE_URL: `file:${path.join(work, 'site.db')}` });
  const server = running.child;
  const serverPort = running.port;
  const baselinePort = await freePort();
  let baseline: ChildProcess | undefined;
  try {
    const paths: string[] = [];
    const recorded = [];
    const sizes = [];
    for (const urlPath of benchPaths()) {
      // Three requests: the first two go through Express and arm the fast path, the third is its answer.
      let answer = await get(serverPort, urlPath);
      if (answer.status !== 200) {
        console.log(`bench: skipping ${urlPath} (${answer.status}: no such page in this build)`);
        continue;
      }
      answer = await get(serverPort, urlPath);
      answer = await get(serverPort, urlPath);
      const headers: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i]!;
        if (!['date', 'connection', 'keep-alive'].includes(name.toLowerCase()))
          headers.push(name, answer.rawHeaders[i + 1]!);
      }
      recorded.push({ path: urlPath, status: answer.status, headers, body: answer.body.toString('base64') });
      const [plain, gz] = [await get(serverPort, urlPath, 'identity'), await get(serverPort, urlPath, 'gzip')];
      sizes.push({ path: urlPath, html: plain.body.length, gzip: gz.body.length, brotli: answer.body.length });
      paths.push(urlPath);
    }
    const fixtures = path.join(work, 'recorded.json');
    writeFileSync(fixtures, JSON.stringify(recorded));
    baseline = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bench-baseline.ts'), fixtures], {
      env: { ...process.env, PORT: String(baselinePort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForPort(baselinePort, baseline, paths[0] ?? '/');

    console.log(
      `bench: ${paths.join(', ')}; ${ROUNDS} rounds of ${SECONDS} s per server and page, wrk -t1 -c${CONNECTIONS}, Accept-Encoding: ${ACCEPT_ENCODING}`,
    );
    const samples = new Map<string, Sample[]>();
    const add = (key: string, sample: Sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const urlPath of paths) {
        // Alternate which server goes first, so neither always runs on a machine the other just warmed.
        const order = round % 2 ? (['server', 'baseline'] as const) : (['baseline', 'server'] as const);
        for (const target of order) {
          const port = target === 'server' ? serverPort : baselinePort;
          const sample = runWrk(
            `http://127.0.0.1:${port}${urlPath}`,
            target === 'server' ? server.pid! : baseline.pid!,
          );
          add(`${target} ${urlPath}`, sample);
          console.log(
            `  round ${round} ${target.padEnd(8)} ${urlPath.padEnd(32)} ${sample.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${sample.p99Ms.toFixed(2)} ms  ${sample.cpuMicros.toFixed(1)} µs CPU/req`,
          );
        }
      }
    }
    const serverRss = rssMb(server.pid!);
    const baselineRss = rssMb(baseline.pid!);

    console.log('\nmedians');
    console.log(
      '| page | server req/s | baseline req/s | ratio | server p50 / p99 ms | baseline p50 / p99 ms | CPU µs/req server / baseline | CPU ratio | errors | non-2xx |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    let problems = 0;
    let ratioMissed = false;
    for (const urlPath of paths) {
      const s = samples.get(`server ${urlPath}`)!;
      const b = samples.get(`baseline ${urlPath}`)!;
      const ratio = median(s.map((x) => x.requestsPerSecond)) / median(b.map((x) => x.requestsPerSecond));
      const cpu = [median(s.map((x) => x.cpuMicros)), median(b.map((x) => x.cpuMicros))] as const;
      const errors = [...s, ...b].reduce((sum, x) => sum + x.socketErrors, 0);
      const non2xx = [...s, ...b].reduce((sum, x) => sum + x.non2xx, 0);
      problems += errors + non2xx;
      if (ratio < 0.8) ratioMissed = true;
      console.log(
        `| ${urlPath} | ${median(s.map((x) => x.requestsPerSecond)).toFixed(0)} | ${median(b.map((x) => x.requestsPerSecond)).toFixed(0)} | ${ratio.toFixed(2)} | ` +
          `${median(s.map((x) => x.p50Ms)).toFixed(2)} / ${median(s.map((x) => x.p99Ms)).toFixed(2)} | ${median(b.map((x) => x.p50Ms)).toFixed(2)} / ${median(b.map((x) => x.p99Ms)).toFixed(2)} | ` +
          `${cpu[0].toFixed(1)} / ${cpu[1].toFixed(1)} | ${(cpu[1] / cpu[0]).toFixed(2)} | ${errors} | ${non2xx} |`,
      );
    }
    console.log('\nbytes per page (HTML as sent)');
    console.log('| page | plain | gzip | brotli |');
    console.log('|---|---:|---:|---:|');
    for (const size of sizes) console.log(`| ${size.path} | ${size.html} | ${size.gzip} | ${size.brotli} |`);
    console.log(`\nserver RSS after the run: ${serverRss.toFixed(1)} MB (baseline ${baselineRss.toFixed(1)} MB)`);
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, node ${process.version}, ${new Date().toISOString()}`,
    );
    console.log(
      `goals: ratio >= 0.8 ${ratioMissed ? 'MISSED' : 'met'}; zero errors and non-2xx ${problems ? 'MISSED' : 'met'}; RSS < 150 MB ${serverRss < 150 ? 'met' : 'MISSED'}`,
    );
    if (problems) process.exitCode = 1;
  } finally {
    await running.stop();
    if (baseline) await stop(baseline);
    rmSync(work, { recursive: true, force: true });
  }
  // Stores are measured after the pages, with the page servers stopped, so neither figure disturbs the other.
  const inserts = await benchLeadInserts();
  if (inserts.some((figure) => figure.failures > 0)) process.exitCode = 1;
}

await main();
