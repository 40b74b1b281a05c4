import express from 'express';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import supertest from 'supertest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, SERVER_TIMEOUTS } from '../../server/kernel/http/server';
import { allowedMethods, MAX_BODY_BYTES, methodNotAllowed } from '../../server/kernel/http/request-guards';
import { allPagePaths } from '../../server/app/pages';
import { agent, testApp } from '../helpers/app';

describe('methods on pages', () => {
  // Only the contact and booking pages take a form post (the no-JavaScript paths), in both languages; every other
  // page is read-only.
  const allowOn = (pagePath: string) =>
    ['/contact', '/book', '/es/contact', '/es/book'].includes(pagePath) ? 'GET, HEAD, POST' : 'GET, HEAD';

  it('every page refuses the methods it does not take with 405 and an Allow header', async () => {
    const site = agent();
    for (const pagePath of allPagePaths()) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        if (allowOn(pagePath).includes(method.toUpperCase())) continue;
        const response = await site[method](pagePath);
        expect(response.status, `${method} ${pagePath}`).toBe(405);
        expect(response.headers.allow, `${method} ${pagePath}`).toBe(allowOn(pagePath));
      }
    }
  });

  it('answers OPTIONS with 204 and the same Allow list, the API included', async () => {
    const site = agent();
    for (const pagePath of allPagePaths()) {
      const response = await site.options(pagePath);
      expect(response.status, pagePath).toBe(204);
      expect(response.headers.allow, pagePath).toBe(allowOn(pagePath));
    }
    const api = await site.options('/api/contact');
    expect(api.status).toBe(204);
    expect(api.headers.allow).toBe('POST');
    expect((await site.options('/no-such-page')).status).toBe(404);
  });

  it('tells the visitor in plain words on a normal error page', async () => {
    const response = await agent().post('/about').type('form').send('name=Ann');
    expect(response.status).toBe(405);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('Method Not Allowed');
  });

  it('serves odd spellings of a page path instead of failing (found by the fuzz test: "//" was a 500)', async () => {
    for (const odd of ['//', '//?x=1', '///about', '/about/']) {
      const response = await agent().get(odd);
      expect(response.status, odd).toBeLessThan(500);
    }
    expect((await agent().get('//')).status).toBe(200);
  });

  it('answers 404, not 405, for a path that is no page', async () => {
    expect((await agent().post('/no-such-page')).status).toBe(404);
    expect((await agent().delete('/services/no-such-service')).status).toBe(404);
  });

  it('lets a route that takes POST on a page path through, and lists it in Allow', async () => {
    // The contact form adds POST /contact; the 405 handler runs after every router, so it must not swallow it.
    const app = express();
    const contact = express.Router();
    contact.post('/contact', (_req, res) => {
      res.status(303).location('/contact?sent=1').end();
    });
    app.use(contact);
    app.get('/contact', (_req, res) => {
      res.send('form');
    });
    app.use(methodNotAllowed(app, () => ['/contact', '/about']));
    app.use((_req, res) => {
      res.status(404).end();
    });
    app.use(((error, _req, res, _next) => {
      res.status((error as { status: number }).status).end();
    }) as express.ErrorRequestHandler);

    expect((await supertest(app).post('/contact')).status).toBe(303);
    const put = await supertest(app).put('/contact');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(allowedMethods(app, '/contact')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods(app, '/about')).toEqual([]);
  });
});

describe('request bodies', () => {
  it(`refuses a body declared larger than ${MAX_BODY_BYTES / 1024} KB with 413`, async () => {
    const big = JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) });
    const api = await agent().post('/api/contact').type('json').send(big);
    expect(api.status).toBe(413);
    expect(api.body).toEqual({ error: expect.any(String) });
    const page = await agent()
      .post('/contact')
      .type('form')
      .send(`message=${'x'.repeat(MAX_BODY_BYTES)}`);
    expect(page.status).toBe(413);
    expect(page.text).toContain('Request Too Large');
  });

  it('takes only JSON under /api: any other body type gets 415', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'name=Ann'],
      ['text/plain', '{"name":"Ann"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
      ['application/xml', '<name>Ann</name>'],
    ]) {
      const response = await agent().post('/api/contact').set('Content-Type', type!).send(body);
      expect(response.status, type).toBe(415);
      expect(response.body).toEqual({ error: 'We could not read the kind of data you sent.' });
    }
    expect((await agent().post('/api/contact')).status).toBe(415);
  });
});

describe('TRUST_PROXY', () => {
  const clientAddress = (env: Record<string, string>, peer: string, forwardedFor: string) => {
    // Express asks this function, per hop, whether the address in front of it may speak for the client.
    const trust = testApp(env).get('trust proxy fn') as (address: string, hop: number) => boolean;
    const hops = [
      peer,
      ...forwardedFor
        .split(',')
        .map((a) => a.trim())
        .reverse(),
    ];
    let index = 0;
    while (index < hops.length - 1 && trust(hops[index]!, index)) index++;
    return hops[index];
  };

  it('ignores X-Forwarded-For by default, so a client cannot pick its own address', () => {
    expect(clientAddress({}, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
  });

  it('takes the client address from the trusted load balancer when configured', () => {
    expect(clientAddress({ TRUST_PROXY: '1' }, '10.0.0.2', '198.51.100.9')).toBe('198.51.100.9');
    expect(clientAddress({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', '198.51.100.9')).toBe('198.51.100.9');
    // A spoofed entry further left is not believed: only the hop the balancer added counts.
    expect(clientAddress({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(clientAddress({ TRUST_PROXY: '10.0.0.0/8' }, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
  });
});

describe('TRUST_PROXY and the contact rate limiter', () => {
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'car-proxy-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const lead = (n: number) => ({
    name: `Visitor ${n}`,
    email: `v${n}@example.com`,
    phone: '(202) 555-0100',
    service: 'oven',
  });

  /** Twelve visitors behind one load balancer (all from 127.0.0.1), each named in X-Forwarded-For. */
  async function twelveVisitors(env: Record<string, string>): Promise<number[]> {
    const site = agent({
      DATABASE_URL: `file:${path.join(workDir, `${Object.values(env).join('-') || 'none'}.db`)}`,
      ...env,
    });
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      statuses.push((await site.post('/api/contact').set('X-Forwarded-For', `203.0.113.${n}`).send(lead(n))).status);
    }
    return statuses;
  }

  it('with the balancer trusted, counts each visitor on their own: nobody is limited', async () => {
    expect(await twelveVisitors({ TRUST_PROXY: 'loopback' })).toEqual(new Array(12).fill(201));
  });

  it('without it, the header is ignored and the balancer address is limited for everyone', async () => {
    const statuses = await twelveVisitors({ TRUST_PROXY: 'false' });
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('slow clients', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('the production server uses the documented timeouts', () => {
    const server = createHttpServer(testApp());
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
  });

  it('drops a client that trickles its headers (slowloris) with 408, while others are served', async () => {
    const server = createHttpServer(testApp(), {
      headersTimeout: 400,
      requestTimeout: 800,
      keepAliveTimeout: 200,
      connectionsCheckingInterval: 100,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;

    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'));
      let received = '';
      const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 100);
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(trickle);
        resolve(received);
      });
    });
    // Only the headers' time-out answers 408; without it the trickle would go on until the test's own time-out.
    expect(answer).toMatch(/^HTTP\/1\.1 408/);

    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(healthy.status).toBe(200);
  });
});
