import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../server/app/server';
import { loadConfig } from '../../server/kernel/config';
import { metricsOnly, type Metrics } from '../../server/kernel/http/metrics';
import { QUEUE_NAMES } from '../../server/features/system/queues';
import { newAppDatabaseUrl, TEST_SITE_URL, testApp } from '../helpers/app';
import { seedLead } from '../helpers/office';
import { listen, rawRequest } from '../helpers/raw';
import { createDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('metrics for the operator (/metrics)', () => {
  it('are off unless METRICS_TOKEN or METRICS_LISTEN is set: /metrics is the 404 page', async () => {
    const response = await supertest(testApp()).get('/metrics');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('http_requests_total');
  });

  it('refuse a scrape without the bearer token, or with a wrong one, with 401', async () => {
    const http = supertest(testApp({ METRICS_TOKEN: TOKEN }));
    const missing = await http.get('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.text).not.toContain('http_requests_total');
    const wrong = await http.get('/metrics').set('Authorization', `Bearer ${TOKEN.slice(0, -1)}x`);
    expect(wrong.status).toBe(401);
    const basic = await http
      .get('/metrics')
      .set('Authorization', `Basic ${Buffer.from(`a:${TOKEN}`).toString('base64')}`);
    expect(basic.status).toBe(401);
  });

  it('name every queue, the requests by route pattern and status, the pool and the process, to a scrape with the token', async () => {
    const url = newAppDatabaseUrl();
    const config = parseDatabaseUrl(url);
    if (typeof config === 'string') throw new Error(config);
    const database = createDatabase(config);
    try {
      // One lead whose e-mail is overdue: the lead queue's backlog and its oldest message's age.
      const lead = await seedLead(database, { received_at: new Date(Date.now() - 20 * 60_000).toISOString() });
      const http = supertest(testApp({ METRICS_TOKEN: TOKEN, DATABASE_URL: url }, { database }));
      // Two leads' pages of the office asked for by URL: one route pattern in the labels, not two URLs.
      await http.get('/office/leads/first');
      await http.get('/office/leads/second');
      await http.get('/no-such-page-at-all');

      const scrape = await http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(scrape.headers['cache-control']).toBe('no-store');
      const text = scrape.text;
      for (const queue of QUEUE_NAMES) {
        expect(text, queue).toContain(`queue_pending{queue="${queue}"}`);
        expect(text, queue).toContain(`queue_oldest_pending_age_seconds{queue="${queue}"}`);
        expect(text, queue).toContain(`queue_failed{queue="${queue}"}`);
      }
      expect(text).toContain('queue_pending{queue="lead"} 1');
      const age = Number(/queue_oldest_pending_age_seconds\{queue="lead"\} (\d+)/.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(20 * 60);
      expect(text).toMatch(/http_requests_total\{route="\/office\/leads\/:id",method="GET",status="\d{3}"\} 2/);
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",route="\/office\/leads\/:id"/);
      expect(text).toMatch(/http_requests_total\{route="\(none\)",method="GET",status="404"\} 1/);
      expect(text).not.toContain('/office/leads/first');
      expect(text).not.toContain('no-such-page-at-all');
      expect(text).toMatch(/database_connections\{state="in_use"\} \d/);
      expect(text).toMatch(/database_connections\{state="waiting"\} \d/);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toContain('process_resident_memory_bytes');
      expect(text).toContain('nodejs_heap_size_used_bytes');
      // The scrape itself is counted under its route, and never names the lead.
      expect(text).not.toContain(lead);
    } finally {
      await database.close();
    }
  });

  it('count the cached pages the fast path answers before Express', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SITE_URL: TEST_SITE_URL,
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: TOKEN,
      DATABASE_URL: newAppDatabaseUrl(),
    });
    const server = createServer({ config });
    const port = await listen(server);
    try {
      for (let i = 0; i < 5; i++) expect((await rawRequest(port, '/about')).status).toBe(200);
      expect(server.fastPathHits()).toBeGreaterThan(0);
      const scrape = await rawRequest(port, '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
      const text = scrape.body.toString('utf8');
      const fast = Number(
        /http_requests_total\{route="\(page cache\)",method="GET",status="200"\} (\d+)/.exec(text)?.[1],
      );
      expect(fast).toBe(server.fastPathHits());
      const viaExpress = Number(
        /http_requests_total\{route="\/about",method="GET",status="200"\} (\d+)/.exec(text)?.[1],
      );
      expect(fast + viaExpress).toBe(5);
    } finally {
      server.close();
    }
  });

  it('with METRICS_LISTEN alone, are served on the private listener only, not on the public port', async () => {
    const app = testApp({ METRICS_LISTEN: '127.0.0.1:9464' });
    expect((await supertest(app).get('/metrics')).status).toBe(404);
    const metrics = app.locals.metrics as Metrics;
    const port = await listen(metricsOnly(metrics, undefined));
    const scrape = await rawRequest(port, '/metrics');
    expect(scrape.status).toBe(200);
    expect(scrape.body.toString('utf8')).toContain('queue_pending');
    expect((await rawRequest(port, '/')).status).toBe(404);
  });
});
