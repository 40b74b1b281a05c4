/**
 * The office search on a seeded database (issue 39, item 3): each kind of query the desk types, timed in the
 * process as the search screen runs it (officeSearch), 3 warm-up runs then 25 measured, with the load average.
 *
 *   DATABASE_URL=file:/tmp/shop.db npx tsx scripts/bench-search.ts            the database as it is
 *   DATABASE_URL=… npx tsx scripts/bench-search.ts --rebuild                  first removes what migration
 *                                                                             0034-search-parts adds (its terms,
 *                                                                             search_words) and runs it again, timed
 *
 * The seed writes the same terms and dictionary as the site (termsOf, typoWords, with the problem and message).
 */
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { nameKey } from '../server/features/customers/keys';
import { officeSearch } from '../server/features/customers/search';
import { parseDatabaseUrl } from '../server/kernel/config';
import { createDatabase } from '../server/kernel/db/database';
import * as searchParts from '../server/kernel/db/migrations/0020-0039/0034-search-parts';

const RUNS = 25;
const WARM = 3;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  if (typeof config === 'string') throw new Error(config);
  const database = createDatabase(config);
  await database.ready();
  const { db } = database;
  if (process.argv.includes('--rebuild')) {
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('search_terms').where('field', 'in', ['phone-part', 'problem']).execute();
      await trx.schema.dropTable('search_words').execute();
      await searchParts.up(trx as unknown as Kysely<unknown>, database.engine);
    });
    console.log(`0034-search-parts over the whole database: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const counts = await db
    .selectFrom('search_terms')
    .select(['field', db.fn.countAll<number>().as('rows')])
    .groupBy('field')
    .execute();
  console.log(counts.map((row) => `${row.field} ${Number(row.rows).toLocaleString('en-US')}`).join(', '));

  // Real values of the seeded shop: a customer's phone and name, a booking's street.
  const booking = await db
    .selectFrom('bookings')
    .select(['name', 'phone_key', 'address'])
    .where('phone_key', '!=', '')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const phone = booking.phone_key;
  const surname = booking.name.split(' ').at(-1)!;
  const street = booking.address.split(' ').find((word) => /^\p{L}{5,}$/u.test(word))!;
  const typo = (word: string) => `${word.slice(0, 3)}${word[3] === 'x' ? 'y' : 'x'}${word.slice(4)}`;
  const queries: [string, string][] = [
    ['last 4 digits', phone.slice(-4)],
    ['last 7 digits, dashed', `${phone.slice(-7, -4)}-${phone.slice(-4)}`],
    ['last 7 digits', phone.slice(-7)],
    ['a run inside', phone.slice(2, 7)],
    ['3 digits', phone.slice(-3)],
    ['whole phone', phone],
    ['surname', surname],
    ['start of a surname', surname.slice(0, 3)],
    ['part of a name', nameKey(booking.name).slice(2, 10)],
    ['surname, one typo', typo(surname)],
    ['street', street],
    ['street, one typo', typo(street)],
    ['problem word', 'grinding'],
    ['problem word, one typo', 'grindng'],
    ['brand', 'whirlpool'],
    ['name and a typo', `${booking.name.split(' ')[0]} ${typo(surname)}`],
  ];
  const search = officeSearch(database);
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(`engine ${database.engine}; load average ${load.join(' ')}`);
  for (const [what, query] of queries) {
    for (let i = 0; i < WARM; i++) await search(query);
    const times: number[] = [];
    let found = 0;
    let shown = '';
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const results = await search(query);
      times.push(performance.now() - started);
      found = results.customers.length + results.leads.length + results.bookings.length;
      shown = [...results.customers, ...results.leads, ...results.bookings]
        .map((hit) => `${hit.id}:${hit.rank}`)
        .join();
    }
    // This process's CPU per search: on SQLite the queries too, on PostgreSQL only the driver and the ranking.
    const cpu = process.cpuUsage(cpuStart);
    times.sort((a, b) => a - b);
    console.log(
      `${what.padEnd(24)} ${JSON.stringify(query).padEnd(22)} median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, CPU ${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(1)} ms, ${found} shown (${createHash('sha256').update(shown).digest('hex').slice(0, 8)})`,
    );
  }
  console.log(
    `load average after ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  await database.close();
}

await main();
