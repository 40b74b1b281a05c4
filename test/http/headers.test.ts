import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import { distDir, publicDir } from '../../server/kernel/http/paths';
import { allPagePaths } from '../../server/app/pages';
import express from 'express';
import supertest from 'supertest';
import { loadConfig } from '../../server/kernel/config';
import { MAP_ORIGIN, securityHeaders, STRIPE_CHECKOUT_ORIGIN } from '../../server/kernel/http/security-headers';
import { agent, TEST_SITE_URL } from '../helpers/app';

/** "default-src 'self'; img-src 'self' data:" -> { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
  js: string;
  css: string;
  siteCss: string;
  sheets: Record<string, string>;
};
/** The built public stylesheets' texts and their CSP sources, worked out here as a browser does (SHA-256, base64). */
const siteCss = readFileSync(path.join(publicDir, manifest.siteCss), 'utf8');
const sheets = Object.values(manifest.sheets).map((url) => readFileSync(path.join(publicDir, url), 'utf8'));
const sourceOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const styleSources = ["'self'", sourceOf(siteCss), ...sheets.map(sourceOf)];

// Mozilla HTTP Observatory's A+ rules, header by header.
function expectObservatoryHeaders(headers: Record<string, string>, where: string): void {
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp['default-src'], where).toEqual(["'self'"]);
  expect(csp['script-src'], where).toEqual(["'self'"]);
  // Our own stylesheet and the inline ones, each by its hash: never 'unsafe-inline' (decisions 0053, 0061).
  expect(csp['style-src']?.sort(), where).toEqual([...styleSources].sort());
  expect(csp['object-src'], where).toEqual(["'none'"]);
  expect(csp['base-uri'], where).toEqual(["'self'"]);
  expect(csp['form-action'], where).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], where).toEqual(["'none'"]);
  expect(csp['frame-src'], where).toEqual([MAP_ORIGIN]);
  expect(csp['img-src'], where).toEqual(["'self'", 'data:']);
  expect(headers['content-security-policy'], where).not.toMatch(/unsafe-|\*|https?:(?!\/\/www\.openstreetmap\.org)/);
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy'], where).toContain(`${feature}=()`);
  }
  expect(headers['x-powered-by'], where).toBeUndefined();
}

describe('security headers', () => {
  it('every page carries the A+ set of headers', async () => {
    const site = agent();
    for (const pagePath of allPagePaths()) {
      // Sections still being built answer 404 with the same headers.
      const response = await site.get(pagePath);
      expectObservatoryHeaders(response.headers as Record<string, string>, pagePath);
    }
  });

  it('so do assets, the 404 page and error answers', async () => {
    const site = agent();
    for (const [probe, status] of [
      [manifest.js, 200],
      ['/no-such-page', 404],
      ['/services/%E0%A4%A', 400],
    ] as const) {
      const response = await site.get(probe);
      expect(response.status, probe).toBe(status);
      expectObservatoryHeaders(response.headers as Record<string, string>, probe);
    }
    const refused = await site.delete('/about');
    expectObservatoryHeaders(refused.headers as Record<string, string>, 'DELETE /about');
  });

  it('asks browsers for HTTPS for two years in production, and upgrades stray http: URLs', async () => {
    const response = await agent({ NODE_ENV: 'production' }).get('/');
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers['strict-transport-security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
    expect(response.headers['strict-transport-security']).toContain('includeSubDomains');
    expect(directives(response.headers['content-security-policy'] ?? '')).toHaveProperty('upgrade-insecure-requests');
  });

  it('sends no HSTS outside production, where the site runs on plain http://localhost', async () => {
    const response = await agent().get('/');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no HSTS in production when SITE_URL is http: there is no HTTPS for it to pin', async () => {
    const response = await agent({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }).get('/');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('asks for preloading only when HSTS_PRELOAD opts in, with what the preload list requires', async () => {
    const plain = await agent({ NODE_ENV: 'production' }).get('/');
    expect(plain.headers['strict-transport-security']).not.toContain('preload');
    const preload = await agent({ NODE_ENV: 'production', HSTS_PRELOAD: 'true' }).get('/');
    const hsts = preload.headers['strict-transport-security'] ?? '';
    expect(hsts.split('; ')).toEqual(['max-age=63072000', 'includeSubDomains', 'preload']);
    // hstspreload.org: max-age of at least one year, includeSubDomains and preload.
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('the public pages’ stylesheets, inline under the CSP', () => {
  it('are in every page’s head as the one style element, a built sheet the CSP names by hash, with no stylesheet to wait for', async () => {
    const site = agent();
    const article = allPagePaths().find((pagePath) => pagePath.startsWith('/blog/'))!;
    // A page of each type, cached or rendered per request (a step of booking, a zip outside the area, the 404).
    for (const pagePath of [
      '/',
      '/services/refrigerator-repair',
      '/cities/bethesda-md',
      '/blog',
      article,
      '/reviews',
      '/contact',
      '/book',
      '/book?zip=20910&service=washer-repair',
      '/cities?zip=90210',
      '/no-such-page',
    ]) {
      const response = await site.get(pagePath);
      const $ = load(response.text);
      expect($('head > style').length, pagePath).toBe(1);
      expect($('style').length, pagePath).toBe(1);
      const sheet = $('head > style').html() ?? '';
      expect(sheets, pagePath).toContain(sheet);
      expect($('link[rel="stylesheet"], link[rel="preload"][as="style"]').length, pagePath).toBe(0);
      expect(directives(response.headers['content-security-policy'] ?? '')['style-src'], pagePath).toContain(
        sourceOf(sheet),
      );
    }
  });

  it('leaves the office to link the whole stylesheet, which is cached once for the desk’s day', async () => {
    const response = await agent().get('/office/login');
    const $ = load(response.text);
    expect($('style').length).toBe(0);
    expect($('link[rel="stylesheet"]').attr('href')).toBe(manifest.css);
  });

  it('are the public stylesheet’s rules alone: the office’s rules stay out of the pages', () => {
    const office = readFileSync(path.join(publicDir, manifest.css), 'utf8');
    expect(office).toContain('.office-header');
    for (const sheet of [siteCss, ...sheets]) {
      expect(sheet).not.toContain('.office-header');
      expect(sheet.length).toBeLessThan(office.length);
    }
  });
});

describe('the Pay form and Stripe’s Checkout', () => {
  /** The form-action a page is sent with, for the given environment. */
  const formAction = async (env: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, DATABASE_URL: 'file:unused.db', ...env });
    const app = express();
    app.use(securityHeaders(config));
    app.get('/', (_req, res) => void res.send('page'));
    const response = await supertest(app).get('/');
    return directives(response.headers['content-security-policy'] ?? '')['form-action'];
  };
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_headers', STRIPE_WEBHOOK_SECRET: 'whsec_headers' };

  it('lets a form go on to Stripe’s Checkout page only while online payment is on', async () => {
    expect(await formAction({})).toEqual(["'self'"]);
    expect(await formAction(stripe)).toEqual(["'self'", STRIPE_CHECKOUT_ORIGIN]);
    // The stand-in's checkout page, where STRIPE_API_URL points the server.
    expect(await formAction({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      "'self'",
      'http://127.0.0.1:12111',
    ]);
  });
});
