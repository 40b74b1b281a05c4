import supertest from 'supertest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { PageCache } from '../../server/kernel/cache/page-cache';
import { testApp } from '../helpers/app';
import { listen, rawRequest } from '../helpers/raw';

describe('pages rendered once and served from memory', () => {
  it('gives a page a strong ETag that stays the same between visits', async () => {
    const app = testApp();
    const first = await supertest(app).get('/about');
    const second = await supertest(app).get('/about');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
  });

  it('answers a browser that already has the page with 304 Not Modified and no body', async () => {
    const app = testApp();
    const first = await supertest(app).get('/').set('Accept-Encoding', 'br');
    const again = await supertest(app).get('/').set('Accept-Encoding', 'br').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers.vary).toMatch(/Accept-Encoding/);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('sends brotli, gzip or plain HTML as the browser accepts, always the same page', async () => {
    const app = testApp();
    const port = await listen(app);
    const get = (acceptEncoding: string) => rawRequest(port, '/', { headers: { 'Accept-Encoding': acceptEncoding } });
    const [br, gzip, plain] = [await get('gzip, deflate, br, zstd'), await get('gzip, deflate'), await get('identity')];
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gzip, plain]) {
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
    }
    const html = plain.body.toString();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(new Set([br, gzip, plain].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('answers HEAD with the same headers as GET and no body', async () => {
    const app = testApp();
    const get = await supertest(app).get('/about').set('Accept-Encoding', 'br');
    const head = await supertest(app).head('/about').set('Accept-Encoding', 'br');
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
    // The date and the request id belong to each answer; everything else must be the same.
    const shared = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'));
    expect(shared(head.headers)).toEqual(shared(get.headers));
  });

  it('answers a page with parameters it does not read from the cache, byte for byte', async () => {
    const app = testApp();
    const cached = await supertest(app).get('/about');
    const withQuery = await supertest(app).get('/about?utm_source=flyer');
    expect(withQuery.status).toBe(200);
    expect(withQuery.text).toBe(cached.text);
    expect(withQuery.headers.etag).toBe(cached.headers.etag);
  });

  it('still answers unknown paths and other methods through Express', async () => {
    const app = testApp();
    expect((await supertest(app).get('/about/nothing-here')).status).toBe(404);
    expect((await supertest(app).post('/about')).status).toBe(405);
    const notFound = await supertest(app).get('/no-such-page').set('Accept-Encoding', 'gzip');
    expect(notFound.headers['cache-control']).toBe('no-store');
    // The 404 page is rendered and compressed once, like the other pages.
    expect(notFound.headers['content-encoding']).toBe('gzip');
  });

  it('shows the new year in the footer right after midnight on New Year in DC', async () => {
    let now = Date.parse('2027-01-01T04:59:00Z');
    const app = testApp(
      { NODE_ENV: 'production' },
      { pageCache: new PageCache({ timeZone: business.timeZone, now: () => now }) },
    );
    expect((await supertest(app).get('/about')).text).toMatch(/© (<!-- -->)?2026/);
    now = Date.parse('2027-01-01T05:00:30Z');
    expect((await supertest(app).get('/about')).text).toMatch(/© (<!-- -->)?2027/);
  });
});
