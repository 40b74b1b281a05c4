import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/http/app';
import { loadConfig, type LogLevel } from '../../server/http/config';
import { createLogger } from '../../server/http/logger';
import { pages as routes } from '../../server/routes';

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
  it('are not logged: a manage or confirmation link or a calendar feed URL read from the logs opens nothing', async () => {
    const { site, raw, lines } = loggedApp();
    const token = 'Q2hhbmdlIG1lOiBhIGJvb2tpbmcgdG9rZW4gMDEyMzQ';
    await site.get(`/booking/${token}`);
    await site.post(`/api/bookings/${token}/cancel`).set('Content-Type', 'application/json').send('{}');
    await site.post(`/booking/${token}/confirm`).type('form').send('');
    await site.get(`/office/calendar/${token}.ics`);
    expect(raw.join('')).not.toContain(token);
    expect(accessLines(lines()).map((line) => line.req!.path)).toEqual([
      '/booking/:secret',
      '/api/bookings/:secret/cancel',
      '/booking/:secret/confirm',
      '/office/calendar/:secret.ics',
    ]);
  });
});
