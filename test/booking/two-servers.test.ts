/**
 * No double booking across servers: two production processes on one SQLite file, or one PostgreSQL database,
 * take 20 simultaneous bookings for one window of capacity 2. Exactly two win; the rest hear that the window
 * was just taken, with other windows to pick; a cancel on either server frees one place for both.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bookingRules } from '../../data/booking';
import { bookingBody, sendJson, type JsonResult } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startBuiltServer, type ServerProcess, stopServers } from '../helpers/server-process';

const running: ServerProcess[] = [];
const engines = testEngines('bookings on two servers');

afterEach(async () => {
  await stopServers(running, 'SIGTERM');
});

interface Window {
  start: string;
  remaining: number;
}

const availability = async (url: string) => {
  const result = await sendJson(`${url}/api/availability?zip=20901&service=washer-repair`, 'GET');
  expect(result.status).toBe(200);
  return (result.body as { windows: Window[] }).windows;
};

describe.each(engines)('two servers on one $name database', (engine) => {
  it('20 simultaneous bookings for a window of 2: two 201s, eighteen 409s, then remaining 0; a cancel frees one', async () => {
    expect(bookingRules.capacity).toBe(2);
    const env = { DATABASE_URL: await engine.migratedDatabaseUrl() };
    const servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    running.push(...servers);

    // A window a day or more away, so its notice cannot run out while the test runs.
    const window = (await availability(servers[0]!.url)).find((w) => Date.parse(w.start) > Date.now() + 86_400_000);
    expect(window).toMatchObject({ remaining: 2 });
    const start = window!.start;

    const results: JsonResult[] = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        sendJson(`${servers[n % 2]!.url}/api/bookings`, 'POST', bookingBody(start), {
          'X-Forwarded-For': `198.18.0.${n + 1}`,
        }),
      ),
    );
    const statuses = results.map((result) => result.status ?? result.error);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    for (const result of results.filter((r) => r.status === 409)) {
      expect(result.body).toMatchObject({ error: expect.stringContaining('That window was just taken') });
      const alternatives = (result.body as { alternatives: Window[] }).alternatives;
      expect(alternatives.length).toBeGreaterThan(0);
      expect(alternatives.every((w) => w.start !== start && w.remaining > 0)).toBe(true);
    }
    for (const server of servers)
      expect((await availability(server.url)).find((w) => w.start === start)?.remaining).toBe(0);

    const winner = results.find((r) => r.status === 201)!.body as { manageUrl: string };
    const token = winner.manageUrl.slice('/booking/'.length);
    const cancelled = await sendJson(`${servers[1]!.url}/api/bookings/${token}/cancel`, 'POST', {});
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    for (const server of servers)
      expect((await availability(server.url)).find((w) => w.start === start)?.remaining).toBe(1);

    // The freed place goes to exactly one of the next ten who try.
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        sendJson(`${servers[n % 2]!.url}/api/bookings`, 'POST', bookingBody(start), {
          'X-Forwarded-For': `198.18.1.${n + 1}`,
        }),
      ),
    );
    expect(again.map((r) => r.status).sort()).toEqual([201, ...new Array(9).fill(409)]);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
