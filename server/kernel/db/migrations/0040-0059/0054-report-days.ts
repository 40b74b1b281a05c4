import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * The Reports' figures kept per business day, and the database's own note of which days a write touched (issue 37
 * item 8, docs/decisions/0063-report-days.md).
 *
 * - `report_stamps` (day, version): a counter per UTC date, raised by the triggers below in the transaction of
 *   every write that can change a figure of the visits or leads of that date (a visit on it, its price, a payment
 *   of it or of its job's estimate, its job; a lead that came in on it, its call-back events, the customer links
 *   and bookings that say whether it converted). A business day's rows fall on its own UTC date or the next one,
 *   so the two counters together tell whether anything under a day changed.
 * - `report_days` (day, stamp, figures): a business day's counted figures (JSON) and the sum of those two counters
 *   when they were counted. A cached day whose stamp no longer matches is counted again.
 *
 * Triggers, not the writes' own code: every path that writes (the office, the public site, the queues, imports,
 * merges, retention, a hand edit) raises the counters, on each server, with no list to keep in step.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('report_stamps')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('stamp', 'integer', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .execute();
  const touched = touchedDays(engine);
  // In day order, so two transactions raising the same days take their rows' locks in the same order.
  // (SQLite takes no alias of the table in a trigger's INSERT; its `version` is the existing row's there.)
  const raise = (row: string, table: string) =>
    `insert into report_stamps ${engine === 'postgres' ? 'as s ' : ''}(day, version) select distinct t.day, 1 from (${touched[table]!(row)}) t where t.day is not null order by t.day on conflict (day) do update set version = ${engine === 'postgres' ? 's.' : ''}version + 1`;
  for (const table of Object.keys(touched)) {
    if (engine === 'postgres') {
      await sql
        .raw(
          `create function report_stamp_${table}() returns trigger language plpgsql as $$ begin
  if tg_op <> 'INSERT' then ${raise('old', table)}; end if;
  if tg_op <> 'DELETE' then ${raise('new', table)}; end if;
  return null;
end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger report_stamp_${table} after insert or update or delete on ${table} for each row execute function report_stamp_${table}()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(`create trigger report_stamp_${table}_insert after insert on ${table} begin ${raise('new', table)}; end`)
        .execute(db);
      await sql
        .raw(
          `create trigger report_stamp_${table}_update after update on ${table} begin ${raise('old', table)}; ${raise('new', table)}; end`,
        )
        .execute(db);
      await sql
        .raw(`create trigger report_stamp_${table}_delete after delete on ${table} begin ${raise('old', table)}; end`)
        .execute(db);
    }
  }
}

/**
 * For each table whose rows the Reports count, the SQL of the UTC dates whose figures a row (NEW or OLD) of it can
 * change (also used by 0055-report-stamps-at-commit, which raises the same dates at commit on PostgreSQL).
 */
export function touchedDays(engine: Engine): Record<string, (row: string) => string> {
  const day = (value: string) =>
    engine === 'postgres' ? `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${value}, 1, 10)`;
  /** The UTC dates whose figures a row (NEW or OLD) of each table can change. */
  const leadsOfCustomer = (customer: string) =>
    `select ${day('l.received_at')} as day from customer_records lr join leads l on l.id = lr.record_id where lr.customer_id = ${customer} and lr.kind = 'lead'`;
  const approvalOfJob = (job: string) =>
    `select ${day('e.decided_at')} as day from jobs j join estimates e on e.id = j.estimate_id where j.id = ${job}`;
  const touched: Record<string, (row: string) => string> = {
    bookings: (row) =>
      `select ${day(`${row}.window_start`)} as day union select ${day('l.received_at')} from customer_records br join customer_records lr on lr.customer_id = br.customer_id and lr.kind = 'lead' join leads l on l.id = lr.record_id where br.kind = 'booking' and br.record_id = ${row}.id union ${approvalOfJob(`${row}.job_id`)}`,
    visit_charges: (row) => `select ${day('b.window_start')} as day from bookings b where b.id = ${row}.booking_id`,
    payments: (row) =>
      `select ${day('b.window_start')} as day from bookings b where b.id = ${row}.booking_id union select ${day('b.window_start')} from jobs j join bookings b on b.job_id = j.id where j.estimate_id = ${row}.estimate_id`,
    jobs: (row) =>
      `select ${day('b.window_start')} as day from bookings b where b.job_id = ${row}.id union select ${day('e.decided_at')} from estimates e where e.id = ${row}.estimate_id`,
    estimates: (row) => `select ${day(`${row}.decided_at`)} as day`,
    estimate_lines: (row) => `select ${day('e.decided_at')} as day from estimates e where e.id = ${row}.estimate_id`,
    job_parts: (row) => approvalOfJob(`${row}.job_id`),
    leads: (row) => `select ${day(`${row}.received_at`)} as day`,
    lead_events: (row) => `select ${day('l.received_at')} as day from leads l where l.id = ${row}.lead_id`,
    customer_records: (row) =>
      `${leadsOfCustomer(`${row}.customer_id`)} union select ${day('l.received_at')} from leads l where ${row}.kind = 'lead' and l.id = ${row}.record_id`,
  };
  return touched;
}
