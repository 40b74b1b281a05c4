/**
 * Logs an operator can use with several servers on one log: every line names its process and machine, the
 * balancer's probes stay out of the info log, and an error repeated by every request of an outage is written
 * once per interval with a count, so an outage cannot flood the disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app/server';
import { createDatabase } from '../../server/kernel/db/database';
import { loadConfig, type LogLevel } from '../../server/kernel/config';
import { createLogger, flushLogs, type LoggerOptions } from '../../server/kernel/http/logger';
import { TEST_SITE_URL, testApp } from '../helpers/app';
import { listen, rawRequest } from '../helpers/raw';

interface LogLine {
  level: string;
  msg: string;
  pid?: number;
  hostname?: string;
  req?: { path: string };
  res?: { status: number };
  err?: { message: string; stack: string };
  repeated?: number;
}

function capture(level: LogLevel = 'info', options?: LoggerOptions) {
  const raw: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void raw.push(line) }, options);
  return { logger, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

let dir: string;
beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), 'car-oplog-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('logs an operator can use', () => {
  it('names the process id and the host on every line, the fast path’s hand-written access lines too', async () => {
    const { logger, lines } = capture();
    const config = loadConfig({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'info' });
    const server = createServer({ config, logger });
    const port = await listen(server);
    try {
      // The first two are Express's answers, the third the fast path's.
      for (let i = 0; i < 3; i++) expect((await rawRequest(port, '/about')).status).toBe(200);
      expect(server.fastPathHits()).toBe(1);
      logger.error(new Error('something broke'), 'a failure');
      await expect.poll(() => lines().filter((line) => line.msg === 'request completed').length).toBe(3);
      expect(lines().length).toBeGreaterThanOrEqual(4);
      for (const line of lines()) expect(line).toMatchObject({ pid: process.pid, hostname: hostname() });
    } finally {
      server.close();
    }
  });

  it('logs the balancer’s health and readiness probes at debug, not info', async () => {
    const info = capture('info');
    const site = supertest(testApp({ LOG_LEVEL: 'info' }, { logger: info.logger }));
    expect((await site.get('/healthz')).status).toBe(200);
    await site.get('/readyz');
    await site.get('/readyz?from=haproxy');
    expect((await site.get('/about')).status).toBe(200);
    expect(info.lines().flatMap((line) => (line.req ? [line.req.path] : []))).toEqual(['/about']);

    const debug = capture('debug');
    const debugSite = supertest(testApp({ LOG_LEVEL: 'debug' }, { logger: debug.logger }));
    await debugSite.get('/healthz');
    expect(debug.lines().filter((line) => line.req)).toMatchObject([{ level: 'debug', req: { path: '/healthz' } }]);
  });

  it('writes 100 identical errors in a burst as one line with its stack and one line counting the other 99', async () => {
    const { logger, lines } = capture('info', { foldIntervalMs: 300 });
    for (let i = 0; i < 100; i++)
      logger.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:5432') }, 'query failed');
    await expect.poll(() => lines().length, { timeout: 5_000 }).toBe(2);
    const [first, count] = lines();
    expect(first).toMatchObject({
      level: 'error',
      msg: 'query failed',
      err: { message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
    expect(first!.err!.stack).toMatch(/operator-logs\.test\.ts/);
    expect(count).toMatchObject({ level: 'error', repeated: 99 });
    expect(count!.msg).toContain('query failed');
    // The next one after the interval is written in full again.
    logger.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:5432') }, 'query failed');
    expect(lines()).toHaveLength(3);
  });

  it('keeps a database outage’s 100 failed submissions to their 100 access lines and a few counted errors', async () => {
    const { logger, lines } = capture('info');
    const file = path.join(dir, 'outage', 'site.db');
    const database = createDatabase({ engine: 'sqlite', file });
    await database.ready();
    const site = supertest(testApp({ DATABASE_URL: `file:${file}`, LOG_LEVEL: 'info' }, { logger, database }));
    await database.close();
    const lead = { name: 'Maria Lopez', email: 'maria@example.com', phone: '(301) 555-0188', message: 'Warm fridge.' };
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) statuses.add((await site.post('/api/contact').send(lead)).status);
    expect([...statuses].every((status) => status >= 500)).toBe(true);
    flushLogs(logger);

    const logged = lines();
    const access = logged.filter((line) => line.res);
    expect(access).toHaveLength(100);
    // An access line says the status; the stack is the error handler's, not "failed with status code 503".
    expect(access.filter((line) => line.err)).toEqual([]);
    const others = logged.filter((line) => !line.res);
    expect(others.length).toBeLessThanOrEqual(6);
    const firsts = others.filter((line) => line.repeated === undefined);
    const counted = others.reduce((sum, line) => sum + (line.repeated ?? 0), 0);
    expect(firsts.length + counted).toBeGreaterThanOrEqual(100);
    expect(others.filter((line) => line.err?.stack).length).toBeLessThanOrEqual(3);
  });
});
