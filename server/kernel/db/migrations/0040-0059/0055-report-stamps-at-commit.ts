import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../engine';
import { touchedDays } from './0054-report-days';

/**
 * PostgreSQL raises the Reports' counters at commit, all of a transaction's dates in one sorted statement, so two
 * transactions can no longer deadlock over them (docs/decisions/0063-report-days.md, "Deadlocks").
 *
 * Under 0054 each row's trigger raised its dates' `report_stamps` rows at once, holding their locks to commit:
 * one transaction raising 3 December then (a later statement) 1 December, and another raising 1 then 3
 * December, each waited for the other and PostgreSQL cancelled one of them, a booking or a move lost.
 *
 * Now each row's trigger only notes its dates in `report_touched` under its own transaction's id (rows no other
 * transaction writes, so nothing waits), and a deferred constraint trigger on that table, run at commit, moves the
 * transaction's dates into `report_stamps` in one statement, in date order. A transaction takes counter locks only
 * at commit, all in the same order as any other, and waits for nothing after: no cycle can form. The counters
 * still rise in the writing transaction, so the Reports' rule (counters read before rows) holds as before.
 *
 * SQLite is unchanged: its one writer at a time cannot deadlock. `report_touched` is created there too (empty,
 * never written), so both engines have the same tables.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('report_touched')
    .addColumn('tx', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_touched_pk', ['tx', 'day'])
    .execute();
  if (engine !== 'postgres') return;
  const touched = touchedDays(engine);
  // A row's dates, noted for this transaction; a date already noted adds nothing (and fires no flush).
  const note = (row: string, table: string) =>
    `insert into report_touched (tx, day) select distinct txid_current(), t.day from (${touched[table]!(row)}) t where t.day is not null on conflict do nothing`;
  for (const table of Object.keys(touched))
    await sql
      .raw(
        `create or replace function report_stamp_${table}() returns trigger language plpgsql as $$ begin
  if tg_op <> 'INSERT' then ${note('old', table)}; end if;
  if tg_op <> 'DELETE' then ${note('new', table)}; end if;
  return null;
end $$`,
      )
      .execute(db);
  // At commit: the first of the transaction's deferred calls raises all its dates, in date order, in one
  // statement, and clears its notes; the calls after it find none.
  await sql
    .raw(
      `create function report_stamps_flush() returns trigger language plpgsql as $$ begin
  with mine as (delete from report_touched where tx = txid_current() returning day)
  insert into report_stamps as s (day, version) select distinct day, 1 from mine order by day
  on conflict (day) do update set version = s.version + 1;
  return null;
end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create constraint trigger report_stamps_flush after insert on report_touched deferrable initially deferred for each row execute function report_stamps_flush()`,
    )
    .execute(db);
}
