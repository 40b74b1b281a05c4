/**
 * npm run bench: the production server against a bare node:http server answering the same bytes and
 * headers, both loaded with wrk on loopback, alternately, a few seconds at a time, for several rounds.
 * The ratio between the two, measured in the same run, is what counts: this machine's absolute numbers
 * move with whatever else runs on it, so each figure is printed with the load average it was taken under.
 * The server runs twice, from the same build: at LOG_LEVEL=info writing to a file, as in production, and at
 * LOG_LEVEL=silent, the three taking turns, so the access log's cost is measured directly.
 *
 * The availability API (GET /api/availability, answered before Express once armed) on 64 connections, against
 * the baseline sending its bytes: goal p99 under 50 ms and at least half the cached-page rate.
 *
 * Then the floods of URLs the cache does not hold, each against the cached-page rate of the same run:
 * - a random-404 flood (/missing-<n>) and a random-query flood (/?utm_source=<n>): goal at least half the rate;
 * - a cached page's p99 while a random-404 flood runs on another 50 connections: goal under 5 ms;
 * - a /cities?zip=<random> flood from one client (rendered per request, so mostly the ready-made 429);
 * - RSS after 100,000 distinct 404 URLs and 100,000 distinct query URLs: goal under 150 MB.
 *
 *   npm run bench                    3 rounds of 3 s per server and page
 *   BENCH_ROUNDS=5 BENCH_SECONDS=5 BENCH_CONNECTIONS=32 npm run bench
 *   npm run bench -- --pages         the cached pages and availability only (no floods, no stores)
 *   npm run bench -- --office        also the office on a seeded five-year database (scripts/bench-office.ts)
 *
 * Then the lead-insert figure on each database engine (scripts/bench-leads.ts), and the booking figures
 * (scripts/bench-booking.ts): GET /api/availability on 64 connections and the booking insert rate, on SQLite.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { localePath } from '../data/locale';
import { allPagePaths } from '../server/app/pages';
import { benchOffice } from './bench-office';
import { buildClient, buildServer, root } from './build';
import { freePort, startDist } from './serve-dist';
import { rssMb } from './proc';
import { benchBooking } from './bench-booking';
import { benchLeadInserts } from './bench-leads';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ARGS = new Set(process.argv.slice(2));
/** Only the cached pages and availability against the baseline: the quick run while working on the fast path. */
const PAGES_ONLY = ARGS.has('--pages');
/** The office's figures on a seeded five-year database, after the rest (scripts/bench-office.ts). */
const OFFICE = ARGS.has('--office');
const AVAILABILITY = '/api/availability?zip=20901&service=washer-repair';
/** As many connections as the booking pages' visitors might hold open at once: the issue's figure. */
const AVAILABILITY_CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** What Chrome sends; the servers answer brotli, as to most visitors. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const WRK = '/usr/bin/wrk';
/**
 * The server runs as in production: an https SITE_URL behind a trusted TLS-terminating proxy, which says every
 * request came over HTTPS. So each fast-path answer pays for the plain-HTTP check (server/kernel/http/https-redirect.ts).
 */
const EDGE_ENV = { SITE_URL: 'https://www.example.com', TRUST_PROXY: 'loopback' };
const FORWARDED_PROTO = 'https';

interface Sample {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  socketErrors: number;
  non2xx: number;
  requests: number;
  /** CPU time the server process spent per request (user + system): steadier than req/s on a busy machine. */
  cpuMicros: number;
  /** The machine's one-minute load average when the sample ended. */
  load: number;
}

/** The one-minute load average: how many processes wanted one of the cores, on average. */
function loadAverage(): number {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}

const range = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]!.toFixed(1)}–${sorted.at(-1)!.toFixed(1)}`;
};

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
      .get({ host: '127.0.0.1', port, path: urlPath, headers: requestHeaders(acceptEncoding) }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function requestHeaders(acceptEncoding: string): Record<string, string> {
  return { 'Accept-Encoding': acceptEncoding, 'X-Forwarded-Proto': FORWARDED_PROTO };
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

function parseWrk(output: string): Omit<Sample, 'cpuMicros' | 'load'> {
  const latency = (percent: string) => {
    const match = new RegExp(`^[ \\t]+${percent}%[ \\t]+([\\d.]+)(us|ms|s)[ \\t]*$`, 'm').exec(output);
    return match ? toMs(match[1]!, match[2]!) : NaN;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    requests: Number(/(?<!\d)(\d+) requests in/.exec(output)?.[1] ?? 0),
  };
}

function wrkArgs(url: string, connections = CONNECTIONS, seconds = SECONDS, script?: string): string[] {
  return [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(requestHeaders(ACCEPT_ENCODING)).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ...(script ? ['-s', script] : []),
    url,
  ];
}

function runWrk(
  url: string,
  pid: number,
  script?: string,
  env: NodeJS.ProcessEnv = {},
  connections = CONNECTIONS,
): Sample {
  const cpuBefore = cpuMicros(pid);
  const output = execFileSync(WRK, wrkArgs(url, connections, SECONDS, script), {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  const sample = parseWrk(output);
  return { ...sample, cpuMicros: (cpuMicros(pid) - cpuBefore) / sample.requests, load: loadAverage() };
}

/** wrk in the background, for two loads at once. */
function runWrkAsync(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Omit<Sample, 'cpuMicros' | 'load'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => resolve(parseWrk(output)));
  });
}

/**
 * A wrk script asking for a new URL on every request: the prefix and a counter, unique across the run
 * (BENCH_OFFSET), stopping after BENCH_LIMIT requests when that is set.
 */
const DISTINCT_URLS_LUA = `
local counter = tonumber(os.getenv("BENCH_OFFSET") or "0")
local limit = tonumber(os.getenv("BENCH_LIMIT") or "0")
local prefix = os.getenv("BENCH_PREFIX")
local sent = 0
request = function()
  counter = counter + 1
  sent = sent + 1
  return wrk.format(nil, prefix .. counter)
end
response = function()
  if limit > 0 and sent >= limit then wrk.thread:stop() end
end
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * /, /about, a blog article and a city page, whichever of them the route table has, and the Spanish twins of the
 * home and city pages (issue 41 item 7: both languages served from the cache at the same speed).
 */
function benchPaths(): string[] {
  const all = allPagePaths();
  const firstUnder = (prefix: string) => all.find((p) => p.startsWith(prefix));
  const city = firstUnder('/cities/') ?? '/cities';
  const wanted = ['/', '/about', firstUnder('/blog/') ?? '/blog', city];
  const spanish = ['/', city].map((p) => localePath('es', p)).filter((p) => all.includes(p));
  return [...new Set([...wanted, ...spanish])];
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** What a server answered, less the headers of the connection, for the baseline to send the same. */
async function record(port: number, urlPath: string) {
  // Three requests: the first two go through Express and arm the fast path, the third is its answer.
  let answer = await get(port, urlPath);
  if (answer.status !== 200) return undefined;
  answer = await get(port, urlPath);
  answer = await get(port, urlPath);
  const headers: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i]!;
    if (!['date', 'connection', 'keep-alive'].includes(name.toLowerCase()))
      headers.push(name, answer.rawHeaders[i + 1]!);
  }
  return { answer, recorded: { path: urlPath, status: answer.status, headers, body: answer.body.toString('base64') } };
}

type Target = 'baseline' | 'info' | 'silent';

async function main(): Promise<void> {
  ensureWrk();
  console.log('bench: building');
  await buildClient('production');
  await buildServer();

  const work = mkdtempSync(path.join(tmpdir(), 'car-bench-'));
  const logFile = path.join(work, 'server.log');
  const logFd = openSync(logFile, 'a');
  // The same build twice: with the access log on, as deployed, and off, to measure what the log costs.
  const running = await startDist(
    { DATABASE_URL: `file:${path.join(work, 'site.db')}`, LOG_LEVEL: 'info', ...EDGE_ENV },
    logFd,
  );
  const quiet = await startDist({
    DATABASE_URL: `file:${path.join(work, 'quiet.db')}`,
    LOG_LEVEL: 'silent',
    ...EDGE_ENV,
  });
  const server = running.child;
  const serverPort = running.port;
  const baselinePort = await freePort();
  let baseline: ChildProcess | undefined;
  try {
    const paths: string[] = [];
    const recorded = [];
    const sizes = [];
    for (const urlPath of benchPaths()) {
      const made = await record(serverPort, urlPath);
      if (!made) {
        console.log(`bench: skipping ${urlPath} (no such page in this build)`);
        continue;
      }
      await record(quiet.port, urlPath);
      recorded.push(made.recorded);
      const [plain, gz] = [await get(serverPort, urlPath, 'identity'), await get(serverPort, urlPath, 'gzip')];
      sizes.push({ path: urlPath, html: plain.body.length, gzip: gz.body.length, brotli: made.answer.body.length });
      paths.push(urlPath);
    }
    const availability = await record(serverPort, AVAILABILITY);
    if (!availability) throw new Error(`${AVAILABILITY} did not answer 200`);
    recorded.push(availability.recorded);
    const fixtures = path.join(work, 'recorded.json');
    writeFileSync(fixtures, JSON.stringify(recorded));
    baseline = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bench-baseline.ts'), fixtures], {
      env: { ...process.env, PORT: String(baselinePort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForPort(baselinePort, baseline, paths[0] ?? '/');
    const targets: Record<Target, { port: number; pid: number }> = {
      baseline: { port: baselinePort, pid: baseline.pid! },
      info: { port: serverPort, pid: server.pid! },
      silent: { port: quiet.port, pid: quiet.child.pid! },
    };

    console.log(
      `bench: ${paths.join(', ')}; ${ROUNDS} rounds of ${SECONDS} s per server and page, wrk -t1 -c${CONNECTIONS}, Accept-Encoding: ${ACCEPT_ENCODING}, X-Forwarded-Proto: ${FORWARDED_PROTO} (SITE_URL ${EDGE_ENV.SITE_URL}, TRUST_PROXY=${EDGE_ENV.TRUST_PROXY}); ` +
        `${AVAILABILITY} on ${AVAILABILITY_CONNECTIONS} connections`,
    );
    // A second of each load first, unrecorded: the first round otherwise measures the JIT warming up.
    for (const urlPath of [...paths, AVAILABILITY]) {
      for (const target of ['baseline', 'info', 'silent'] as const) {
        execFileSync(WRK, wrkArgs(`http://127.0.0.1:${targets[target].port}${urlPath}`, CONNECTIONS, 1));
      }
    }
    const samples = new Map<string, Sample[]>();
    const add = (key: string, sample: Sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
    const orders: Target[][] = [
      ['baseline', 'info', 'silent'],
      ['info', 'silent', 'baseline'],
      ['silent', 'baseline', 'info'],
    ];
    for (let round = 1; round <= ROUNDS; round++) {
      // Each server goes first in turn, so none always runs on a machine another just warmed.
      const order = orders[(round - 1) % orders.length]!;
      const loads: [string, Target, number][] = [
        ...paths.map((urlPath) => [urlPath, 'page', CONNECTIONS] as [string, 'page', number]),
        [AVAILABILITY, 'api', AVAILABILITY_CONNECTIONS] as [string, 'api', number],
      ].flatMap(([urlPath, kind, connections]) =>
        order
          .filter((target) => kind === 'page' || target !== 'silent')
          .map((target) => [urlPath, target, connections] as [string, Target, number]),
      );
      for (const [urlPath, target, connections] of loads) {
        const { port, pid } = targets[target];
        const sample = runWrk(`http://127.0.0.1:${port}${urlPath}`, pid, undefined, {}, connections);
        add(`${target} ${urlPath}`, sample);
        console.log(
          `  round ${round} ${target.padEnd(8)} ${urlPath.padEnd(52)} ${sample.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${sample.p50Ms.toFixed(2)} ms  p99 ${sample.p99Ms.toFixed(2)} ms  ${sample.cpuMicros.toFixed(1)} µs CPU/req  load ${sample.load.toFixed(1)}`,
        );
      }
    }
    const rssAfterPages = rssMb(server.pid!);
    const baselineRss = rssMb(baseline.pid!);
    const rate = (key: string) => median(samples.get(key)!.map((x) => x.requestsPerSecond));
    const cachedRate = rate(`info ${paths[0]}`);

    console.log(
      '\nmedians: cached pages, the server with the access log on (info) and off (silent), against bare node:http',
    );
    console.log(
      '| page | baseline req/s | info req/s | ratio | silent req/s | ratio | CPU µs/req baseline / info / silent | CPU ratio info / silent | p99 ms baseline / info / silent | load | errors | non-2xx |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    let problems = 0;
    let ratioMissed = false;
    for (const urlPath of paths) {
      const [b, i, q] = (['baseline', 'info', 'silent'] as const).map((t) => samples.get(`${t} ${urlPath}`)!);
      const cpu = [b, i, q].map((list) => median(list!.map((x) => x.cpuMicros)));
      const all = [...b!, ...i!, ...q!];
      const errors = all.reduce((sum, x) => sum + x.socketErrors, 0);
      const non2xx = all.reduce((sum, x) => sum + x.non2xx, 0);
      problems += errors + non2xx;
      const infoRatio = rate(`info ${urlPath}`) / rate(`baseline ${urlPath}`);
      if (infoRatio < 0.8) ratioMissed = true;
      console.log(
        `| ${urlPath} | ${rate(`baseline ${urlPath}`).toFixed(0)} | ${rate(`info ${urlPath}`).toFixed(0)} | ${infoRatio.toFixed(2)} | ` +
          `${rate(`silent ${urlPath}`).toFixed(0)} | ${(rate(`silent ${urlPath}`) / rate(`baseline ${urlPath}`)).toFixed(2)} | ` +
          `${cpu.map((c) => c.toFixed(1)).join(' / ')} | ${(cpu[0]! / cpu[1]!).toFixed(2)} / ${(cpu[0]! / cpu[2]!).toFixed(2)} | ` +
          `${[b, i, q].map((list) => median(list!.map((x) => x.p99Ms)).toFixed(2)).join(' / ')} | ${range(all.map((x) => x.load))} | ${errors} | ${non2xx} |`,
      );
    }
    const a = samples.get(`info ${AVAILABILITY}`)!;
    const ab = samples.get(`baseline ${AVAILABILITY}`)!;
    const availabilityRate = median(a.map((x) => x.requestsPerSecond));
    const availabilityP99 = median(a.map((x) => x.p99Ms));
    const availabilityErrors = [...a, ...ab].reduce((sum, x) => sum + x.socketErrors + x.non2xx, 0);
    problems += availabilityErrors;
    console.log(`\nmedians: ${AVAILABILITY} on ${AVAILABILITY_CONNECTIONS} connections (the server at LOG_LEVEL=info)`);
    console.log(
      '| server | req/s | p50 / p99 ms | CPU µs/req | × baseline | × cached page | load | errors + non-2xx |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, list] of [
      ['server', a],
      ['baseline', ab],
    ] as const) {
      const r = median(list.map((x) => x.requestsPerSecond));
      console.log(
        `| ${name} | ${r.toFixed(0)} | ${median(list.map((x) => x.p50Ms)).toFixed(2)} / ${median(list.map((x) => x.p99Ms)).toFixed(2)} | ` +
          `${median(list.map((x) => x.cpuMicros)).toFixed(1)} | ${(r / median(ab.map((x) => x.requestsPerSecond))).toFixed(2)} | ${(r / cachedRate).toFixed(2)} | ` +
          `${range(list.map((x) => x.load))} | ${list.reduce((sum, x) => sum + x.socketErrors + x.non2xx, 0)} |`,
      );
    }
    console.log('\nbytes per answer (as sent)');
    console.log('| page | plain | gzip | brotli |');
    console.log('|---|---:|---:|---:|');
    for (const size of sizes) console.log(`| ${size.path} | ${size.html} | ${size.gzip} | ${size.brotli} |`);
    const pageGoals =
      `ratio >= 0.8 with the access log on ${ratioMissed ? 'MISSED' : 'met'}; zero errors and non-2xx ${problems ? 'MISSED' : 'met'}; ` +
      `availability p99 < 50 ms ${availabilityP99 < 50 ? 'met' : 'MISSED'} and >= 0.5× a cached page ${availabilityRate >= cachedRate / 2 ? 'met' : 'MISSED'}`;
    if (PAGES_ONLY) {
      console.log(`\nmachine: ${machine()}`);
      console.log(`goals: ${pageGoals}`);
      if (problems) process.exitCode = 1;
      return;
    }

    // Floods of URLs the cache does not hold, each URL new (the counter runs on across the whole run).
    const script = path.join(work, 'distinct-urls.lua');
    writeFileSync(script, DISTINCT_URLS_LUA);
    let offset = 0;
    const flood = (prefix: string, limit = 0): NodeJS.ProcessEnv => {
      const env = { BENCH_PREFIX: prefix, BENCH_OFFSET: String(offset), BENCH_LIMIT: String(limit) };
      offset += 10_000_000;
      return env;
    };
    const floods = [
      { name: 'random 404 (/missing-<n>)', prefix: '/missing-' },
      { name: 'random query (/?utm_source=<n>)', prefix: '/?utm_source=' },
      { name: 'random zip, one client (/cities?zip=<n>)', prefix: '/cities?zip=' },
    ];
    const floodSamples = new Map<string, Sample[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { name, prefix } of floods) {
        const sample = runWrk(`http://127.0.0.1:${serverPort}/`, server.pid!, script, flood(prefix));
        floodSamples.set(name, [...(floodSamples.get(name) ?? []), sample]);
        console.log(
          `  round ${round} flood    ${name.padEnd(42)} ${sample.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${sample.p99Ms.toFixed(2)} ms  ${sample.cpuMicros.toFixed(1)} µs CPU/req  non-2xx ${sample.non2xx}  load ${sample.load.toFixed(1)}`,
        );
      }
    }

    // A visitor's view during a flood: a cached page on CONNECTIONS connections while 50 others ask for 404s.
    const underFlood: Omit<Sample, 'cpuMicros'>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const background = runWrkAsync(
        wrkArgs(`http://127.0.0.1:${serverPort}/`, 50, SECONDS + 2, script),
        flood('/missing-'),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const visitor = await runWrkAsync(wrkArgs(`http://127.0.0.1:${serverPort}${paths[0]}`));
      await background;
      underFlood.push({ ...visitor, load: loadAverage() });
      console.log(
        `  round ${round} visitor  ${paths[0]} during a 404 flood on 50 connections: p50 ${visitor.p50Ms.toFixed(2)} ms  p99 ${visitor.p99Ms.toFixed(2)} ms  ${visitor.requestsPerSecond.toFixed(0)} req/s  load ${loadAverage().toFixed(1)}`,
      );
    }

    // Memory after 100,000 distinct 404 URLs and 100,000 distinct query URLs, on top of all of the above.
    for (const prefix of ['/gone-', '/about?ref=']) {
      execFileSync(WRK, wrkArgs(`http://127.0.0.1:${serverPort}/`, CONNECTIONS, 60, script), {
        env: { ...process.env, ...flood(prefix, 100_000) },
      });
    }
    const serverRss = rssMb(server.pid!);

    console.log('\nfloods of URLs the cache does not hold (medians), against the cached-page rate of this run');
    console.log(
      '| flood | req/s | × cached page | CPU µs/req (cached page) | p50 / p99 ms | non-2xx (429s for the zips) | errors | load |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const cachedCpu = median(samples.get(`info ${paths[0]}`)!.map((x) => x.cpuMicros));
    let floodMissed = false;
    for (const { name } of floods) {
      const f = floodSamples.get(name)!;
      const floodRate = median(f.map((x) => x.requestsPerSecond));
      if (!name.includes('zip') && floodRate < cachedRate / 2) floodMissed = true;
      console.log(
        `| ${name} | ${floodRate.toFixed(0)} | ${(floodRate / cachedRate).toFixed(2)} | ${median(f.map((x) => x.cpuMicros)).toFixed(1)} (${cachedCpu.toFixed(1)}) | ${median(f.map((x) => x.p50Ms)).toFixed(2)} / ${median(f.map((x) => x.p99Ms)).toFixed(2)} | ` +
          `${f.reduce((sum, x) => sum + x.non2xx, 0)} | ${f.reduce((sum, x) => sum + x.socketErrors, 0)} | ${range(f.map((x) => x.load))} |`,
      );
    }
    const floodP99 = median(underFlood.map((x) => x.p99Ms));
    console.log(
      `\n${paths[0]} on ${CONNECTIONS} connections while a 404 flood runs on 50 others: p50 ${median(underFlood.map((x) => x.p50Ms)).toFixed(2)} ms, p99 ${floodP99.toFixed(2)} ms (median of ${ROUNDS}; load ${range(underFlood.map((x) => x.load))})`,
    );
    console.log(
      `server RSS: ${rssAfterPages.toFixed(1)} MB after the cached pages, ${serverRss.toFixed(1)} MB after the floods and 100,000 distinct 404 and 100,000 distinct query URLs (baseline ${baselineRss.toFixed(1)} MB)`,
    );
    console.log(
      `access log: ${(statSync(logFile).size / 1024 / 1024).toFixed(1)} MB of JSON lines written during the run`,
    );
    console.log(`machine: ${machine()}`);
    console.log(
      `goals: ${pageGoals}; floods >= 0.5× a cached page ${floodMissed ? 'MISSED' : 'met'}; p99 under a flood < 5 ms ${floodP99 < 5 ? 'met' : 'MISSED'}; RSS < 150 MB ${serverRss < 150 ? 'met' : 'MISSED'}`,
    );
    if (problems) process.exitCode = 1;
  } finally {
    await running.stop();
    await quiet.stop();
    closeSync(logFd);
    if (baseline) await stop(baseline);
    rmSync(work, { recursive: true, force: true });
  }
  if (PAGES_ONLY) return;
  // Stores are measured after the pages, with the page servers stopped, so neither figure disturbs the other.
  const inserts = await benchLeadInserts();
  if (inserts.some((figure) => figure.failures > 0)) process.exitCode = 1;
  const booking = await benchBooking();
  if (booking.http.failures + booking.store.failures + booking.availability.server.non2xx > 0) process.exitCode = 1;
  // The office on a seeded five-year database of each engine (scripts/bench-office.ts), after everything above.
  if (OFFICE) await benchOffice();
}

function machine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, node ${process.version}, ${new Date().toISOString()}, load average now ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
}

await main();
