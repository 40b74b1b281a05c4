/**
 * The availability API answered like a cached page (server/features/booking/availability/availability-answers.ts): its JSON made once
 * per reading of the database, answered before Express with the headers Express sent for the same bytes, read
 * again as soon as any server commits a change or the clock moves a window out of the list.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer } from '../../server/app/server';
import { expiryOf } from '../../server/features/booking/availability/availability-answers';
import type { Schedule } from '../../server/features/booking/availability/schedule';
import type { AppDatabase } from '../../server/kernel/db/database';
import { loadConfig } from '../../server/kernel/config';
import { createLogger } from '../../server/kernel/http/logger';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody, testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { listen, rawRequest as request } from '../helpers/raw';

const engines = testEngines('availability before Express', { postgres: false });
const WINDOWS = '/api/availability?zip=20901&service=washer-repair';
const NEXT = '/api/availability/next';
const BROTLI = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

interface Window {
  start: string;
  remaining: number;
}

/** Either answer's JSON: the windows' (windows, closed) or the next free window's (window). */
interface Answer {
  windows: Window[];
  closed: { date: string; reason: string }[];
  window: Window | null;
}

function availabilityServer(database: AppDatabase, clock = testClock()) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SITE_URL: TEST_SITE_URL,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
  });
  return createServer({ config, database, now: clock.now, bookingRateLimit: { limit: 10_000 } });
}

async function started(database: AppDatabase, clock = testClock()) {
  const server = availabilityServer(database, clock);
  const port = await listen(server);
  /** A request, and whether the fast path answered it. */
  const get = async (path: string, headers: Record<string, string> = BROTLI, method = 'GET') => {
    const before = server.fastPathHits();
    const answer = await request(port, path, { method, headers });
    const text = () =>
      answer.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(answer.body)
        : answer.headers['content-encoding'] === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    return { ...answer, fast: server.fastPathHits() > before, json: () => JSON.parse(text().toString()) as Answer };
  };
  /** Two answers through Express with the same headers arm the fast path; the third is its own. */
  const armed = async (path: string, headers: Record<string, string> = BROTLI) => {
    await get(path, headers);
    await get(path, headers);
    const third = await get(path, headers);
    expect(third.fast, path).toBe(true);
    return third;
  };
  return { server, clock, get, armed };
}

const [sqlite] = engines;

describe('availability before Express', () => {
  it('sends exactly the bytes and headers Express sends, for both answers, every coding, HEAD and 304', async () => {
    const { server, get } = await started(await sqlite!.open());
    // The same app without the fast path in front: Express's own answers, from the same ready-made JSON.
    const expressPort = await listen(server.app);
    for (const path of [WINDOWS, NEXT]) {
      for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip, deflate', 'identity']) {
        const etag = (await request(expressPort, path, { headers: { 'Accept-Encoding': acceptEncoding } })).headers
          .etag as string;
        for (const [method, headers] of [
          ['GET', { 'Accept-Encoding': acceptEncoding }],
          ['HEAD', { 'Accept-Encoding': acceptEncoding }],
          ['GET', { 'Accept-Encoding': acceptEncoding, 'If-None-Match': etag }],
        ] as const) {
          const label = `${method} ${path} ${JSON.stringify(headers)}`;
          const viaExpress = await request(expressPort, path, { method, headers });
          await get(path, headers, method);
          await get(path, headers, method);
          const viaFastPath = await get(path, headers, method);
          expect(viaFastPath.fast, label).toBe(true);
          expect(viaFastPath.status, label).toBe(viaExpress.status);
          const { 'x-request-id': fastId, ...fastHeaders } = viaFastPath.headers;
          const { 'x-request-id': expressId, ...expressHeaders } = viaExpress.headers;
          expect(fastHeaders, label).toEqual(expressHeaders);
          expect(fastId, label).not.toBe(expressId);
          expect(viaFastPath.body.equals(viaExpress.body), label).toBe(true);
        }
      }
    }
    const sample = await get(WINDOWS, { 'Accept-Encoding': 'br' });
    expect(sample.status).toBe(200);
    expect(sample.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'public, no-cache',
      vary: 'Accept-Encoding',
      'x-robots-tag': 'noindex',
      etag: expect.stringMatching(/^"[\w-]{22}-br"$/),
    });
    expect(sample.headers['content-security-policy']).toContain("default-src 'self'");
    const revalidated = await get(WINDOWS, { 'Accept-Encoding': 'br', 'If-None-Match': sample.headers.etag as string });
    expect(revalidated).toMatchObject({ status: 304, fast: true });
    expect(revalidated.body.length).toBe(0);
    expect((await get(NEXT)).headers['cache-control']).toBe('public, max-age=60');
  });

  it('never takes a query, method or body Express must judge: those get what Express answers', async () => {
    const { armed, get } = await started(await sqlite!.open());
    await armed(WINDOWS);
    await armed(NEXT);
    const cases: [string, string, Record<string, string>, number][] = [
      ['GET', '/api/availability?zip=abc&service=washer-repair', BROTLI, 400],
      ['GET', '/api/availability?zip=90210&service=washer-repair', BROTLI, 422],
      ['GET', '/api/availability?zip=20901', BROTLI, 400],
      ['GET', '/api/availability?zip=20901&service=no-such-service', BROTLI, 400],
      ['GET', '/api/availability?zip=20901&zip=20902&service=washer-repair', BROTLI, 400],
      ['GET', '/api/availability', BROTLI, 400],
      // Escapes and other spellings: Express decides, and answers the windows.
      ['GET', '/api/availability?zip=%32%30%39%30%31&service=washer-repair', BROTLI, 200],
      ['GET', '/API/availability?zip=20901&service=washer-repair', BROTLI, 200],
      ['GET', '/api/availability/?zip=20901&service=washer-repair', BROTLI, 200],
      ['GET', WINDOWS, { ...BROTLI, 'Content-Type': 'application/json', 'Content-Length': '2' }, 200],
      ['POST', WINDOWS, { ...BROTLI, 'Content-Type': 'application/json' }, 400],
      ['DELETE', NEXT, BROTLI, 405],
    ];
    for (const [method, path, headers, status] of cases) {
      const answer = await get(path, headers, method);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.fast, `${method} ${path}`).toBe(false);
    }
    // A query with parameters the API does not read is the same answer, taken early.
    expect((await get(`${WINDOWS}&utm_source=flyer`)).fast).toBe(true);
  });

  it('reads again when the clock takes the first window past its notice', async () => {
    const { armed, get, clock } = await started(await sqlite!.open());
    // Monday 9 AM: 8 and 10 AM are inside the two hours' notice, noon is the first window until 10 AM.
    const before = await armed(WINDOWS);
    expect(before.json().windows[0]!.start).toBe('2026-11-23T12:00:00-05:00');
    clock.set('2026-11-23T10:00:00-05:00');
    expect(await get(WINDOWS)).toMatchObject({ fast: true, headers: { etag: before.headers.etag } });
    clock.set('2026-11-23T10:00:01-05:00');
    const after = await get(WINDOWS);
    expect(after.fast).toBe(false);
    expect(after.json().windows[0]!.start).toBe('2026-11-23T14:00:00-05:00');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('expires at the first window’s notice or midnight in New York, across both daylight-saving changes', () => {
    const at = (iso: string) => Date.parse(iso);
    const window = (start: string) => ({ start, end: start, remaining: 1, startsAt: Date.parse(start) });
    // No window left today: the horizon moves on at midnight, 05:00 UTC in winter, 04:00 UTC in summer.
    expect(expiryOf([], at('2026-03-07T22:00:00-05:00'))).toBe(at('2026-03-08T00:00:00-05:00'));
    expect(expiryOf([], at('2026-03-08T22:00:00-04:00'))).toBe(at('2026-03-09T00:00:00-04:00'));
    expect(expiryOf([], at('2026-10-31T22:00:00-04:00'))).toBe(at('2026-11-01T00:00:00-04:00'));
    expect(expiryOf([], at('2026-11-01T22:00:00-05:00'))).toBe(at('2026-11-02T00:00:00-05:00'));
    // A window today leaves the list a millisecond after it is two hours away.
    const days = [{ date: '2026-11-01', windows: [window('2026-11-01T14:00:00-05:00')] }];
    expect(expiryOf(days, at('2026-11-01T09:00:00-05:00'))).toBe(at('2026-11-01T12:00:00.001-05:00'));
  });
});

describe('the access log with availability before Express', () => {
  it('writes one complete line per request, Express’s and the fast path’s alike, with its id and no query', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = loadConfig({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'info' });
    const server = createServer({ config, logger, database: await sqlite!.open(), now: testClock().now });
    const port = await listen(server);
    const sent: { id: unknown; path: string; status: number }[] = [];
    for (const url of [
      WINDOWS,
      WINDOWS,
      WINDOWS,
      NEXT,
      NEXT,
      NEXT,
      '/about',
      '/about',
      '/about',
      '/api/availability',
    ]) {
      const answer = await request(port, url, { headers: BROTLI });
      sent.push({ id: answer.headers['x-request-id'], path: url.split('?')[0]!, status: answer.status });
    }
    expect(server.fastPathHits()).toBe(3);
    await expect.poll(() => lines.filter((line) => line.msg === 'request completed').length).toBe(sent.length);
    const logged = lines.filter((line) => line.msg === 'request completed');
    expect(
      logged.map((line) => ({
        id: line.requestId,
        path: (line.req as { path: string }).path,
        status: (line.res as { status: number }).status,
      })),
    ).toEqual(sent);
    for (const line of logged) {
      expect(Object.keys(line).sort()).toEqual([
        'durationMs',
        'hostname',
        'level',
        'msg',
        'pid',
        'req',
        'requestId',
        'res',
        'time',
      ]);
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });
});

describe.each(engines)('availability before Express on two $name servers', (engine) => {
  it('shows a booking, a cancel and a closed day made on the other server in the very next answer', async () => {
    const url = await engine.migratedDatabaseUrl();
    const clock = testClock();
    const here = await started(await engine.open(url), clock);
    const there = availabilityServer(await engine.open(url), clock);
    const thereHttp = supertest(there.app);

    const windowsBefore = await here.armed(WINDOWS);
    const nextBefore = await here.armed(NEXT);
    const first = windowsBefore.json().windows[0]!;
    expect(first.remaining).toBe(2);
    expect(nextBefore.json().window).toMatchObject({ start: first.start, remaining: 2 });

    const booked = await thereHttp
      .post('/api/bookings')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', '198.18.0.1')
      .send(bookingBody(first.start));
    expect(booked.status).toBe(201);

    const windowsAfter = await here.get(WINDOWS);
    expect(windowsAfter.json().windows[0]).toMatchObject({ start: first.start, remaining: 1 });
    expect(windowsAfter.headers.etag).not.toBe(windowsBefore.headers.etag);
    expect((await here.get(NEXT)).json().window).toMatchObject({ start: first.start, remaining: 1 });
    // Once Express has sent the new answer twice, the fast path serves it.
    expect((await here.armed(WINDOWS)).json()).toEqual(windowsAfter.json());

    const token = (booked.body as { manageUrl: string }).manageUrl.split('/').pop()!;
    const cancelled = await thereHttp
      .post(`/api/bookings/${token}/cancel`)
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', '198.18.0.1')
      .send({});
    expect(cancelled.status).toBe(200);
    expect((await here.get(WINDOWS)).headers.etag).toBe(windowsBefore.headers.etag);

    const schedule = there.app.locals.schedule as Schedule;
    expect(await schedule.closeDay('2026-11-24', 'Closed for staff training', 'owner@example.com')).toMatchObject({
      kind: 'ok',
    });
    const closed = (await here.get(WINDOWS)).json();
    expect(closed.closed).toContainEqual({ date: '2026-11-24', reason: 'Closed for staff training' });
  });
});
