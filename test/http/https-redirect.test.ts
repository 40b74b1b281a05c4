import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'cheerio';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/kernel/config';
import { httpsRedirectWarning, plainHttpPolicy } from '../../server/kernel/http/https-redirect';
import { createServer } from '../../server/app/server';
import { TEST_SITE_URL, testApp } from '../helpers/app';
import { listen, rawRequest as request } from '../helpers/raw';
import { storedLeads } from '../helpers/leads';
import { startAndStop } from '../helpers/startup';

const workDir = mkdtempSync(path.join(tmpdir(), 'car-https-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
const databaseUrl = `file:${path.join(workDir, 'site.db')}`;

/** The production server (fast path included) behind a TLS-terminating proxy on this machine. */
async function productionServer(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SITE_URL: TEST_SITE_URL,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const server = createServer({ config });
  const port = await listen(server);
  const get = (url: string, proto?: string, method = 'GET', headers: Record<string, string> = {}) =>
    request(port, url, { method, headers: { ...(proto ? { 'X-Forwarded-Proto': proto } : {}), ...headers } });
  /** Asks for a page until the fast path answers it, so a later miss cannot be a cold cache. */
  const warm = async (url: string, proto?: string) => {
    for (let i = 0; i < 3; i++) expect((await get(url, proto)).status).toBe(200);
  };
  return { server, get, warm };
}

const behindTrustedProxy = { TRUST_PROXY: 'loopback' };

describe('plain HTTP behind a trusted proxy, with an https SITE_URL', () => {
  it('redirects a page with 301 to the same path and query on SITE_URL, for GET and HEAD', async () => {
    const { get } = await productionServer(behindTrustedProxy);
    for (const method of ['GET', 'HEAD']) {
      const answer = await get('/services/washer-repair?utm_source=flyer&x=%20y', 'http', method);
      expect(answer.status, method).toBe(301);
      expect(answer.headers.location, method).toBe(`${TEST_SITE_URL}/services/washer-repair?utm_source=flyer&x=%20y`);
      expect(answer.headers['cache-control'], method).toBe('no-store');
      // Browsers ignore HSTS over plain HTTP; it belongs on the HTTPS answer the redirect leads to.
      expect(answer.headers['strict-transport-security'], method).toBeUndefined();
    }
    expect((await get('/', 'http')).headers.location).toBe(`${TEST_SITE_URL}/`);
    // Unknown paths and assets go to HTTPS as well, where they get their own answer.
    expect((await get('/no-such-page', 'http')).headers.location).toBe(`${TEST_SITE_URL}/no-such-page`);
    expect((await get('/favicon.svg', 'http')).headers.location).toBe(`${TEST_SITE_URL}/favicon.svg`);
  });

  it('never answers a cached page over plain HTTP: the fast path leaves the redirect to Express', async () => {
    const { server, get, warm } = await productionServer(behindTrustedProxy);
    await warm('/about', 'https');
    const hits = server.fastPathHits();
    const answer = await get('/about', 'http');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${TEST_SITE_URL}/about`);
    expect(server.fastPathHits()).toBe(hits);
    const head = await get('/about', 'http', 'HEAD');
    expect(head.status).toBe(301);
    expect(server.fastPathHits()).toBe(hits);
  });

  it('answers the same request arriving over HTTPS with 200 from the cache, HSTS included', async () => {
    const { server, get, warm } = await productionServer(behindTrustedProxy);
    await warm('/about', 'https');
    const hits = server.fastPathHits();
    const answer = await get('/about', 'https');
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(server.fastPathHits()).toBe(hits + 1);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('refuses a form post over plain HTTP with 403 and stores nothing, instead of redirecting it', async () => {
    const { server, get } = await productionServer(behindTrustedProxy);
    const posted = await supertest(server.app)
      .post('/contact')
      .set('X-Forwarded-Proto', 'http')
      .type('form')
      .send({ name: 'Pat Doe', phone: '(202) 555-0100', email: 'pat@example.com', message: 'Washer leaks' });
    expect(posted.status).toBe(403);
    expect(posted.headers.location).toBeUndefined();
    expect(posted.headers['cache-control']).toBe('no-store');
    const $ = load(posted.text);
    expect($('h1').text()).toBe('Secure Connection Required');
    expect($('main').text()).toContain('nothing was sent');

    const api = await get('/api/contact', 'http', 'POST', { 'Content-Type': 'application/json' });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body.toString())).toEqual({ error: expect.stringContaining('https://') });
    for (const method of ['PUT', 'DELETE', 'OPTIONS']) expect((await get('/contact', 'http', method)).status).toBe(403);
    expect(await storedLeads(databaseUrl)).toEqual([]);
  });

  it('answers /healthz over plain HTTP, where load balancers probe it', async () => {
    const { get } = await productionServer(behindTrustedProxy);
    for (const url of ['/healthz', '/healthz?probe=1']) {
      const answer = await get(url, 'http');
      expect(answer.status, url).toBe(200);
      expect(answer.body.toString(), url).toBe('ok');
    }
  });

  it('answers /readyz over plain HTTP too: a redirect would read as “not ready” whatever the server’s state', async () => {
    const { get } = await productionServer(behindTrustedProxy);
    for (const url of ['/readyz', '/readyz?probe=1']) {
      const answer = await get(url, 'http');
      expect([200, 503], url).toContain(answer.status);
      expect(answer.headers.location, url).toBeUndefined();
    }
  });

  it('reads X-Forwarded-Proto as Express does: the first of a list, any case', async () => {
    const { get } = await productionServer(behindTrustedProxy);
    expect((await get('/faq', 'HTTP')).status).toBe(301);
    expect((await get('/faq', 'http, https')).status).toBe(301);
    expect((await get('/faq', 'https, http')).status).toBe(200);
    // A trusted proxy that does not say how the visitor came: we cannot know, so nothing is redirected.
    expect((await get('/faq')).status).toBe(200);
  });

  it('keeps the redirect on SITE_URL whatever the request target: no other host can be smuggled in', async () => {
    const { get } = await productionServer(behindTrustedProxy);
    for (const target of ['//evil.example/x', '/\\evil.example', 'http://evil.example/x', '*']) {
      const answer = await get(target, 'http');
      expect(answer.status, target).toBe(301);
      expect(new URL(answer.headers.location as string).origin, target).toBe(TEST_SITE_URL);
    }
    const host = await get('/about', 'http', 'GET', { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    expect(host.headers.location).toBe(`${TEST_SITE_URL}/about`);
  });
});

describe('without a trusted proxy, or on an http SITE_URL', () => {
  it('ignores X-Forwarded-Proto either way when TRUST_PROXY is off: no redirect, no loop', async () => {
    for (const env of [{}, { TRUST_PROXY: 'false' }, { TRUST_PROXY: '0' }] as Record<string, string>[]) {
      const { server, get, warm } = await productionServer(env);
      await warm('/about', 'http');
      const hits = server.fastPathHits();
      for (const proto of ['http', 'https', undefined]) {
        const answer = await get('/about', proto);
        expect(answer.status, `${JSON.stringify(env)} ${proto}`).toBe(200);
        expect(answer.headers.location).toBeUndefined();
      }
      expect(server.fastPathHits()).toBe(hits + 3);
      expect((await get('/contact', 'http', 'OPTIONS')).status).toBe(204);
    }
  });

  it('ignores X-Forwarded-Proto from a peer TRUST_PROXY does not name', async () => {
    const { get } = await productionServer({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await get('/about', 'http')).status).toBe(200);
  });

  it('redirects nothing when SITE_URL is http (local development and tests)', async () => {
    const { get } = await productionServer({ ...behindTrustedProxy, SITE_URL: 'http://localhost:3000' });
    expect((await get('/about', 'http')).status).toBe(200);
    expect(plainHttpPolicy({ siteUrl: 'http://localhost:3000', trustProxy: ['loopback'] })).toBeUndefined();
  });

  it('decides trust exactly as Express does for the same TRUST_PROXY', () => {
    const peers = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.0.9', '203.0.113.7', 'fe80::1'];
    for (const trustProxy of ['loopback', '1', '2', 'true', '10.0.0.0/8', '10.1.2.3, 192.168.0.0/16', 'uniquelocal']) {
      const config = loadConfig({ SITE_URL: TEST_SITE_URL, TRUST_PROXY: trustProxy });
      const expressTrusts = testApp({ TRUST_PROXY: trustProxy }).get('trust proxy fn') as (
        a: string,
        i: number,
      ) => boolean;
      const policy = plainHttpPolicy(config)!;
      for (const peer of peers) {
        const req = {
          method: 'GET',
          url: '/about',
          headers: { 'x-forwarded-proto': 'http' },
          socket: { remoteAddress: peer },
        } as unknown as IncomingMessage;
        expect(policy(req) !== undefined, `${trustProxy} ${peer}`).toBe(expressTrusts(peer, 0));
      }
    }
  });
});

describe('the start-up warning', () => {
  it('is given once in production when SITE_URL is https and TRUST_PROXY is off', async () => {
    const env = { NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, DATABASE_URL: databaseUrl };
    const warned = await startAndStop(env);
    expect(warned.code).toBe(0);
    const warnings = warned.lines.filter((line) => line.level === 'warn').map((line) => line.msg);
    expect(warnings).toEqual([expect.stringMatching(/^HTTP is not redirected to HTTPS: .*TRUST_PROXY is off/)]);

    const quiet = await startAndStop({ ...env, TRUST_PROXY: 'loopback' });
    expect(quiet.lines.filter((line) => line.level === 'warn')).toEqual([]);
  }, 60_000);

  it('is not given where there is nothing to redirect', () => {
    const warning = (env: Record<string, string>) => httpsRedirectWarning(loadConfig(env));
    expect(warning({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL })).toBeDefined();
    expect(warning({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, TRUST_PROXY: '1' })).toBeUndefined();
    expect(warning({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toBeUndefined();
    expect(warning({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL })).toBeUndefined();
  });
});
