import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { errorHandler } from '../../server/kernel/http/errors';
import { createLogger } from '../../server/kernel/http/logger';
import { TEST_SITE_URL, testApp } from '../helpers/app';
import { storedLeads } from '../helpers/leads';

let dir: string;
let databaseUrl: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-same-site-'));
  databaseUrl = `file:${path.join(dir, 'site.db')}`;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const form = 'name=Ann+Lee&email=ann%40example.com&phone=%28202%29+555-0123&message=Washer+leaks';
const lead = { name: 'Ann Lee', email: 'ann@example.com', phone: '(202) 555-0123', message: 'Washer leaks' };
const site = () => supertest(testApp({ DATABASE_URL: databaseUrl }, { contactRateLimit: { limit: 1000 } }));
const stored = () => storedLeads(databaseUrl);

describe('same-site forms', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['both, as a browser sends them', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['a look-alike host', { Origin: 'https://www.capitalappliancerepair.test.evil.example' }],
    ['a non-web origin', { Origin: 'file://' }],
  ])('refuses POST /contact with %s: 403, the phone number, nothing stored', async (_label, headers) => {
    const response = await site().post('/contact').set(headers).type('form').send(form);
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain(`href="${business.phone.href}"`);
    expect(await stored()).toEqual([]);
  });

  it('refuses the JSON API the same way, in JSON with the phone number', async () => {
    const response = await site().post('/api/contact').set('Origin', 'https://evil.example').send(lead);
    expect(response.status).toBe(403);
    expect(response.body.error).toContain(business.phone.display);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['our own origin and same-origin', { Origin: TEST_SITE_URL, 'Sec-Fetch-Site': 'same-origin' }],
    ['our origin without www.', { Origin: 'https://capitalappliancerepair.test' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['Origin: null (privacy mode) and same-origin', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }],
    ['neither header (an old browser)', {}],
  ])('stores a post with %s', async (_label, headers) => {
    const response = await site().post('/contact').set(headers).type('form').send(form);
    expect(response.status).toBe(303);
    expect(await stored()).toMatchObject([{ name: 'Ann Lee', email: 'ann@example.com' }]);
  });

  it('accepts the origin of the host the request came to (the site behind another name)', async () => {
    const app = site();
    const response = await app
      .post('/api/contact')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .send(lead);
    expect(response.status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});

describe('the API answers JSON for every status', () => {
  it('GET /api/contact is a JSON 405 with Allow: POST', async () => {
    const response = await site().get('/api/contact');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it('an unknown API path is a JSON 404, whatever the method', async () => {
    for (const method of ['get', 'post', 'delete'] as const) {
      const response = await site()[method]('/api/no-such-thing').send({});
      expect(response.status, method).toBe(404);
      expect(response.headers['content-type'], method).toMatch(/application\/json/);
      expect(response.body, method).toEqual({ error: expect.any(String) });
    }
  });

  it('a 413, 415 and 429 are JSON too', async () => {
    const big = await site()
      .post('/api/contact')
      .send({ ...lead, message: 'x'.repeat(20_000) });
    expect([big.status, big.headers['content-type']]).toEqual([413, expect.stringMatching(/json/)]);
    const text = await site().post('/api/contact').set('Content-Type', 'text/plain').send('hi');
    expect([text.status, text.headers['content-type']]).toEqual([415, expect.stringMatching(/json/)]);
    const limited = supertest(testApp({ DATABASE_URL: databaseUrl }, { contactRateLimit: { limit: 1 } }));
    await limited.post('/api/contact').send(lead);
    const tooMany = await limited.post('/api/contact').send(lead);
    expect([tooMany.status, tooMany.headers['content-type']]).toEqual([429, expect.stringMatching(/json/)]);
  });

  it('a 500 under /api is JSON that says nothing of the error', async () => {
    const app = express();
    app.get('/api/boom', () => {
      throw new Error('secret detail');
    });
    app.use(errorHandler(() => undefined, createLogger('silent')));
    const response = await supertest(app).get('/api/boom');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(response.text).not.toContain('secret');
  });
});
