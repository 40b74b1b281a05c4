import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFeedSecret } from '../../server/features/visits/feed';
import { queueReviewRequest } from '../../server/features/reviews/store';
import { createDatabase } from '../../server/kernel/db/database';
import { createApp } from '../../server/app/app';
import { loadConfig, type LogLevel } from '../../server/kernel/config';
import { createLogger, LineBatch, loggedPath } from '../../server/kernel/http/logger';
import { pages as routes } from '../../server/app/pages';
import { testApp } from '../helpers/app';
import { bookingBody, testClock } from '../helpers/booking';
import { listen, rawRequest } from '../helpers/raw';

interface LogLine {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  durationMs?: number;
  err?: { message: string; stack: string };
}

/** An app whose log lines are captured instead of written to stdout. */
function loggedApp(level: LogLevel = 'info') {
  const raw: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void raw.push(line) });
  const app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger });
  return { site: supertest(app), raw, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

const accessLines = (lines: LogLine[]) => lines.filter((line) => line.req);

describe('access log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line per request: method, path, status, duration and request id', async () => {
    const { site, lines } = loggedApp();
    const response = await site.get('/about?email=ann%40example.com&phone=2025550100');
    await site.get('/no-such-page');

    const [about, missing, ...rest] = accessLines(lines());
    expect(rest).toEqual([]);
    expect(about).toMatchObject({ level: 'info', req: { method: 'GET', path: '/about' }, res: { status: 200 } });
    expect(about!.durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(about!.time).getTime()).not.toBeNaN();
    expect(about!.requestId).toBe(response.headers['x-request-id']);
    expect(missing).toMatchObject({ req: { method: 'GET', path: '/no-such-page' }, res: { status: 404 } });
    expect(missing!.requestId).not.toBe(about!.requestId);
  });

  it('keeps the path only: query strings can carry personal data', async () => {
    const { site, raw } = loggedApp();
    await site.get('/about?email=ann%40example.com');
    expect(raw.join('')).not.toMatch(/ann|example\.com|email/);
  });

  it('honours a sane X-Request-Id from the proxy and replaces anything else', async () => {
    const { site, lines } = loggedApp();
    const kept = await site.get('/').set('X-Request-Id', 'lb-7f3a.42:1');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    const tooLong = await site.get('/').set('X-Request-Id', 'a'.repeat(200));
    const injected = await site.get('/').set('X-Request-Id', '"}{"level":"fatal');
    for (const response of [tooLong, injected]) {
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(accessLines(lines()).map((line) => line.requestId)).toEqual([
      'lb-7f3a.42:1',
      tooLong.headers['x-request-id'],
      injected.headers['x-request-id'],
    ]);
  });

  it('never logs what a visitor sends: bodies, form fields, cookies', async () => {
    const { site, raw } = loggedApp();
    await site.post('/contact').type('form').send('name=Zebulon+Quartermain&email=zq%40example.com');
    await site.post('/api/contact').send({ name: 'Zebulon Quartermain', message: 'my door code is 4711' });
    await site.get('/').set('Cookie', 'session=supersecretcookie').set('Authorization', 'Basic c2VjcmV0');
    const log = raw.join('');
    expect(accessLines(raw.map((line) => JSON.parse(line) as LogLine))).toHaveLength(3);
    expect(log).not.toMatch(/Zebulon|Quartermain|zq%40|4711|supersecretcookie|c2VjcmV0/);
  });

  it('logs nothing at LOG_LEVEL=silent, the level the tests run with', async () => {
    const { site, raw } = loggedApp('silent');
    await site.get('/');
    await site.get('/no-such-page');
    expect(raw).toEqual([]);
  });
});

describe('errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failing page with its stack and shows the visitor only a generic 500 page', async () => {
    const about = routes.find((route) => route.pattern === '/about')!;
    vi.spyOn(about, 'build').mockImplementation(() => {
      throw new Error('database password is hunter2');
    });
    const { site, lines } = loggedApp();
    const response = await site.get('/about');

    expect(response.status).toBe(500);
    expect(response.text).toContain('Something Went Wrong');
    expect(response.text).not.toMatch(/hunter2|Error:|at .*\.(ts|tsx|js):\d+/);

    const logged = lines();
    const error = logged.find((line) => line.err);
    expect(error).toMatchObject({ level: 'error', requestId: response.headers['x-request-id'] });
    expect(error!.err!.message).toBe('database password is hunter2');
    expect(error!.err!.stack).toMatch(/at .*logging\.test\.ts/);
    expect(accessLines(logged).at(-1)).toMatchObject({ level: 'error', res: { status: 500 } });
  });
});

describe('secrets in paths', () => {
  /** A real booking's manage token and the real calendar feed's secret, so the spellings Express serves are served. */
  async function appWithSecrets() {
    const raw: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void raw.push(line) });
    const clock = testClock();
    const database = createDatabase({ engine: 'sqlite', file: path.join(dir, 'secrets.db') });
    const app = testApp({}, { logger, database, now: clock.now, bookingRateLimit: { limit: 1000 } });
    const booked = await supertest(app).post('/api/bookings').send(bookingBody('2026-11-24T08:00:00-05:00'));
    expect(booked.status).toBe(201);
    const token = (booked.body as { manageUrl: string }).manageUrl.split('/').pop()!;
    const feed = await createFeedSecret(database).rotate();
    // A review link, as a visit marked Done gets one (server/features/reviews/store.ts).
    const visit = await database.db.selectFrom('bookings').select('id').executeTakeFirstOrThrow();
    const review = (await queueReviewRequest(database.db, visit.id, clock.now(), 0))!;
    raw.length = 0;
    return { port: await listen(app), raw, token, feed, review, close: () => database.close() };
  }

  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), 'car-log-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const hex = (text: string) => text.charCodeAt(0).toString(16);
  /** %XX escapes undone, runs of them as UTF-8, never throwing on a stray one. */
  const unescape = (text: string) =>
    text.replace(/(?:%[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'));

  /** Ways to spell one path that Express, a proxy or a browser may read as the same route. */
  const spellings: [string, (route: string, secret: string) => string][] = [
    ['as is', (route, secret) => route.replace('{s}', secret)],
    ['doubled slashes', (route, secret) => route.replace('{s}', secret).replaceAll('/', '//')],
    ['an escaped slash', (route, secret) => route.replace('/{s}', `%2F${secret}`)],
    [
      'an escaped letter in the route',
      (route, secret) => route.replace(/^\/(.)/, (_, c: string) => `/%${hex(c)}`).replace('{s}', secret),
    ],
    ['an escaped letter in the secret', (route, secret) => route.replace('{s}', `%${hex(secret)}${secret.slice(1)}`)],
    [
      'an escaped escape',
      (route, secret) => route.replace(/^\/(.)/, (_, c: string) => `/%25${hex(c)}`).replace('{s}', secret),
    ],
    ['upper case', (route, secret) => route.toUpperCase().replace('{S}', secret)],
    ['dot segments', (route, secret) => `/.${route.replace('/{s}', `/x/../${secret}`)}`],
    ['a trailing slash', (route, secret) => `${route.replace('{s}', secret)}/`],
    ['a backslash', (route, secret) => route.replace('/{s}', `\\${secret}`)],
    [
      'a query carrying it too',
      (route, secret) => `${route.replace('{s}', secret)}?token=${secret}&next=/booking/${secret}`,
    ],
    ['an escaped question mark', (route, secret) => route.replace('/{s}', `%3F${secret}`)],
  ];
  const routes: [method: 'GET' | 'POST', route: string, secret: 'token' | 'feed' | 'review'][] = [
    ['GET', '/booking/{s}', 'token'],
    ['POST', '/booking/{s}/reschedule', 'token'],
    ['POST', '/booking/{s}/cancel', 'token'],
    ['POST', '/booking/{s}/confirm', 'token'],
    ['GET', '/booking/{s}/warranty', 'token'],
    ['POST', '/booking/{s}/warranty', 'token'],
    ['GET', '/api/bookings/{s}', 'token'],
    ['POST', '/api/bookings/{s}/cancel', 'token'],
    ['POST', '/api/bookings/{s}/warranty', 'token'],
    ['GET', '/office/calendar/{s}.ics', 'feed'],
    ['GET', '/office/calendar/technician/{s}.ics', 'feed'],
    ['GET', '/office/set-password/{s}', 'token'],
    ['POST', '/office/set-password/{s}', 'token'],
    ['GET', '/review/{s}', 'review'],
    ['POST', '/review/{s}', 'review'],
    ['POST', '/review/{s}/callback', 'review'],
  ];

  it('are never logged, however the path is spelt: a manage link or feed URL read from the logs opens nothing', async () => {
    const site = await appWithSecrets();
    try {
      const served: string[] = [];
      for (const [method, route, which] of routes) {
        const secret = site[which];
        for (const [label, spell] of spellings) {
          const url = spell(route, secret);
          // POSTs carry no body: what is logged is decided before a handler reads one.
          const answer = await rawRequest(site.port, url, { method, headers: { 'content-length': '0' } });
          if (method === 'GET' && answer.status === 200) served.push(`${route} ${label}`);
        }
      }
      // The spellings Express itself routes were really answered, not only refused.
      expect(served).toEqual(
        expect.arrayContaining([
          '/booking/{s} as is',
          '/booking/{s} upper case',
          '/booking/{s} a trailing slash',
          '/api/bookings/{s} an escaped letter in the secret',
          '/office/calendar/{s}.ics upper case',
          '/review/{s} as is',
          '/review/{s} a trailing slash',
        ]),
      );
      const lines = site.raw.map((line) => JSON.parse(line) as LogLine);
      expect(accessLines(lines)).toHaveLength(routes.length * spellings.length);
      // Nor any part long enough to use, escaped or not.
      const log = site.raw.join('');
      for (const secret of [site.token, site.feed, site.review]) {
        for (const text of [log, unescape(log), unescape(unescape(log))])
          expect(text).not.toContain(secret.slice(2, 20));
      }
      expect(
        accessLines(lines)
          .slice(0, 3)
          .map((line) => line.req!.path),
      ).toEqual(['/booking/:secret', '/booking/:secret', '/booking/:secret']);
    } finally {
      await site.close();
    }
  });

  it('keeps every other path as sent, and logs the ones that only look like a secret route whole', () => {
    expect(loggedPath('/blog/washer-wont-drain?utm_source=x')).toBe('/blog/washer-wont-drain');
    expect(loggedPath('/book')).toBe('/book');
    expect(loggedPath('/booking')).toBe('/booking');
    expect(loggedPath('/api/bookings')).toBe('/api/bookings');
    expect(loggedPath('/office/bookings/CAR-7K3P9Q')).toBe('/office/bookings/CAR-7K3P9Q');
    expect(loggedPath('/%41bout')).toBe('/%41bout');
    expect(loggedPath('/office/calendar/abc.ics')).toBe('/office/calendar/:secret.ics');
    expect(loggedPath('/office/set-password/abc')).toBe('/office/set-password/:secret');
    expect(loggedPath('/office/team')).toBe('/office/team');
    expect(loggedPath('/review/abc/callback')).toBe('/review/:secret/callback');
    expect(loggedPath('/reviews')).toBe('/reviews');
  });
});

describe('the batch log lines wait in before they are written', () => {
  it('hands over whole lines, byte for byte, whatever their length or characters', () => {
    const written: Buffer[] = [];
    const batch = new LineBatch({ write: (data) => written.push(Buffer.from(data)) > 0, flushSync: () => {} });
    const lines = [
      ...Array.from({ length: 3000 }, (_, n) => `{"n":${n},"path":"/cities/d\u00e9j\u00e0-vu-\u{1F527}"}\n`),
      `{"stack":"${'x'.repeat(200_000)}"}\n`,
      '{"last":true}\n',
    ];
    for (const line of lines) batch.write(line);
    // Full batches go out as the lines come; what is left, on flush.
    expect(written.length).toBeGreaterThan(2);
    batch.flushSync();
    expect(Buffer.concat(written).toString('utf8')).toBe(lines.join(''));
    // Each Buffer handed over ends a line: a reader never sees half of one.
    for (const chunk of written) expect(chunk.at(-1)).toBe(0x0a);
  });

  it('keeps the lines of a light flush intact while the next lines fill the same batch', () => {
    const handedOver: Buffer[] = [];
    // As sonic-boom does: it keeps the Buffer it is given, to write later.
    const batch = new LineBatch({ write: (data) => handedOver.push(data) > 0, flushSync: () => {} });
    batch.write('{"first":1}\n');
    batch.flush();
    batch.write('{"second":2}\n');
    batch.flushSync();
    expect(handedOver.map((data) => data.toString('utf8'))).toEqual(['{"first":1}\n', '{"second":2}\n']);
  });
});
