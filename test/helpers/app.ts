import { load, type CheerioAPI } from 'cheerio';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../server/app/app';
import { loadConfig } from '../../server/kernel/config';

export const TEST_SITE_URL = 'https://www.capitalappliancerepair.test';

let apps = 0;
/**
 * The folder for the apps' SQLite files: the run's, which the global set-up removes after it (the temporary folder
 * may be a RAM disk, test/helpers/ram-tmpdir.ts, where what a run leaves stays until the machine restarts); under
 * a configuration without that set-up, or outside Vitest (`npm run trace` starts apps with these helpers, and
 * Vitest's `inject` throws where no run is), this process's own.
 */
const appsFolder =
  (process.env.VITEST ? inject('appsFolder') : undefined) || path.join(tmpdir(), `car-test-${process.pid}`);

/** A SQLite file of its own (made with the first write), in the run's folder: for a test that reads the app's rows. */
export function newAppDatabaseUrl(): string {
  return `file:${path.join(appsFolder, `${process.pid}-${++apps}`, 'site.db')}`;
}

/**
 * The one way tests start the app: test settings, unless a test overrides them. Each app gets its own SQLite
 * file in the temp folder, which exists only once a lead is stored; tests that read leads pass DATABASE_URL.
 */
export function testApp(env: Record<string, string> = {}, options: Omit<AppOptions, 'config'> = {}) {
  const database = newAppDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: TEST_SITE_URL,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database,
    ...env,
  });
  return createApp({ config, ...options });
}

export function agent(env: Record<string, string> = {}) {
  return supertest(testApp(env));
}

export interface FetchedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
  $: CheerioAPI;
}

/** GETs a path and parses the HTML a visitor would get. */
export async function getPage(path: string, app = testApp()): Promise<FetchedPage> {
  const response = await supertest(app).get(path);
  return {
    status: response.status,
    headers: response.headers as Record<string, string>,
    html: response.text,
    $: load(response.text),
  };
}
