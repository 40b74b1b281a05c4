/**
 * The office on five years of data (issue 28, item 4): every GET screen of the office's route table and the one
 * search, as one signed-in owner clicking through them one request at a time, on the production build over a
 * seeded database of each engine. Prints each screen's median and p95 with the machine's load average.
 *
 *   npx tsx scripts/bench-office.ts                 5 years, SQLite and PostgreSQL (when installed)
 *   BENCH_OFFICE_MONTHS=12 ...                      a shorter history
 *   BENCH_OFFICE_RUNS=30 ...                        requests per screen (default 25, after 3 to warm up)
 *   BENCH_OFFICE_DIR=/var/tmp/office ...            keep the seeded SQLite file there and reuse it next time
 *   BENCH_OFFICE_ENGINES=sqlite ...                 one engine only
 *   BENCH_OFFICE_POSTGRES_URL=postgres://… ...     that PostgreSQL database instead of a new cluster (seeded
 *                                                  when empty, and kept): seed once, measure many times
 *   BENCH_OFFICE_ONLY=reports,activity ...         only the rows whose name or path holds one of these words
 *                                                  (the baseline screen is always measured), and no full export
 *
 * Screens come from the route table (server/office/index.ts): every owner GET without a file extension,
 * its :params filled with seeded ids, so a screen added to the table is measured without touching this file.
 * The goal: median under 100 ms and p95 under 250 ms for each.
 */
import { sql } from 'kysely';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/app/app';
import type { Endpoint } from '../server/kernel/feature';
import { nameKey } from '../server/features/customers/keys';
import { createDatabase, type AppDatabase } from '../server/kernel/db/database';
import { loadConfig, parseDatabaseUrl } from '../server/kernel/config';
import { hashPassword } from '../server/office/passwords';
import { createOfficeStore } from '../server/office/store';
import { buildClient, buildServer } from './build';
import { postgresBinDir, startPostgres } from './postgres-cluster';
import { SEED_QUERY_TIMEOUT_MS, seedShop } from './seed';
import { startDist } from './serve-dist';
import { rssMb } from './proc';

const MONTHS = Number(process.env.BENCH_OFFICE_MONTHS ?? 60);
const RUNS = Number(process.env.BENCH_OFFICE_RUNS ?? 25);
const WARM = 3;
const SEED = 1;
/** The seeded shop's last day: fixed, so a kept SQLite file and a new PostgreSQL one hold the same shop. */
const UNTIL = process.env.BENCH_OFFICE_UNTIL ?? new Date().toISOString().slice(0, 10);
const OWNER = 'bench-owner@example.com';
/** Words that narrow the rows measured (BENCH_OFFICE_ONLY), or none for every row. */
const ONLY = (process.env.BENCH_OFFICE_ONLY ?? '').split(',').filter(Boolean);
/**
 * The screen every row is compared with: the plainest one (the signed-in owner's own account), measured in the same
 * run, so a row's ratio to it says what the row costs on a machine whose load moves the absolute figures.
 */
const BASELINE = '/office/profile';
/** The year's reports: their goal is 1 s, not the screens' 100 ms. */
const YEAR_REPORTS = 'reports, a year';
/** The day a year before YYYY-MM-DD, plus one: a year of reports ending on it. */
const yearBefore = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const PASSWORD = 'bench-lamp-copper-harbor-71';

export interface ScreenFigure {
  engine: string;
  screen: string;
  path: string;
  status: number;
  medianMs: number;
  p95Ms: number;
  /** CPU time of the server process per request (its queries too on SQLite; PostgreSQL's run in its own). */
  cpuMs: number;
  /** Median and CPU as multiples of the baseline screen's in the same run. */
  medianRatio: number;
  cpuRatio: number;
  load: string;
}

export interface OfficeBenchResult {
  engine: string;
  seedMs?: number;
  rows?: number;
  figures: ScreenFigure[];
  /** The owner's full export download from the server (issue 28: peak RSS under 250 MB). */
  fullExport?: FullExportFigure;
}

export interface FullExportFigure {
  status: number;
  ms: number;
  megabytes: number;
  /** The server process's resident memory before the download, and its peak during it. */
  rssBeforeMb: number;
  peakRssMb: number;
  load: string;
}

/**
 * The full export as the owner downloads it, read as fast as loopback allows, from a server started for it (the
 * screens before it leave garbage of their own in the heap). The server's resident memory is sampled every
 * 20 ms during the download; VmHWM would count its start-up too.
 */
async function measureFullExport(url: string): Promise<FullExportFigure> {
  const server = await startDist({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
  try {
    const pid = server.child.pid!;
    const cookie = await signIn(server.baseURL);
    const rssBeforeMb = rssMb(pid);
    let peakRssMb = rssBeforeMb;
    const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(pid))), 20);
    const t0 = performance.now();
    const answer = await fetch(`${server.baseURL}/office/export/everything.ndjson.gz`, { headers: { Cookie: cookie } });
    let bytes = 0;
    const reader = answer.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
    const ms = performance.now() - t0;
    clearInterval(sampler);
    return {
      status: answer.status,
      ms,
      megabytes: bytes / 1e6,
      rssBeforeMb,
      peakRssMb: Math.max(peakRssMb, rssMb(pid)),
      load: load(),
    };
  } finally {
    await server.stop();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The office's GET screens an owner may open, from the route table, without CSV/calendar files or photos. */
export function officeScreens(): string[] {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `file:${path.join(tmpdir(), `car-bench-office-routes-${process.pid}`, 'site.db')}`,
  });
  const app = createApp({ config, assets: { js: '', css: '' } });
  return (app.locals.routeTable as (Endpoint & { roles?: readonly string[] | string })[])
    .filter(
      (endpoint) =>
        endpoint.method === 'GET' &&
        endpoint.path.startsWith('/office') &&
        Array.isArray(endpoint.roles) &&
        endpoint.roles.includes('owner') &&
        !endpoint.path.includes('*') &&
        !/\.[a-z]+$/.test(endpoint.path) &&
        !endpoint.path.includes('/photos/') &&
        // JSON for an island (New Visit's phone lookup), not a screen: it needs the digits typed.
        !endpoint.path.startsWith('/office/api/') &&
        endpoint.path !== '/office/bookings/new',
    )
    .map((endpoint) => endpoint.path);
}

/** Seeded ids for the screens' parameters and terms for the search, read from the database itself. */
export async function sampleOf(database: AppDatabase) {
  const { db } = database;
  const lead = await db
    .selectFrom('leads')
    .select('id')
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const busiest = await db
    .selectFrom('customer_records')
    .select(['customer_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('customer_id')
    .orderBy('n', 'desc')
    .orderBy('customer_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('visit_status', '=', 'done')
    .where('email', '!=', '')
    .orderBy('window_start', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const technician = await db
    .selectFrom('office_users')
    .select('id')
    .where('role', '=', 'technician')
    .orderBy('email')
    .limit(1)
    .executeTakeFirstOrThrow();
  const review = await db.selectFrom('reviews').select('id').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  // The latest approved estimate: its page shows the options, the answer and the job.
  const estimate = await db
    .selectFrom('estimates as e')
    .innerJoin('bookings as b', 'b.id', 'e.booking_id')
    .select(['b.reference', 'e.number'])
    .where('e.status', '=', 'approved')
    .orderBy('e.sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  // The latest job's first visit: its parts page lists the job's parts, its return-visit page the visit booked.
  const job = await db
    .selectFrom('jobs as j')
    .innerJoin('bookings as b', 'b.id', 'j.first_booking_id')
    .select(['b.reference'])
    .orderBy('j.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  // The latest online payment, when the shop has one: its Refund page (the seed makes none; payments' tests do).
  const payment = await db.selectFrom('payments').select('id').orderBy('paid_at', 'desc').limit(1).executeTakeFirst();
  const words = String(booking.name).split(' ');
  const last = words.at(-1)!;
  const digits = String(booking.phone_key);
  return {
    params: {
      leads: lead.id,
      customers: busiest.customer_id,
      bookings: String(booking.reference),
      visits: String(booking.reference),
      team: technician.id,
      reviews: review?.id ?? '',
      payments: payment?.id ?? '',
    } as Record<string, string>,
    /** An estimate's page names its own visit: the parameters of /office/visits/:reference/estimates/:number. */
    estimate: estimate ? { visits: String(estimate.reference), estimates: String(estimate.number) } : undefined,
    /** A visit in a job: the parameters of /office/visits/:reference/parts and /office/visits/:reference/return-visit. */
    job: job ? { visits: String(job.reference) } : undefined,
    searches: {
      name: last,
      'start of a name': last.slice(0, 3),
      // Inside the name, across its words ("ry johns"): the substring lookup, not a word's start.
      'part of a name': nameKey(String(booking.name)).slice(2, 10),
      'phone, other spelling': `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
      'e-mail': String(booking.email).toUpperCase(),
      street: String(booking.address).split(' ')[1] ?? '',
      reference: String(booking.reference).toLowerCase(),
    } as Record<string, string>,
  };
}

/** The sample's values for a screen's :params: an estimate's page its estimate's, a job's screens a job's visit. */
export function paramsFor(screen: string, sample: Awaited<ReturnType<typeof sampleOf>>): Record<string, string> {
  if (screen.endsWith('/estimates/:number')) return { ...sample.params, ...sample.estimate };
  if (screen.endsWith('/:reference/parts') || screen.endsWith('/:reference/return-visit'))
    return { ...sample.params, ...sample.job };
  return sample.params;
}

/** A screen's path with its :params filled from the sample (by the segment before each), or undefined. */
export function filled(route: string, params: Record<string, string>): string | undefined {
  const parts = route.split('/');
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i]!.startsWith(':')) continue;
    const value = params[parts[i - 1] ?? ''];
    if (!value) return undefined;
    parts[i] = encodeURIComponent(value);
  }
  return parts.join('/');
}

export async function signIn(baseURL: string): Promise<string> {
  const form = await fetch(`${baseURL}/office/login`);
  const setCookies = form.headers.getSetCookie();
  const loginCookie = setCookies.map((line) => line.split(';')[0]!).find((pair) => pair.includes('login='))!;
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const answer = await fetch(`${baseURL}/office/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: loginCookie, Origin: baseURL },
    body: new URLSearchParams({ _csrf: csrf, email: OWNER, password: PASSWORD }).toString(),
  });
  const session = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => /office=./.test(pair) && !pair.includes('login'));
  if (answer.status !== 303 || !session) throw new Error(`bench-office: sign-in failed (${answer.status})`);
  return session;
}

/** User and system CPU time of a process so far, in ms (from /proc; 0 where there is none). */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function measure(
  baseURL: string,
  cookie: string,
  target: string,
  pid: number | undefined,
): Promise<{ status: number; ms: number[]; cpuMs: number }> {
  const ms: number[] = [];
  let status = 0;
  let cpuStart = 0;
  for (let i = 0; i < WARM + RUNS; i++) {
    if (i === WARM) cpuStart = cpuOf(pid);
    const t0 = performance.now();
    const answer = await fetch(`${baseURL}${target}`, { headers: { Cookie: cookie }, redirect: 'manual' });
    await answer.arrayBuffer();
    if (i >= WARM) ms.push(performance.now() - t0);
    status = answer.status;
  }
  return { status, ms: ms.sort((a, b) => a - b), cpuMs: (cpuOf(pid) - cpuStart) / RUNS };
}

/** What each measured request is: every screen, deep pages of the lists, filters, and the search's kinds. */
export function targets(screens: string[], sample: Awaited<ReturnType<typeof sampleOf>>): [string, string][] {
  const list: [string, string][] = [];
  for (const screen of screens) {
    const target = filled(screen, paramsFor(screen, sample));
    if (target) list.push([screen, target]);
    else console.log(`bench-office: no seeded value for ${screen}, left out`);
  }
  list.push(
    ['leads, page 1000', '/office/leads?page=1000'],
    ['leads, status new', '/office/leads?status=new'],
    ['leads, filter text', `/office/leads?q=${encodeURIComponent(sample.searches.name!)}`],
    ['customers, page 1000', '/office/customers?page=1000'],
    ['activity, page 200', '/office/activity?page=200'],
    [YEAR_REPORTS, `/office/reports?from=${yearBefore(UNTIL)}&to=${UNTIL}`],
  );
  for (const [kind, term] of Object.entries(sample.searches))
    list.push([`search: ${kind}`, `/office/search?q=${encodeURIComponent(term)}`]);
  return list;
}

/** Seeds (or reuses) the database at `url`, adds the bench's owner, and measures every target on dist/. */
async function benchEngine(engine: string, url: string): Promise<OfficeBenchResult> {
  const config = parseDatabaseUrl(url);
  if (typeof config === 'string') throw new Error(config);
  const database = createDatabase(config, { queryTimeoutMs: SEED_QUERY_TIMEOUT_MS });
  const result: OfficeBenchResult = { engine, figures: [] };
  try {
    await database.ready();
    const seeded = await database.db.selectFrom('bookings').select('id').limit(1).executeTakeFirst();
    if (!seeded) {
      const summary = await seedShop(database, { seed: SEED, months: MONTHS, until: UNTIL });
      result.seedMs = summary.ms;
      result.rows = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
      console.log(
        `bench-office: ${engine}: seeded ${MONTHS} months, ${result.rows} rows in ${(summary.ms / 1000).toFixed(1)} s (load ${load()})`,
      );
    }
    const store = createOfficeStore(database);
    if (!(await database.db.selectFrom('office_users').select('id').where('email', '=', OWNER).executeTakeFirst()))
      await store.addUser(OWNER, await hashPassword(PASSWORD), new Date(), { role: 'owner', name: 'Bench Owner' });
    // A database of five real years has been vacuumed and analysed many times; a freshly seeded one not yet
    // (its index-only scans would still visit every heap page).
    if (engine === 'PostgreSQL') await sql`VACUUM ANALYZE`.execute(database.db);
    const sample = await sampleOf(database);
    const server = await startDist({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
    try {
      const cookie = await signIn(server.baseURL);
      const base = await measure(server.baseURL, cookie, BASELINE, server.child.pid);
      const baseMedian = percentile(base.ms, 0.5);
      console.log(
        `  ${engine} baseline ${BASELINE}: median ${baseMedian.toFixed(1)} ms, CPU ${base.cpuMs.toFixed(1)} ms (load ${load()})`,
      );
      const chosen = targets(officeScreens(), sample).filter(
        ([screen, target]) =>
          ONLY.length === 0 ||
          screen === BASELINE ||
          ONLY.some((word) => screen.includes(word) || target.includes(word)),
      );
      for (const [screen, target] of chosen) {
        const { status, ms, cpuMs } = await measure(server.baseURL, cookie, target, server.child.pid);
        const medianMs = percentile(ms, 0.5);
        const figure = {
          engine,
          screen,
          path: target,
          status,
          medianMs,
          p95Ms: percentile(ms, 0.95),
          cpuMs,
          medianRatio: medianMs / baseMedian,
          cpuRatio: base.cpuMs > 0 ? cpuMs / base.cpuMs : Number.NaN,
          load: load(),
        };
        result.figures.push(figure);
        console.log(
          `  ${engine} ${screen.padEnd(34)} ${String(status).padEnd(4)} median ${figure.medianMs.toFixed(1).padStart(7)} ms  p95 ${figure.p95Ms.toFixed(1).padStart(7)} ms  CPU ${figure.cpuMs.toFixed(1).padStart(6)} ms  ×${figure.medianRatio.toFixed(1)} / ×${figure.cpuRatio.toFixed(1)} of ${BASELINE}  (load ${figure.load})`,
        );
      }
    } finally {
      await server.stop();
    }
    if (ONLY.length > 0) return result;
    const figure = await measureFullExport(url);
    result.fullExport = figure;
    console.log(
      `  ${engine} full export: ${figure.status}, ${figure.megabytes.toFixed(1)} MB in ${(figure.ms / 1000).toFixed(1)} s, server RSS ${figure.rssBeforeMb.toFixed(0)} MB before, peak ${figure.peakRssMb.toFixed(0)} MB (load ${figure.load})`,
    );
  } finally {
    await database.close();
  }
  return result;
}

/** Runs the office bench on each engine; dist/ must be built. */
export async function benchOffice(): Promise<OfficeBenchResult[]> {
  const engines = (process.env.BENCH_OFFICE_ENGINES ?? 'sqlite,postgres').split(',');
  const kept = process.env.BENCH_OFFICE_DIR;
  const work = kept ?? mkdtempSync(path.join(tmpdir(), 'car-bench-office-'));
  if (kept && !existsSync(kept)) mkdirSync(kept, { recursive: true });
  const results: OfficeBenchResult[] = [];
  try {
    if (engines.includes('sqlite'))
      results.push(await benchEngine('SQLite', `file:${path.join(work, `site-${MONTHS}m-seed${SEED}.db`)}`));
    if (engines.includes('postgres')) {
      const keptPostgres = process.env.BENCH_OFFICE_POSTGRES_URL;
      if (keptPostgres) results.push(await benchEngine('PostgreSQL', keptPostgres));
      else if (postgresBinDir()) {
        const cluster = await startPostgres();
        try {
          results.push(await benchEngine('PostgreSQL', await cluster.createDatabase()));
        } finally {
          await cluster.stop();
        }
      } else console.log('bench-office: no PostgreSQL binaries (apt-get install postgresql), PostgreSQL left out');
    }
  } finally {
    if (!kept) rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `\noffice on ${MONTHS} months of seeded data: ${RUNS} sequential requests per screen, one signed-in owner`,
  );
  console.log(`| engine | screen | status | median ms | p95 ms | server CPU ms | median, CPU × ${BASELINE} | load |`);
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const result of results)
    for (const f of result.figures)
      console.log(
        `| ${f.engine} | ${f.screen} | ${f.status} | ${f.medianMs.toFixed(1)} | ${f.p95Ms.toFixed(1)} | ${f.cpuMs.toFixed(1)} | ${f.medianRatio.toFixed(1)}, ${f.cpuRatio.toFixed(1)} | ${f.load} |`,
      );
  console.log('\n| engine | full export | MB | seconds | server RSS before / peak MB | load |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const { engine, fullExport: f } of results)
    if (f)
      console.log(
        `| ${engine} | ${f.status} | ${f.megabytes.toFixed(1)} | ${(f.ms / 1000).toFixed(1)} | ${f.rssBeforeMb.toFixed(0)} / ${f.peakRssMb.toFixed(0)} | ${f.load} |`,
      );
  for (const result of results)
    if (result.seedMs !== undefined)
      console.log(`seed: ${result.engine}, ${result.rows} rows in ${(result.seedMs / 1000).toFixed(1)} s`);
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.env.BENCH_OFFICE_NO_BUILD) {
    await buildClient('production');
    await buildServer();
  }
  const results = await benchOffice();
  const missed = results
    .flatMap((r) => r.figures)
    .filter(
      (f) =>
        f.status !== 200 ||
        f.p95Ms > (f.screen === YEAR_REPORTS ? 1000 : 250) ||
        f.medianMs > (f.screen === YEAR_REPORTS ? 1000 : 100),
    );
  if (missed.length > 0) {
    console.log(
      `bench-office: ${missed.length} answer(s) missed the goal (200, median < 100 ms, p95 < 250 ms; a year's reports < 1 s)`,
    );
    process.exitCode = 1;
  }
  const heavy = results.filter((r) => r.fullExport && (r.fullExport.status !== 200 || r.fullExport.peakRssMb >= 250));
  if (heavy.length > 0) {
    console.log(
      `bench-office: the full export missed the goal (200, server RSS under 250 MB) on ${heavy.map((r) => r.engine).join(', ')}`,
    );
    process.exitCode = 1;
  }
}
