import { readFileSync } from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../server/kernel/http/paths';
import { agent, getPage, testApp } from '../helpers/app';

describe('HTTP behaviour', () => {
  it('answers the container health check', async () => {
    const response = await agent().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.text).toBe('ok');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown path with a 404 Not Found page that helps the visitor on', async () => {
    const { status, $, headers } = await getPage('/no-such-page');
    expect(status).toBe(404);
    expect(headers['content-type']).toMatch(/text\/html/);
    expect($('h1').text()).toBe('Page Not Found');
    expect($('main a[href="/"]').length).toBeGreaterThan(0);
    expect($('main a[href="/services"]').length).toBeGreaterThan(0);
    expect($('main a[href="tel:+12025550147"]').text()).toContain('(202) 555-0147');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('nav[aria-label="Main"] a[aria-current]')).toHaveLength(0);
  });

  it('answers malformed percent-encoding with a 400 page, not a crash', async () => {
    const response = await agent().get('/services/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.text).toContain('Bad Request');
    expect(response.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('sends the security headers with a strict Content-Security-Policy', async () => {
    const response = await agent().get('/');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only in production', async () => {
    expect((await agent().get('/')).headers['strict-transport-security']).toBeUndefined();
    const production = await agent({ NODE_ENV: 'production' }).get('/');
    expect(production.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('compresses pages for clients that accept gzip', async () => {
    const response = await agent().get('/').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.text).toContain('<!DOCTYPE html>');
  });

  it('lets CDNs cache pages briefly and revalidate', async () => {
    const response = await agent().get('/about');
    expect(response.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
  });

  it('serves hashed assets with long-lived immutable caching', async () => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
      js: string;
      css: string;
    };
    for (const asset of [manifest.js, manifest.css]) {
      const response = await agent().get(asset);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const css = await agent().get(manifest.css);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('serves the favicon', async () => {
    const response = await agent().get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await supertest(testApp()).head('/about');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toBeUndefined();
  });

  it('never serves files from outside the public folder', async () => {
    for (const probe of [
      '/../package.json',
      '/..%2fpackage.json',
      '/assets/..%2f..%2fserver.js',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await agent().get(probe);
      expect(response.status, probe).toBeGreaterThanOrEqual(400);
      expect(response.status, probe).toBeLessThan(500);
      expect(response.text).not.toContain('"name": "capital-appliance-repair"');
    }
  });
});
