import express from 'express';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { createApp } from '../../server/app/app';
import { loadConfig } from '../../server/kernel/config';
import { fastPath } from '../../server/kernel/cache/fast-path';
import { createLogger } from '../../server/kernel/http/logger';
import { PageCache } from '../../server/kernel/cache/page-cache';
import { sendCachedPage } from '../../server/kernel/cache/cached-answer';
import { allPagePaths } from '../../server/app/pages';
import { createServer } from '../../server/app/server';
import { TEST_SITE_URL } from '../helpers/app';
import { SITE_WIDE_TIMEOUT } from '../helpers/site';
import { listen, rawRequest as request } from '../helpers/raw';
import { connect } from 'node:net';

/** An HTTP/1.0 GET on a connection of its own (no keep-alive asked): the head as sent, once the server has closed it. */
async function http10Head(port: number, path: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  socket.write(`GET ${path} HTTP/1.0\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const answer = Buffer.concat(chunks).toString('latin1');
  return answer.slice(0, answer.indexOf('\r\n\r\n') + 2);
}

const config = loadConfig({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'silent' });

describe('the fast path in front of Express', () => {
  it('answers a page from memory once Express has answered it twice with the same headers', async () => {
    const server = createServer({ config });
    const port = await listen(server);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await request(port, '/about'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(server.fastPathHits()).toBe(1);
    expect(answers[2]!.body.equals(answers[0]!.body)).toBe(true);
  });

  it(
    'sends exactly the headers and bytes Express sends, for every page, coding, method and 304',
    async () => {
      const expressPort = await listen(createApp({ config }));
      const server = createServer({ config });
      const fastPort = await listen(server);
      const pages = [];
      for (const path of allPagePaths()) if ((await request(expressPort, path)).status === 200) pages.push(path);
      expect(pages).toContain('/');
      expect(pages).toContain('/about');

      for (const path of pages) {
        for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip, deflate', 'identity']) {
          const etag = (await request(expressPort, path, { headers: { 'Accept-Encoding': acceptEncoding } })).headers
            .etag as string;
          for (const [method, headers] of [
            ['GET', { 'Accept-Encoding': acceptEncoding }],
            ['HEAD', { 'Accept-Encoding': acceptEncoding }],
            ['GET', { 'Accept-Encoding': acceptEncoding, 'If-None-Match': etag }],
          ] as const) {
            const viaExpress = await request(expressPort, path, { method, headers });
            // The first two answers come from Express and arm the fast path; the third is the fast path's.
            await request(fastPort, path, { method, headers });
            await request(fastPort, path, { method, headers });
            const before = server.fastPathHits();
            const viaFastPath = await request(fastPort, path, { method, headers });
            const label = `${method} ${path} ${JSON.stringify(headers)}`;
            expect(server.fastPathHits(), label).toBe(before + 1);
            expect(viaFastPath.status, label).toBe(viaExpress.status);
            // Each answer carries its own request id; every other header must match exactly.
            const { 'x-request-id': fastId, ...fastHeaders } = viaFastPath.headers;
            const { 'x-request-id': expressId, ...expressHeaders } = viaExpress.headers;
            expect(fastHeaders, label).toEqual(expressHeaders);
            expect(fastId, label).toMatch(/^[0-9a-f-]{36}$/);
            expect(fastId, label).not.toBe(expressId);
            expect(viaFastPath.body.equals(viaExpress.body), label).toBe(true);
          }
        }
      }
      // The security headers are among those compared.
      const sample = await request(fastPort, '/');
      expect(sample.headers['content-security-policy']).toContain("default-src 'self'");
      expect(sample.headers['strict-transport-security']).toMatch(/max-age=/);
    },
    SITE_WIDE_TIMEOUT,
  );

  it('leaves forms, queries a page reads, other spellings, assets and health checks to Express', async () => {
    const server = createServer({ config });
    const port = await listen(server);
    for (let i = 0; i < 3; i++) await request(port, '/cities');
    const hits = server.fastPathHits();
    expect((await request(port, '/cities?zip=90210')).status).toBe(200);
    expect((await request(port, '/about', { method: 'POST' })).status).toBe(405);
    expect((await request(port, '/About')).status).toBe(200);
    expect((await request(port, '/blog/no-such-article')).status).toBe(404);
    expect((await request(port, '/api/nothing')).status).toBe(404);
    expect((await request(port, '/healthz')).status).toBe(200);
    expect((await request(port, '/favicon.svg')).status).toBe(200);
    expect((await request(port, '/.env')).status).toBe(404);
    expect(server.fastPathHits()).toBe(hits);
  });

  it('answers tracking parameters and unknown paths from memory too, byte for byte', async () => {
    const server = createServer({ config });
    const port = await listen(server);
    for (let i = 0; i < 3; i++) await request(port, '/about');
    for (let i = 0; i < 2; i++) await request(port, `/no-such-page-${i}`);
    const hits = server.fastPathHits();
    const about = await request(port, '/about');
    const tracked = await request(port, '/about?utm_source=flyer&fbclid=abc');
    const missing = await request(port, '/another/missing/page');
    expect(server.fastPathHits()).toBe(hits + 3);
    expect(tracked.status).toBe(200);
    expect(tracked.body.equals(about.body)).toBe(true);
    expect(tracked.headers.etag).toBe(about.headers.etag);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.body.toString()).toContain('Page Not Found');
  });

  it('closes the connection after its answer for an HTTP/1.0 client, as Express does', async () => {
    const server = createServer({ config });
    const port = await listen(server);
    const heads: string[] = [];
    for (let i = 0; i < 3; i++) heads.push(await http10Head(port, '/about'));
    expect(server.fastPathHits()).toBe(1);
    // Date and the request id differ per answer; every other line of the head, Connection: close among them, is the same.
    const lines = (head: string) => head.split('\r\n').filter((line) => !/^(?:date|x-request-id):/i.test(line));
    expect(lines(heads[2]!)).toEqual(lines(heads[0]!));
    expect(heads[2]).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(heads[2]).toMatch(/\r\nConnection: close\r\n/);
    expect(heads[2]).toMatch(/\r\nContent-Length: \d+\r\n/);
    expect(heads[2]).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
  });

  it('never replays a header that changes per request', async () => {
    const pages = new PageCache({ timeZone: business.timeZone });
    const app = express();
    let requestNumber = 0;
    app.use((_req, res, next) => {
      res.setHeader('X-Nonce', String(++requestNumber));
      next();
    });
    app.get('/page', async (req, res) => {
      sendCachedPage(req, res, (await pages.get('/page', () => '<!DOCTYPE html><p>hello</p>'))!, 'no-cache');
    });
    const fast = fastPath(pages, app);
    const port = await listen(fast.listener);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await request(port, '/page')).headers['x-nonce']);
    expect(ids).toEqual(['1', '2', '3', '4']);
    expect(fast.hits()).toBe(0);
  });

  it('gives each fast-path answer its own request id and access log line', async () => {
    const lines: { msg: string; requestId: string; req: { method: string; path: string }; res: { status: number } }[] =
      [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = createServer({ config, logger });
    const port = await listen(server);
    const ids: unknown[] = [];
    for (let i = 0; i < 3; i++) ids.push((await request(port, '/about')).headers['x-request-id']);
    expect(server.fastPathHits()).toBe(1);
    expect(new Set(ids).size).toBe(3);
    const fastAnswer = await request(port, '/about', { headers: { 'X-Request-Id': 'visitor-trace-42' } });
    expect(server.fastPathHits()).toBe(2);
    expect(fastAnswer.headers['x-request-id']).toBe('visitor-trace-42');
    await expect.poll(() => lines.filter((line) => line.msg === 'request completed').length).toBe(4);
    const logged = lines.find((line) => line.requestId === 'visitor-trace-42');
    expect(logged).toMatchObject({ req: { method: 'GET', path: '/about' }, res: { status: 200 } });
    // The same fields as the line pino-http writes for an Express answer (the first request's).
    const viaExpress = lines.find((line) => line.requestId === ids[0])!;
    expect(Object.keys(logged!).sort()).toEqual(Object.keys(viaExpress).sort());
    expect(Object.keys(viaExpress.req).sort()).toEqual(['method', 'path']);
  });

  it('stops replaying last year’s footer at midnight on New Year in DC', async () => {
    let now = Date.parse('2027-01-01T04:59:00Z');
    const server = createServer({ config, pageCache: new PageCache({ timeZone: business.timeZone, now: () => now }) });
    const port = await listen(server);
    for (let i = 0; i < 3; i++) expect((await request(port, '/about')).body.toString()).toMatch(/© (<!-- -->)?2026/);
    expect(server.fastPathHits()).toBe(1);
    now = Date.parse('2027-01-01T05:00:30Z');
    expect((await request(port, '/about')).body.toString()).toMatch(/© (<!-- -->)?2027/);
    expect(server.fastPathHits()).toBe(1);
  });
});
