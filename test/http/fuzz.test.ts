/**
 * Hostile input: a deterministic stream of odd, broken and malicious requests sent over raw sockets (so
 * nothing in a client library tidies them up) to a real HTTP server around createApp(). Every answer must be a
 * 4xx or a sensible 2xx/3xx, never a 5xx, a hang or a file from outside the public folders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../server/kernel/http/server';
import { allPagePaths } from '../../server/app/pages';
import { testApp } from '../helpers/app';
import { storedLeads } from '../helpers/leads';

const SEED = 0x5eed_2026;
const CASES = 600;
const CONCURRENCY = 8;
/** No request may take longer than this; the server's own request timeout (below) is shorter. */
const ANSWER_WITHIN_MS = 6_000;

/** mulberry32: a tiny seeded generator, so every run sends the same requests and a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface FuzzCase {
  label: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent verbatim instead of building the request from the fields above. */
  raw?: Buffer;
}

interface Answer {
  status: number;
  head: string;
  body: string;
}

// Things that must never appear in an answer: files outside public/ and the server's insides.
const SECRETS: [string, RegExp][] = [
  ['package.json', /"name":\s*"capital-appliance-repair"/],
  ['/etc/passwd', /root:x?:0:0:/],
  ['server source', /export function createApp|from 'express'|import express/],
  ['server bundle', /__createRequire|createRequire\(import\.meta\.url\)/],
  ['build manifest', /"js":\s*"\/assets\//],
  ['stack trace', /\bat [\w.<>]+ [^)\s]*\.(ts|tsx|js|mjs):\d+:\d+/],
  ['environment', /NODE_ENV=|LEADS_FILE=|DATABASE_URL=/],
];

function build(next: () => number): FuzzCase[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (max: number) => Math.floor(next() * max);
  const pages = allPagePaths();

  const traversals = [
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%252f..%252fetc/passwd',
    '/..%5c..%5cpackage.json',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/server.js',
    '/assets/..%2fmanifest.json',
    '/....//....//etc/passwd',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/..%00/package.json',
    '/favicon.svg/..%2f..%2f..%2fpackage.json',
    '/package.json',
    '/server.js',
    '/server.js.map',
    '/manifest.json',
    '/.env',
    '/.git/config',
    '/dist/server.js',
    '/server/app.tsx',
    '/node_modules/express/package.json',
    '//etc/passwd',
    '/\\..\\..\\package.json',
  ];
  const badEncodings = [
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/services/%ff%fe',
    '/%c0%af',
    '/about%',
    '/blog/%u2215',
    '/%%32%65',
  ];
  const unicode = [
    '/ñandú',
    '/услуги',
    '/服务',
    '/🔧/repair',
    '/about\u202e',
    '/cities/Ｒｏｃｋｖｉｌｌｅ',
    '/a\u0301',
  ];
  const methods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO', 'post', 'M-SEARCH'];
  const contentTypes = [
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=----x',
    'application/xml',
    'application/json, text/html',
    ';;;',
    'x'.repeat(2_000),
  ];
  const nasty = [
    'Ann\r\nSet-Cookie: owned=1',
    'Ann%0d%0aSet-Cookie:%20owned=1',
    'Ann\nX-Injected: 1',
    '"><script>alert(1)</script>',
    "'; DROP TABLE leads; --",
    '\u0000\u0001\u0002',
    '\ud800',
    '𝕬𝖓𝖓 🔧',
    '../../etc/passwd',
    '{{7*7}}${7*7}',
    'x'.repeat(20_000),
  ];
  const wrongTypes: unknown[] = [
    123,
    -1,
    1e308,
    true,
    null,
    [],
    ['a', 'b'],
    {},
    { $gt: '' },
    { toString: 'x' },
    '',
    ' ',
  ];
  const field = () => (next() < 0.5 ? pick(nasty) : pick(wrongTypes));
  const contact = () => ({
    name: next() < 0.7 ? 'Ann Visitor' : field(),
    email: next() < 0.7 ? 'ann@example.com' : field(),
    phone: next() < 0.7 ? '(202) 555-0100' : field(),
    service: next() < 0.7 ? pick(['washer', 'dryer', 'oven', 'spaceship']) : field(),
    message: next() < 0.5 ? 'My washer leaks.' : field(),
    ...(next() < 0.2 ? { website: 'http://spam.example' } : {}),
    ...(next() < 0.1 ? JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}') : {}),
  });
  // Passes validation, yet carries line breaks and markup that must not break the leads file or a header.
  const validLead = () => ({
    name: pick(['Ann\r\nSet-Cookie: owned=1', 'Ann <script>alert(1)</script>', '𝕬𝖓𝖓 🔧', "O'Brien; DROP TABLE leads"]),
    email: 'ann@example.com',
    phone: pick(['(202) 555-0100', '+1 202 555 0100 ext. 12']),
    service: pick(['washer', 'dryer', '']),
    message: pick(['Line one\r\nX-Injected: 1\r\n\r\nbody', '{"json": "inside"}\n', '\u0000\u0007bell', 'plain']),
  });
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const jsonBodies = (): string =>
    pick([
      () => JSON.stringify(contact()),
      () => '{"name": "Ann", ',
      () => '{name: Ann}',
      () => 'null',
      () => '"just a string"',
      () => '[1,2,3]',
      () => deep(2 + int(5_000)),
      () => `{"a":${'{"a":'.repeat(1_000)}1${'}'.repeat(1_001)}`,
      () => JSON.stringify({ ...contact(), message: 'x'.repeat(17_000) }),
      () => JSON.stringify(Object.fromEntries(Array.from({ length: 1_500 }, (_, i) => [`k${i}`, i]))),
      () => '\ufeff' + JSON.stringify(contact()),
      () => '',
    ])();
  const formBodies = (): string =>
    pick([
      () => new URLSearchParams(Object.entries(contact()).map(([k, v]) => [k, String(v)])).toString(),
      () => 'name[]=a&name[]=b&email[x]=1&phone[__proto__][admin]=1',
      () => 'name=%zz&email=%&phone=%E0%A4%A',
      () => 'name=a&name=b&name=c&email=ann%40example.com',
      () => Array.from({ length: 1_000 }, (_, i) => `f${i}=${i}`).join('&'),
      () => `${new URLSearchParams({ message: pick(nasty) }).toString()}&name=Ann%0D%0ASet-Cookie%3A%20owned%3D1`,
      () => '=&&==&a',
    ])();

  const request = (
    label: string,
    method: string,
    target: string,
    headers: Record<string, string> = {},
    body?: string,
  ): FuzzCase => ({
    label,
    method,
    target,
    headers,
    body: body === undefined ? undefined : Buffer.from(body),
  });

  const generators: (() => FuzzCase)[] = [
    () => request('traversal', pick(['GET', 'HEAD']), pick(traversals)),
    () => request('bad percent-encoding', 'GET', pick(badEncodings) + (next() < 0.3 ? '?q=%' : '')),
    () => request('unicode path', 'GET', encodeURI(pick(unicode))),
    () => ({
      ...request('raw unicode bytes in path', 'GET', '/'),
      raw: Buffer.from(`GET ${pick(unicode)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    }),
    () => ({
      ...request('NUL in path', 'GET', '/'),
      raw: Buffer.from(`GET /about\u0000.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    }),
    () => request('encoded NUL', 'GET', pick(['/about%00', '/%00', '/assets/%00../server.js', '/favicon.svg%00.html'])),
    () =>
      request(
        'overlong path',
        'GET',
        '/' +
          pick(['a', 'services/', '%2e%2e/', 'é'])
            .repeat(1 + int(10_240))
            .slice(0, 10_240),
      ),
    () => request('overlong query', 'GET', `${pick(pages)}?${'q=x&'.repeat(2_500)}`),
    () =>
      request(
        'odd path',
        'GET',
        pick([
          '//',
          '///about',
          '/about/',
          '/ABOUT',
          '/./about',
          '/about;jsessionid=1',
          '/about#x',
          '/?',
          '*',
          '/services//washer-repair',
          '/blog/../about',
        ]),
      ),
    () => request('wrong method on page', pick(methods), pick(pages)),
    () =>
      request(
        'wrong method anywhere',
        pick(methods),
        pick(['/healthz', '/favicon.svg', '/no-such-page', '/api/contact', '/assets/x.js']),
      ),
    () => request('json to the API', 'POST', '/api/contact', { 'Content-Type': pick(contentTypes) }, jsonBodies()),
    () => request('JSON API, right type', 'POST', '/api/contact', { 'Content-Type': 'application/json' }, jsonBodies()),
    () => request('JSON API, no type', 'POST', '/api/contact', {}, jsonBodies()),
    () =>
      request(
        'valid lead carrying injections',
        'POST',
        '/api/contact',
        { 'Content-Type': 'application/json' },
        JSON.stringify(validLead()),
      ),
    () =>
      request(
        'valid form lead carrying injections',
        'POST',
        '/contact',
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        new URLSearchParams(validLead()).toString(),
      ),
    () =>
      request(
        'form post',
        'POST',
        '/contact',
        { 'Content-Type': pick(['application/x-www-form-urlencoded', ...contentTypes]) },
        formBodies(),
      ),
    () => request('form post, no type', 'POST', '/contact', {}, formBodies()),
    () =>
      request(
        'POST to other pages',
        'POST',
        pick(pages),
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        formBodies(),
      ),
    () =>
      request(
        'huge body',
        'POST',
        pick(['/api/contact', '/contact']),
        { 'Content-Type': 'application/json' },
        'x'.repeat(17_000 + int(300_000)),
      ),
    () => ({
      ...request('huge chunked body', 'POST', pick(['/api/contact', '/contact']), {
        'Content-Type': pick(['application/json', 'application/x-www-form-urlencoded']),
        'Transfer-Encoding': 'chunked',
      }),
      body: Buffer.from(`4000\r\n${'{'.repeat(0x4000)}\r\n4000\r\n${'a'.repeat(0x4000)}\r\n0\r\n\r\n`),
    }),
    () =>
      request('header injection in id', 'GET', '/', {
        'X-Request-Id': pick(['x\tSet-Cookie: owned=1', '"}{"level":60', 'a'.repeat(500), '../../etc']),
      }),
    () =>
      request(
        'odd headers',
        'GET',
        pick(pages),
        pick<Record<string, string>>([
          { Host: 'evil.example' },
          { Host: '' },
          { 'X-Forwarded-For': '1.2.3.4, <script>' },
          { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' },
          { 'Accept-Encoding': 'gzip;q=x, br, *;q=-1' },
          { Accept: '*/*;q=' + 'x'.repeat(1_000) },
          { Range: 'bytes=0-1,5-2,-9999999999' },
          { 'If-None-Match': '*', 'If-Modified-Since': 'yesterday' },
          { Cookie: 'a=' + 'b'.repeat(4_000) },
        ]),
      ),
    () => ({
      ...request('smuggling: Content-Length and Transfer-Encoding', 'POST', '/api/contact'),
      raw: Buffer.from(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\nGET /package.json HTTP/1.1\r\nHost: localhost\r\n\r\n',
      ),
    }),
    () => ({
      ...request('bad Content-Length', 'POST', '/api/contact'),
      raw: Buffer.from(
        `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${pick(['-1', 'abc', '1, 2', '99999999999999999999'])}\r\nConnection: close\r\n\r\n{}`,
      ),
    }),
    () => ({
      ...request('garbage request line', 'GET', '/'),
      raw: Buffer.from(
        pick([
          'GARBAGE\r\n\r\n',
          'GET\r\n\r\n',
          'GET / HTTP/9.9\r\n\r\n',
          'GET / HTTP/1.1\r\nNo-Colon-Header\r\n\r\n',
          '\r\n\r\n\r\n',
          'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
        ]),
      ),
    }),
  ];

  const cases = Array.from({ length: CASES }, () => pick(generators)());
  // A few clients that promise more body than they send: the server's request timeout must answer them.
  for (const target of ['/api/contact', '/contact']) {
    cases.push({
      ...request('body shorter than Content-Length', 'POST', target),
      raw: Buffer.from(
        `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{"na`,
      ),
    });
  }
  return cases;
}

function send(port: number, fuzz: FuzzCase): Promise<Answer> {
  const head =
    `${fuzz.method} ${fuzz.target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
    Object.entries(fuzz.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    (fuzz.body && !fuzz.headers['Transfer-Encoding'] ? `Content-Length: ${fuzz.body.length}\r\n` : '') +
    '\r\n';
  const bytes = fuzz.raw ?? Buffer.concat([Buffer.from(head, 'latin1'), fuzz.body ?? Buffer.alloc(0)]);

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // write, not end: Node drops the answer to a client that half-closes before it is ready.
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`));
    }, ANSWER_WITHIN_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while we still write a body it refused; what it answered before that counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match)
        return reject(new Error(`connection closed without an HTTP answer: ${JSON.stringify(text.slice(0, 80))}`));
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(match[1]), head: text.slice(0, split), body: text.slice(split + 4) });
    });
  });
}

/** What a 2xx/3xx may answer: a page or public file to GET/HEAD, or a lead accepted by the contact endpoints. */
function sensibleSuccess(fuzz: FuzzCase, answer: Answer): boolean {
  const method = fuzz.method.toUpperCase();
  if (method === 'OPTIONS') return answer.status === 204 && /\r\nallow: /i.test(answer.head);
  if (answer.status === 304) {
    return (method === 'GET' || method === 'HEAD') && Object.keys(fuzz.headers).some((name) => /^if-/i.test(name));
  }
  if (answer.status >= 300) {
    const location = /\r\nlocation: ([^\r\n]*)/i.exec(answer.head)?.[1] ?? '';
    return location.startsWith('/') && !location.startsWith('//');
  }
  if (method === 'POST') return fuzz.target === '/api/contact' || fuzz.target === '/contact';
  return method === 'GET' || method === 'HEAD';
}

let server: Server;
let port: number;
let workDir: string;
let databaseUrl: string;
let accepted = 0;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'car-fuzz-'));
  databaseUrl = `file:${path.join(workDir, 'site.db')}`;
  // The rate limiter would answer 429 after a few posts; raised, every post reaches the validation.
  server = createHttpServer(testApp({ DATABASE_URL: databaseUrl }, { contactRateLimit: { limit: 100_000 } }), {
    headersTimeout: 2_000,
    requestTimeout: 3_000,
    keepAliveTimeout: 1_000,
    connectionsCheckingInterval: 250,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

describe(`fuzzing with ${CASES}+ hostile requests (seed ${SEED.toString(16)})`, () => {
  it('answers every one with a 4xx or a sensible 2xx/3xx, never a 5xx, a hang or a private file', async () => {
    const cases = build(random(SEED));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let index = 0;
    const worker = async () => {
      while (index < cases.length) {
        const number = index++;
        const fuzz = cases[number]!;
        const where = `#${number} ${fuzz.label}: ${fuzz.method} ${fuzz.target.slice(0, 80)}`;
        try {
          const answer = await send(port, fuzz);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) failures.push(`${where} -> ${answer.status}`);
          else if (answer.status < 400 && !sensibleSuccess(fuzz, answer))
            failures.push(`${where} -> unexpected ${answer.status}`);
          for (const [name, secret] of SECRETS)
            if (secret.test(answer.body)) failures.push(`${where} -> leaked ${name}`);
          if (/\r\n(?:set-cookie|x-injected):/i.test(answer.head)) failures.push(`${where} -> injected header`);
        } catch (error) {
          failures.push(`${where} -> ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    accepted = (statuses.get(201) ?? 0) + (statuses.get(303) ?? 0);

    console.info(
      `fuzz: ${cases.length} requests, answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(500);
    // The mix really reached the app's refusals, not just Node's parser.
    for (const status of [201, 303, 400, 404, 405, 413, 415])
      expect(statuses.get(status), `no ${status} answers`).toBeGreaterThan(0);
  }, 120_000);

  it('still serves the home page afterwards', async () => {
    const answer = await send(port, { label: 'home', method: 'GET', target: '/', headers: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<!DOCTYPE html>');
  });

  it('stored the accepted leads whole, with no line breaks smuggled into one-line fields', async () => {
    const leads = await storedLeads(databaseUrl);
    expect(leads.length).toBeGreaterThan(0);
    // Honeypot posts are answered like accepted ones but not stored.
    expect(leads.length).toBeLessThanOrEqual(accepted);
    for (const lead of leads) {
      for (const field of ['name', 'email', 'phone', 'service'] as const)
        expect(lead[field], lead.name.slice(0, 80)).not.toMatch(/[\r\n]/);
      expect(lead).not.toHaveProperty('admin');
    }
  });
});
