/**
 * The counts behind the public rate limits, on both engines: one atomic increment per request even when two
 * servers count the same client at once, windows that end on the clock and are pruned, and a limiter that lets
 * a lead through when it cannot count.
 */
import { sql } from 'kysely';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRateCounter } from '../../server/kernel/limits/counter';
import { createLogger } from '../../server/kernel/http/logger';
import { testApp } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import { storedLeads } from '../helpers/leads';

const engines = testEngines('rate-limit counter');
const WINDOW = 10 * 60_000;

describe.each(engines)('the rate-limit counter on $name', (engine) => {
  it('counts 50 requests sent at once through two servers as 1 to 50, each once, in one window', async () => {
    const url = await engine.migratedDatabaseUrl();
    const [first, second] = [await engine.open(url), await engine.open(url)];
    const counters = [createRateCounter(first), createRateCounter(second)];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) => counters[n % 2]!.hit('contact', '203.0.113.7', WINDOW)),
    );
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, n) => n + 1),
    );
    expect(new Set(results.map((result) => result.resetAt.getTime())).size).toBe(1);
    // Another limit and another client have counts of their own.
    expect((await counters[0]!.hit('booking', '203.0.113.7', WINDOW)).hits).toBe(1);
    expect((await counters[1]!.hit('contact', '203.0.113.8', WINDOW)).hits).toBe(1);
  });

  it('starts a new window once the last has ended, takes back and resets, and prunes only ended windows', async () => {
    const database = await engine.open();
    let now = Date.parse('2026-11-23T14:00:00Z');
    const counter = createRateCounter(database, { now: () => new Date(now) });
    const hit = (client = 'a') => counter.hit('booking', client, WINDOW);

    expect(await hit()).toEqual({ hits: 1, resetAt: new Date(now + WINDOW) });
    await hit('b');
    now += WINDOW - 1;
    expect((await hit()).hits).toBe(2);
    await counter.takeBack('booking', 'a');
    expect(await counter.get('booking', 'a')).toEqual({ hits: 1, resetAt: new Date(now + 1) });

    now += 1;
    // The window began with the first request and is over: the count starts again, with a window of its own.
    expect(await counter.get('booking', 'a')).toBeUndefined();
    expect(await hit()).toEqual({ hits: 1, resetAt: new Date(now + WINDOW) });
    await counter.reset('booking', 'a');
    expect(await counter.get('booking', 'a')).toBeUndefined();
    await hit();

    // 'b' ended; 'a' has just begun again and stays.
    expect(await counter.prune()).toBe(1);
    const rows = await database.db.selectFrom('rate_limits').select(['client_key', 'hits']).execute();
    expect(rows.map((row) => [row.client_key, Number(row.hits)])).toEqual([['a', 1]]);
  });

  it('answers a client past its budget from a read, leaving its count at the budget', async () => {
    const database = await engine.open();
    const counter = createRateCounter(database);
    const hits = [];
    for (let n = 0; n < 4; n++) hits.push((await counter.hit('contact', 'c', WINDOW, 2)).hits);
    expect(hits).toEqual([1, 2, 3, 3]);
    expect((await counter.get('contact', 'c'))?.hits).toBe(2);
  });

  it('prunes now and then as it counts, without the request waiting for it', async () => {
    const database = await engine.open();
    let now = Date.parse('2026-11-23T14:00:00Z');
    const counter = createRateCounter(database, { now: () => new Date(now), pruneEvery: 3 });
    await counter.hit('contact', 'gone-1', 1000);
    await counter.hit('contact', 'gone-2', 1000);
    now += 1000;
    await counter.hit('contact', 'here', 1000);
    await expect
      .poll(async () => (await database.db.selectFrom('rate_limits').select('client_key').execute()).length)
      .toBe(1);
  });

  it('lets a contact message through, stored, when the limiter cannot count, and logs why', async () => {
    const url = await engine.migratedDatabaseUrl();
    const database = await engine.open(url);
    await sql`drop table rate_limits`.execute(database.db);
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    const site = supertest(testApp({ DATABASE_URL: url }, { database, logger }));
    const lead = { name: 'Maria Lopez', email: 'maria@example.com', phone: '(301) 555-0188', message: 'Warm fridge.' };
    expect((await site.post('/api/contact').send(lead)).status).toBe(201);
    expect((await site.post('/contact').type('form').send(lead)).status).toBe(303);
    expect((await storedLeads(url)).map((stored) => stored.name)).toEqual(['Maria Lopez', 'Maria Lopez']);
    expect(lines.join('')).toMatch(/"level":"error".*allowing request without rate-limiting/);
  });
});
