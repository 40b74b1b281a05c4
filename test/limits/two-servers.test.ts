/**
 * The documented request limits hold on any number of servers: two production processes on one SQLite file, or
 * one PostgreSQL database, and one client address (named in X-Forwarded-For through the trusted proxy). Booking
 * requests alternate between the servers and between the API and the no-JavaScript pages; contact messages
 * between the servers and between the form and the API. Exactly the budget in data/ gets through, then 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLimits } from '../../data/booking';
import { contactLimits } from '../../data/contact';
import { testEngines } from '../helpers/engines';
import { startBuiltServer, type ServerProcess, stopServers } from '../helpers/server-process';

const running: ServerProcess[] = [];
const engines = testEngines('rate limits on two servers');

afterAll(async () => {
  await stopServers(running, 'SIGTERM');
});

const CLIENT = { 'X-Forwarded-For': '203.0.113.50' };
const TOKEN = 'A'.repeat(43);

/** The cheapest request of each kind that counts: refused as invalid or unknown, so nothing is stored. */
const bookingRequests: { way: string; send: (url: string) => Promise<Response> }[] = [
  { way: 'API new', send: (url) => post(`${url}/api/bookings`, 'json', {}) },
  { way: 'page confirm', send: (url) => post(`${url}/book`, 'form', { step: 'confirm', zip: '20901' }) },
  { way: 'API cancel', send: (url) => post(`${url}/api/bookings/${TOKEN}/cancel`, 'json', {}) },
  { way: 'page cancel', send: (url) => post(`${url}/booking/${TOKEN}/cancel`, 'form', {}) },
  { way: 'API reschedule', send: (url) => post(`${url}/api/bookings/${TOKEN}/reschedule`, 'json', {}) },
  { way: 'page reschedule', send: (url) => post(`${url}/booking/${TOKEN}/reschedule`, 'form', {}) },
];

const contactRequests: { way: string; send: (url: string) => Promise<Response> }[] = [
  { way: 'form', send: (url) => post(`${url}/contact`, 'form', { name: '' }) },
  { way: 'API', send: (url) => post(`${url}/api/contact`, 'json', { name: '' }) },
];

function post(url: string, type: 'json' | 'form', body: Record<string, string>): Promise<Response> {
  const [contentType, payload] =
    type === 'json'
      ? ['application/json', JSON.stringify(body)]
      : ['application/x-www-form-urlencoded', new URLSearchParams(body).toString()];
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': contentType, ...CLIENT },
    body: payload,
  });
}

/**
 * Sends `count` requests one after another, alternating between the servers, each way in taken on one server and
 * then the other; their answers, in order.
 */
async function alternate(servers: ServerProcess[], ways: typeof bookingRequests, count: number) {
  const answers: { way: string; server: number; status: number; response: Response; text: string }[] = [];
  for (let n = 0; n < count; n++) {
    const { way, send } = ways[Math.floor(n / 2) % ways.length]!;
    const response = await send(servers[n % 2]!.url);
    answers.push({ way, server: n % 2, status: response.status, response, text: await response.text() });
  }
  return answers;
}

describe.each(engines)('two servers on one $name database', (engine) => {
  let servers: ServerProcess[];
  beforeAll(async () => {
    const env = { DATABASE_URL: await engine.migratedDatabaseUrl() };
    servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    running.push(...servers);
  }, 60_000);

  it('give one client exactly the documented booking requests, counted across the API and the pages', async () => {
    const budget = bookingLimits.requestsPerClient;
    const answers = await alternate(servers, bookingRequests, budget + 3);
    const allowed = answers.slice(0, budget);
    // Every one a different way in on a different server, all spending the one budget.
    expect(new Set(allowed.map((answer) => `${answer.way} on ${answer.server}`)).size).toBe(budget);
    expect(allowed.filter((answer) => answer.status === 429)).toEqual([]);
    const refused = answers.slice(budget);
    expect(refused.map((answer) => [answer.way, answer.server, answer.status])).toEqual([
      ['page reschedule', 0, 429],
      ['page reschedule', 1, 429],
      ['API new', 0, 429],
    ]);
    expect(refused[0]!.text).toContain('several booking requests');
    expect(JSON.parse(refused[2]!.text)).toMatchObject({ error: expect.stringContaining('several booking requests') });
    const windowSeconds = bookingLimits.requestsWindowMinutes * 60;
    for (const { response } of refused) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(windowSeconds - 60);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(windowSeconds);
      expect(response.headers.get('ratelimit-policy')).toContain(`q=${budget}; w=${windowSeconds}`);
    }
  }, 60_000);

  it('give the same client its contact messages apart from bookings, counted across the form and the API', async () => {
    const budget = contactLimits.messagesPerClient;
    const answers = await alternate(servers, contactRequests, budget + 3);
    expect(new Set(answers.slice(0, budget).map((answer) => `${answer.way} on ${answer.server}`)).size).toBe(4);
    expect(answers.map((answer) => answer.status)).toEqual([...new Array<number>(budget).fill(400), 429, 429, 429]);
    const refused = answers.slice(budget);
    expect(refused.map((answer) => [answer.way, answer.server])).toEqual([
      ['API', 0],
      ['API', 1],
      ['form', 0],
    ]);
    expect(JSON.parse(refused[0]!.text)).toMatchObject({ error: expect.stringContaining('wait a few minutes') });
    expect(refused[2]!.text).toContain('wait a few minutes');
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 60_000);
});
