import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { distDir } from '../../server/kernel/http/paths';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { freePort } from '../../scripts/serve-dist';
import '../helpers/postgres';
import { startTestDatabases } from '../helpers/templates';

/** What the spec files of one Vitest worker share: a production server with its database, and one Chromium. */
export interface WorkerSetup {
  baseURL: string;
  databaseUrl: string;
  /** Playwright's browser server: a spec connects to it instead of starting a Chromium of its own. */
  browserEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker, the worker whose VITEST_POOL_ID is n using the n-th. */
    e2eWorkers: WorkerSetup[];
  }
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  // Two servers and two Chromiums start at once, on a machine that may be busy.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** A process the run started, and how to end it. */
interface Running {
  stop: () => Promise<unknown>;
}

/** Starts the production build (npm run test:e2e builds it first) on a new database. */
async function startServer(): Promise<Running & { baseURL: string; databaseUrl: string }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'car-e2e-'));
  const databaseUrl = `file:${path.join(workDir, 'site.db')}`;
  let output = '';
  const server = spawn(process.execPath, [path.join(distDir, 'server.js')], {
    // Behind a trusted proxy on loopback, as in production: a test may name its visitor's address in
    // X-Forwarded-For, so the per-client limits (10 booking requests in 10 minutes) count each visitor apart.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: baseURL,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseURL, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, databaseUrl, stop };
}

/**
 * For the browser tests only: site isolation's field trials off, and smooth scrolling, which only draws frames
 * between where a scroll starts and ends (docs/testing.md, "eleventh pass"). Lighthouse keeps Chromium's defaults:
 * it measures what visitors get.
 */
const TEST_ONLY_FLAGS = ['--disable-site-isolation-trials', '--disable-smooth-scrolling'];

/**
 * The features Playwright turns off (playwright-core's `disabledFeatures`: paint holding, HTTPS upgrades, storage
 * partitioning and the rest), copied: Chromium keeps only the last `--disable-features` on its command line, so
 * ours replaces Playwright's and must carry its list. `checkDisabledFeatures` fails the run when an upgrade of
 * Playwright turns off one that is not here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's drop-down, drawn as web pages (chrome://omnibox-popup.top-chrome/ and its AI-mode twin):
 * headless Chromium builds them for every window and keeps them in renderers of their own, which work on every
 * navigation, and no test ever opens the address bar. Off, the renderers' CPU for the same 30 page loads fell from
 * 3.7 to 2.6 s (docs/testing.md, "fourteenth pass").
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`;

/** Fails when Playwright's own `--disable-features` names a feature ours (which replaces it) does not. */
function checkDisabledFeatures(pid: number | undefined): void {
  // A process's command line is read from Linux's /proc: CI's machine and this one. Elsewhere, unchecked.
  if (pid === undefined || !existsSync(`/proc/${pid}/cmdline`)) return;
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const lists = args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1]!.split(','));
  const ours = new Set(lists.at(-1));
  const missing = lists
    .slice(0, -1)
    .flat()
    .filter((feature) => !ours.has(feature));
  if (missing.length > 0)
    throw new Error(
      `Playwright now also turns off ${missing.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES in test/e2e/server.ts`,
    );
}

/** Debian's Chromium, headless, with everything that would phone home switched off, for spec files to connect to. */
async function startBrowser(): Promise<Running & { endpoint: string }> {
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...TEST_ONLY_FLAGS, DISABLE_FEATURES],
  });
  try {
    checkDisabledFeatures(browser.process().pid);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return { endpoint: browser.wsEndpoint(), stop: () => browser.close() };
}

/**
 * A server, a database and a Chromium for each worker, so two spec files run side by side without seeing each
 * other's bookings, limits or surge, and no spec file pays for starting a browser. The files of one worker still
 * run one after another on the same server, as all of them did before. Besides, once for the run, the databases
 * the specs with servers of their own copy (startTestDatabases, as the Vitest run's global setup).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = project.config.maxWorkers;
  const servers = Array.from({ length: count }, () => startServer());
  const browsers = Array.from({ length: count }, () => startBrowser());
  const databases = startTestDatabases();
  const results = await Promise.allSettled([...servers, ...browsers, databases]);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(started.map((running) => running.stop()));
  };
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    // What did start must not outlive the failed set-up: the run would never end.
    await stopAll();
    throw failure.reason;
  }
  const [running, chromiums, shared] = await Promise.all([Promise.all(servers), Promise.all(browsers), databases]);
  project.provide('postgresAdminUrl', shared.postgresAdminUrl);
  project.provide('sqliteTemplate', shared.sqliteTemplate);
  project.provide('postgresTemplate', shared.postgresTemplate);
  project.provide(
    'e2eWorkers',
    running.map((server, i) => ({
      baseURL: server.baseURL,
      databaseUrl: server.databaseUrl,
      browserEndpoint: chromiums[i]!.endpoint,
    })),
  );
  return stopAll;
}
