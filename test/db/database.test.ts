import { sql } from 'kysely';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { runDb } from '../../scripts/db';
import { migrate, openDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl, type DatabaseConfig } from '../../server/kernel/config';
import { migrations } from '../../server/kernel/db/migrations';
import { testEngines } from '../helpers/engines';

/** How many migrations the last released version had (its newest: 0051-office-speed-2). */
const RELEASED_MIGRATIONS = 46;

async function db(argv: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runDb(argv, env, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const engines = testEngines('the database');

describe.each(engines)('the $name database', (engine) => {
  it('is migrated once: the tables exist, a second run applies nothing', async () => {
    const url = await engine.newDatabaseUrl();
    const first = await db(['migrate'], { DATABASE_URL: url });
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(new RegExp(`: applied ${Object.keys(migrations).join(', ')}\\n$`));
    const second = await db(['migrate'], { DATABASE_URL: url });
    expect(second.out).toMatch(/: schema up to date\n$/);

    const database = await engine.open(url);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining(['bookings', 'lead_emails', 'leads', 'window_places', 'office_users', 'office_sessions']),
    );
    expect(await migrate(database.db, database.engine)).toEqual([]);
    expect(Object.keys(migrations)).toEqual([
      '0001-leads',
      '0002-bookings',
      '0003-booking-emails',
      '0004-office',
      '0005-schedule',
      '0006-surge',
      '0007-rate-limits',
      '0008-team',
      '0009-dispatch',
      '0010-texts',
      '0011-team-invites',
      '0012-desk',
      '0013-customers',
      '0014-booking-details',
      '0015-visit-charges',
      '0016-reviews',
      '0017-warranty',
      '0018-lead-events',
      '0019-indexes',
      '0020-hold-consent',
      '0021-sign-in-throttles',
      '0022-surge-mailboxes',
      '0024-text-replies',
      '0025-system',
      '0026-price-book',
      '0027-missed-visit',
      '0028-estimates',
      '0029-booking-links',
      '0030-jobs',
      '0031-payments',
      '0033-job-report-indexes',
      '0034-search-parts',
      '0035-people',
      '0036-refunds',
      '0037-deposits',
      '0038-review-hides',
      '0039-activity-filters',
      '0040-payment-emails',
      '0041-visit-records',
      '0042-sources',
      '0043-address-parts',
      '0047-office-speed',
      '0048-search-words',
      '0049-customer-language',
      '0050-hold-sources',
      '0051-office-speed-2',
      '0052-report-speed',
      '0053-report-rows',
      '0054-report-days',
      '0055-report-stamps-at-commit',
    ]);
  });

  it('puts every migration written since the last release after it, so a released database can take them', () => {
    // A released database has applied exactly this prefix; Kysely refuses to migrate one when a new migration sorts
    // before the newest it applied (docs/database.md). Move both forward when a version is released.
    const LAST_RELEASED = '0051-office-speed-2';
    const RELEASED_COUNT = RELEASED_MIGRATIONS;
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf(LAST_RELEASED)).toBe(RELEASED_COUNT - 1);
  });

  it('migrates safely when several servers start at once', async () => {
    const url = await engine.newDatabaseUrl();
    const servers = await Promise.all(Array.from({ length: 4 }, () => engine.open(url)));
    const applied = await Promise.all(servers.map((server) => migrate(server.db, server.engine)));
    // Each open() migrated already; all four came up, and nothing was applied twice.
    expect(applied.flat()).toEqual([]);
    const rows = await servers[0]!.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it('refuses an e-mail row for a lead that does not exist (foreign keys are on)', async () => {
    const database = await engine.open();
    await expect(
      database.db
        .insertInto('lead_emails')
        .values({ lead_id: 'nobody', status: 'pending', next_attempt_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('refuses a negative count of places in a window (a cancel can never free a place twice)', async () => {
    const database = await engine.open();
    const start = new Date().toISOString();
    await expect(
      database.db.insertInto('window_places').values({ window_start: start, taken: -1 }).execute(),
    ).rejects.toThrow(/check/i);
  });
});

describe('SQLite settings', () => {
  it('are WAL, synchronous=FULL and foreign keys on, read back from the file the server opened', async () => {
    const sqlite = engines.find((engine) => engine.name === 'sqlite')!;
    const url = await sqlite.newDatabaseUrl();
    const database = await sqlite.open(url);
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`PRAGMA ${name}`).execute(database.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    // WAL is a property of the file: any other process opening it works in WAL mode too.
    const other = new Database(url.slice('file:'.length));
    expect(other.prepare('PRAGMA journal_mode').get([])).toMatchObject({ journal_mode: 'wal' });
    other.close();
  });
});

describe('a server starting while another holds the write lock (its migrations)', () => {
  it('waits for the lock rather than exiting, however long past a request’s busy timeout, and finds the schema done', async () => {
    const sqlite = engines.find((engine) => engine.name === 'sqlite')!;
    const url = await sqlite.newDatabaseUrl();
    const file = url.slice('file:'.length);
    // The first server: migrated, then holding the write lock as a long migration transaction would.
    const first = await sqlite.open(url);
    const holder = new Database(file);
    holder.exec('BEGIN IMMEDIATE');
    // The second, whose every statement waits at most 100 ms for a lock: its start must outlast that.
    const second = openDatabase(parseDatabaseUrl(url) as DatabaseConfig, { busyTimeoutMs: 100 });
    const outcome = second.then(
      () => 'opened',
      (error: unknown) => `failed: ${String(error)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    holder.exec('COMMIT');
    holder.close();
    expect(await outcome).toBe('opened');
    await (await second).close();
    await first.close();
  });
});
