/**
 * Two production servers on one database, as behind a load balancer, each serving its pages from memory and
 * the fast path: a review the owner publishes (on whichever server) appears on both servers' /reviews, home,
 * service and city pages within a few seconds, under a new ETag; hidden again, it leaves them all.
 */
import { load } from 'cheerio';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/engines';
import { decideReview, storeReview } from '../helpers/published-reviews';
import { startBuiltServer, stopServers, type ServerProcess } from '../helpers/server-process';

const running: ServerProcess[] = [];
const engines = testEngines('published reviews on two servers');

afterEach(async () => {
  await stopServers(running, 'SIGTERM');
});

const PAGES = ['/reviews', '/', '/services/refrigerator-repair', '/cities/bethesda-md'];

const verified = async (url: string) => {
  const response = await fetch(url);
  return {
    etag: response.headers.get('etag'),
    texts: load(await response.text())('.review--verified .review__text')
      .map((_, el) => load(el).text().trim())
      .get(),
  };
};

describe.each(engines)('two servers on one $name database', (engine) => {
  it('a published review reaches both servers’ pages within the poll, and a hidden one leaves them', async () => {
    // Migrated already: two servers migrating one database as they start is test/leads/two-servers.test.ts's.
    const env = { DATABASE_URL: await engine.migratedDatabaseUrl() };
    const servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    running.push(...servers);
    const database = await engine.open(env.DATABASE_URL);
    const id = await storeReview(database, {
      service: 'refrigerator-repair',
      city: 'Bethesda',
      citySlug: 'bethesda-md',
      body: 'Cold again by dinner, and a clear price first.',
    });

    // Each page cached and armed on the fast path (two identical Express answers) before anything changes.
    const before = new Map<string, string | null>();
    for (const server of servers)
      for (const path of PAGES) {
        await verified(server.url + path);
        const { etag, texts } = await verified(server.url + path);
        expect(texts).toEqual([]);
        before.set(server.url + path, etag);
      }

    await decideReview(database, id, 'published');
    for (const server of servers)
      for (const path of PAGES)
        await expect
          .poll(async () => (await verified(server.url + path)).texts, { timeout: 10_000, interval: 200 })
          .toEqual(['Cold again by dinner, and a clear price first.']);
    for (const server of servers)
      for (const path of PAGES)
        expect((await verified(server.url + path)).etag).not.toBe(before.get(server.url + path));

    await decideReview(database, id, 'hidden');
    for (const server of servers)
      for (const path of PAGES)
        await expect
          .poll(async () => (await verified(server.url + path)).texts, { timeout: 10_000, interval: 200 })
          .toEqual([]);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(40|50|60)/);
  }, 60_000);
});
