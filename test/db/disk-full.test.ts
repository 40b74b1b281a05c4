/**
 * A write that fills the disk fails with the real cause. SQLite rolls the transaction back itself on a full disk;
 * asking it to roll back again used to fail with "cannot rollback - no transaction is active", and that second
 * error was the one thrown and logged, hiding SQLITE_FULL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteDialect } from '../../server/kernel/db/sqlite';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('a full disk on SQLite', () => {
  it('fails the transaction with SQLITE_FULL, not a misleading "cannot rollback"', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'car-disk-full-'));
    const db = new Kysely<Record<string, { v: string }>>({
      dialect: sqliteDialect({ file: path.join(dir, 'full.db') }),
    });
    try {
      await sql`create table t (v text)`.execute(db);
      // The file may not grow by another page: what a full disk looks like to SQLite.
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
      const write = db.transaction().execute(async (trx) => {
        await sql`insert into t values ('a')`.execute(trx);
        await sql`insert into t values (${'x'.repeat(200_000)})`.execute(trx);
      });
      await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL' });
      // The connection is still usable, and nothing of the failed transaction was kept.
      await sql.raw('pragma max_page_count = 1000000').execute(db);
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
