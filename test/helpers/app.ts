import { load, type CheerioAPI } from 'cheerio';
import supertest from 'supertest';
import { createApp, type AppOptions } from '../../server/http/app';
import { loadConfig } from '../../server/http/config';

export const TEST_SITE_URL = 'https://www.capitalappliancerepair.test';

/** The one way tests start the app: test settings, unless a test overrides them. */
export function testApp(env: Record<string, string> = {}, options: Omit<AppOptions, 'config'> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'silent', ...env });
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
