/**
 * The booking figures of `npm run bench`, on SQLite:
 * - GET /api/availability?zip=20901&service=washer-repair with wrk on 64 connections, against a bare node:http
 *   server answering the same JSON bytes and headers in the same run (goal: >= 1,000 req/s, p99 < 50 ms), on a
 *   calendar the next step has nearly filled, so every answer counts real taken places;
 * - the booking insert rate through POST /api/bookings (each window of the horizon filled to capacity, 8 at once,
 *   each booking from its own visitor), and through the store alone with capacity out of the way (16 at once),
 *   each one a transaction with the limit checks, the place, the booking and its queued e-mails.
 *
 *   tsx scripts/bench-booking.ts      these figures alone (npm run bench prints them after the others)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { queueBookingEmails } from '../server/features/booking/emails/emails';
import { createBookingStore, type BookingCaps } from '../server/features/booking/store';
import { createDatabase } from '../server/kernel/db/database';
import { buildClient, buildServer, root } from './build';
import { freePort, startDist } from './serve-dist';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 64;
const STORE_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1000);
const WRK = '/usr/bin/wrk';
const AVAILABILITY = '/api/availability?zip=20901&service=washer-repair';

export interface BookingFigures {
  availability: { server: WrkSample; baseline: WrkSample };
  http: InsertFigure;
  store: InsertFigure;
}
interface WrkSample {
  requestsPerSecond: number;
  /** CPU time the server process spent per request (user + system): steadier than req/s on a busy machine. */
  cpuMicros: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  socketErrors: number;
}
interface InsertFigure {
  bookings: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** user + system CPU time of a process in microseconds, from /proc (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function wrk(url: string, pid: number): WrkSample {
  const cpuBefore = cpuMicros(pid);
  const output = execFileSync(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', url], {
    encoding: 'utf8',
  });
  const latency = (percent: string) => {
    const match = new RegExp(`^[ \\t]+${percent}%[ \\t]+([\\d.]+)(us|ms|s)[ \\t]*$`, 'm').exec(output);
    if (!match) return NaN;
    return Number(match[1]) * (match[2] === 'us' ? 0.001 : match[2] === 's' ? 1000 : 1);
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const requests = Number(/(?<!\d)(\d+) requests in/.exec(output)?.[1] ?? NaN);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    cpuMicros: (cpuMicros(pid) - cpuBefore) / requests,
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

function request(
  port: number,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
  agent?: http.Agent,
): Promise<{ status: number; rawHeaders: string[]; body: Buffer }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, rawHeaders: [], body: Buffer.alloc(0) }));
    req.end(payload);
  });
}

/** Runs `count` jobs `concurrency` at a time, timing each; a job resolves true when it did what it should. */
async function timed(count: number, concurrency: number, job: (n: number) => Promise<boolean>): Promise<InsertFigure> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const t0 = process.hrtime.bigint();
        if (!(await job(n))) failures += 1;
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    bookings: count,
    perSecond: count / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures,
  };
}

const visitor = (n: number, windowStart: string) => ({
  zip: '20901',
  service: 'washer-repair',
  windowStart,
  name: `Bench Booker ${n}`,
  phone: `(301) 555-${String(n).padStart(4, '0')}`,
  email: `booker${n}@example.com`,
  address: `${n} Sligo Avenue`,
  brand: 'Whirlpool',
  problem: 'Drum will not spin.',
});

/** Fills every window of the horizon to its capacity through the API, each booking from its own client. */
async function bookThroughApi(port: number): Promise<InsertFigure> {
  const answer = await request(port, 'GET', AVAILABILITY);
  const windows = (JSON.parse(answer.body.toString()) as { windows: { start: string; remaining: number }[] }).windows;
  const places = windows.flatMap((w) => Array.from({ length: w.remaining }, () => w.start));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    return await timed(places.length, 8, async (n) => {
      const booked = await request(
        port,
        'POST',
        '/api/bookings',
        visitor(n + 1, places[n]!),
        {
          'X-Forwarded-For': `198.18.${(n >> 8) & 255}.${n & 255}`,
        },
        agent,
      );
      return booked.status === 201;
    });
  } finally {
    agent.destroy();
  }
}

/** The store alone on a fresh SQLite file: each create is the whole transaction, e-mail rows included. */
async function bookThroughStore(work: string): Promise<InsertFigure> {
  const database = createDatabase({ engine: 'sqlite', file: path.join(work, 'store.db') });
  await database.ready();
  const store = createBookingStore(database, { onChange: queueBookingEmails });
  const now = new Date();
  const hour = 3_600_000;
  // Windows from tomorrow on, two hours apart, twenty bookings each: spread so no window is the limit.
  const first = Math.ceil(now.getTime() / (2 * hour)) * 2 * hour + 24 * hour;
  const caps: BookingCaps = {
    capacity: 1_000,
    liveBookingsPerPhone: 3,
    liveBookingsPerEmail: 3,
    bookingsPerClientPerDay: 5,
    dayStart: now.getTime() - 24 * hour,
    linkLifetimeAfterVisit: 7 * 24 * hour,
  };
  try {
    return await timed(STORE_BOOKINGS, 16, async (n) => {
      const start = first + (n % 50) * 2 * hour;
      const result = await store.create(
        {
          ...visitor(10_000 + n, ''),
          coupon: '',
          windowStart: start,
          windowEnd: start + 2 * hour,
          clientAddress: `198.19.${(n >> 8) & 255}.${n & 255}`,
        },
        caps,
        now,
      );
      return result.kind === 'booked';
    });
  } finally {
    await database.close();
  }
}

function waitForPort(port: number, urlPath: string): Promise<void> {
  return (async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if ((await request(port, 'GET', urlPath)).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nothing answering on ${port}`);
  })();
}

/**
 * Makes the API bench's visitors customers the business knows (a contact-form lead two days old each), so that
 * filling the calendar at full speed measures bookings, surge check included, rather than held requests: past
 * the surge defence's trigger, new contacts would be held (server/features/booking/surge.ts).
 */
async function seedKnownVisitors(file: string, count: number): Promise<void> {
  const database = createDatabase({ engine: 'sqlite', file });
  await database.ready();
  const received = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
  try {
    await database.db
      .insertInto('leads')
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: `bench-visitor-${i + 1}`,
          received_at: received,
          name: `Bench Booker ${i + 1}`,
          email: visitor(i + 1, '').email,
          phone: visitor(i + 1, '').phone,
          service: 'washer',
          message: 'Seeded for the benchmark.',
        })),
      )
      .execute();
  } finally {
    await database.close();
  }
}

/** Runs the booking benches on SQLite and prints their tables; dist/ must be built. */
export async function benchBooking(): Promise<BookingFigures> {
  const work = mkdtempSync(path.join(tmpdir(), 'car-bench-booking-'));
  // More than the horizon's places: every visitor of bookThroughApi is known.
  await seedKnownVisitors(path.join(work, 'site.db'), 400);
  const server = await startDist({
    DATABASE_URL: `file:${path.join(work, 'site.db')}`,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  });
  const baselinePort = await freePort();
  let baseline: ChildProcess | undefined;
  try {
    const httpFigure = await bookThroughApi(server.port);

    const answer = await request(server.port, 'GET', AVAILABILITY);
    const headers: string[] = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      const name = answer.rawHeaders[i]!;
      if (!['date', 'connection', 'keep-alive'].includes(name.toLowerCase()))
        headers.push(name, answer.rawHeaders[i + 1]!);
    }
    writeFileSync(
      path.join(work, 'recorded.json'),
      JSON.stringify([{ path: AVAILABILITY, status: answer.status, headers, body: answer.body.toString('base64') }]),
    );
    baseline = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts', 'bench-baseline.ts'), path.join(work, 'recorded.json')],
      { env: { ...process.env, PORT: String(baselinePort) }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await waitForPort(baselinePort, AVAILABILITY);

    const serverSamples: WrkSample[] = [];
    const baselineSamples: WrkSample[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of round % 2 ? ['server', 'baseline'] : ['baseline', 'server']) {
        const port = target === 'server' ? server.port : baselinePort;
        const sample = wrk(
          `http://127.0.0.1:${port}${AVAILABILITY}`,
          target === 'server' ? server.child.pid! : baseline.pid!,
        );
        (target === 'server' ? serverSamples : baselineSamples).push(sample);
        console.log(
          `  round ${round} ${target.padEnd(8)} GET ${AVAILABILITY} ${sample.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${sample.p50Ms.toFixed(2)} ms  p99 ${sample.p99Ms.toFixed(2)} ms  ${sample.cpuMicros.toFixed(0)} µs CPU/req  non-2xx ${sample.non2xx}`,
        );
      }
    }
    const summary = (samples: WrkSample[]): WrkSample => ({
      requestsPerSecond: median(samples.map((s) => s.requestsPerSecond)),
      cpuMicros: median(samples.map((s) => s.cpuMicros)),
      p50Ms: median(samples.map((s) => s.p50Ms)),
      p99Ms: median(samples.map((s) => s.p99Ms)),
      non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
      socketErrors: samples.reduce((sum, s) => sum + s.socketErrors, 0),
    });
    const availability = { server: summary(serverSamples), baseline: summary(baselineSamples) };
    const storeFigure = await bookThroughStore(work);

    const { server: s, baseline: b } = availability;
    console.log(
      `\navailability: GET ${AVAILABILITY}, wrk -t1 -c${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s, SQLite, after ${httpFigure.bookings} bookings`,
    );
    console.log('| server | req/s | p50 ms | p99 ms | CPU µs/req | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, x] of [
      ['server', s],
      ['bare node:http, same bytes', b],
    ] as const) {
      console.log(
        `| ${name} | ${x.requestsPerSecond.toFixed(0)} | ${x.p50Ms.toFixed(2)} | ${x.p99Ms.toFixed(2)} | ${x.cpuMicros.toFixed(0)} | ${x.non2xx} | ${x.socketErrors} |`,
      );
    }
    console.log(
      `ratio to the baseline: ${(s.requestsPerSecond / b.requestsPerSecond).toFixed(2)} by req/s, ${(b.cpuMicros / s.cpuMicros).toFixed(2)} by CPU per request; one core at this CPU cost: ${(1e6 / s.cpuMicros).toFixed(0)} req/s`,
    );
    console.log('\nbooking inserts on SQLite');
    console.log('| through | at once | bookings | bookings/s | p50 ms | p99 ms | failures |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, concurrency, f] of [
      ['POST /api/bookings (every window filled)', 8, httpFigure],
      ['the store (capacity no limit)', 16, storeFigure],
    ] as const) {
      console.log(
        `| ${name} | ${concurrency} | ${f.bookings} | ${f.perSecond.toFixed(0)} | ${f.p50Ms.toFixed(2)} | ${f.p99Ms.toFixed(2)} | ${f.failures} |`,
      );
    }
    console.log(
      `goals: availability >= 1,000 req/s ${s.requestsPerSecond >= 1000 ? 'met' : 'MISSED'}; p99 < 50 ms ${s.p99Ms < 50 ? 'met' : 'MISSED'}; zero errors and non-2xx ${s.non2xx + s.socketErrors === 0 ? 'met' : 'MISSED'}`,
    );
    return { availability, http: httpFigure, store: storeFigure };
  } finally {
    baseline?.kill('SIGTERM');
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildClient('production');
  await buildServer();
  const figures = await benchBooking();
  if (figures.http.failures + figures.store.failures + figures.availability.server.non2xx > 0) process.exitCode = 1;
}
