import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicDir } from '../../server/kernel/http/paths';
import { testApp } from '../helpers/app';
import { listen, rawRequest } from '../helpers/raw';

const manifest = JSON.parse(readFileSync(path.join(publicDir, '..', 'manifest.json'), 'utf8')) as {
  js: string;
  css: string;
};
const file = (url: string) => readFileSync(path.join(publicDir, url));

describe('compressed once at build time', () => {
  it.each([
    [manifest.js, /^text\/javascript/],
    [manifest.css, /^text\/css/],
    ['/favicon.svg', /^image\/svg\+xml/],
  ])('%s is sent as its brotli or gzip twin, or as is, with its own type', async (url, type) => {
    const port = await listen(testApp());
    const get = (acceptEncoding: string) => rawRequest(port, url, { headers: { 'Accept-Encoding': acceptEncoding } });
    const br = await get('gzip, deflate, br, zstd');
    const gzip = await get('gzip, deflate');
    const plain = await get('identity');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(file(url + '.br'))).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(file(url + '.gz'))).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file(url))).toBe(true);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(new Set([br, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it('keeps hashed assets cached for a year, compressed or not', async () => {
    const port = await listen(testApp());
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const answer = await rawRequest(port, manifest.js, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers HEAD for a compressed asset without a body', async () => {
    const port = await listen(testApp());
    const head = await rawRequest(port, manifest.css, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(file(manifest.css + '.br').length);
    expect(head.body.length).toBe(0);
  });

  it('answers a missing asset with the 404 page, not with a compressed error', async () => {
    const port = await listen(testApp());
    const missing = await rawRequest(port, '/assets/app-NOPE.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
  });
});
