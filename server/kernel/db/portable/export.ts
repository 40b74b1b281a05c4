import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { AppDatabase } from '../database';
import { bytesAsBase64, type Engine } from '../engine';
import type { Tables } from '../schema';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportEndLine, type ExportHeader } from './format';
import { DEFAULT_BATCH, fileTables, isWithheld, planOf, skipsRows, type FileTable } from './tables';

export interface ExportOptions {
  /**
   * The credentials move (decision 0038): the sign-in secrets every other file leaves out (password hashes,
   * calendar feed secrets, sessions, set-password links) are written too. Only `db:export --with-credentials`.
   */
  credentials?: boolean;
}

/**
 * Writes everything the shop owns to `out` as one gzip-compressed NDJSON file (docs/export-format.md), from one
 * consistent snapshot, a batch of rows at a time: each table is read in its primary key's order, each batch
 * starting after the last key read, so no table is ever whole in memory, and the gzip stream's back-pressure
 * paces the reads to the download. Resolves with the rows written per table once `out` has taken everything.
 */
export async function writeFullExport(
  database: AppDatabase,
  out: Writable,
  now: Date = new Date(),
  { credentials = false }: ExportOptions = {},
): Promise<Record<string, number>> {
  await database.ready();
  return database.snapshot(async (db) => {
    const counts: Record<string, number> = {};
    // One batch waiting at most: a stream of objects would otherwise buffer 16 (tens of megabytes of rows).
    await pipeline(
      Readable.from(exportLines(db, database.engine, now, counts, credentials), { highWaterMark: 1 }),
      createGzip(),
      out,
    );
    return counts;
  });
}

/** The file's lines, a batch of rows per string. */
async function* exportLines(
  db: Kysely<Tables>,
  engine: Engine,
  now: Date,
  counts: Record<string, number>,
  credentials: boolean,
): AsyncGenerator<string> {
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const tables = fileTables(credentials);
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    migrations: applied.rows.map((row) => row.name),
    tables,
    ...(credentials ? { credentials: true as const } : {}),
  };
  yield `${JSON.stringify(header)}\n`;
  const columns = await columnsOf(db);
  for (const table of tables) {
    counts[table] = 0;
    const select = columns.get(table)!.map(({ name, bytes }) => (bytes ? bytesAsBase64(engine, name) : sql.ref(name)));
    for await (const rows of batchesOf(db, table, sql.join(select), { credentials })) {
      counts[table] += rows.length;
      yield rows.map((row) => `${JSON.stringify({ table, row: portableRow(table, row, { credentials }) })}\n`).join('');
    }
  }
  const end: ExportEndLine = { end: true, rows: counts };
  yield `${JSON.stringify(end)}\n`;
}

type Row = Record<string, unknown>;

/** Each table's columns, and whether each holds bytes, as the database has them. */
async function columnsOf(db: Kysely<Tables>): Promise<Map<string, { name: string; bytes: boolean }[]>> {
  const tables = await db.introspection.getTables();
  return new Map(
    tables.map((table) => [
      table.name,
      table.columns.map((column) => ({ name: column.name, bytes: /^(?:bytea|blob)$/i.test(column.dataType) })),
    ]),
  );
}

/**
 * A table's rows in key order, a batch at a time: each read starts after the last key of the one before.
 * `select` is the column list (every column by default).
 */
export async function* batchesOf(
  db: Kysely<Tables>,
  table: FileTable,
  select: RawBuilder<unknown> = sql`*`,
  { credentials = false }: ExportOptions = {},
): AsyncGenerator<Row[]> {
  const plan = planOf(table);
  const size = plan.batch ?? DEFAULT_BATCH;
  const keys = sql.join(plan.key.map((column) => sql.ref(column)));
  let after: unknown[] | undefined;
  for (;;) {
    const conditions = [];
    if (after) conditions.push(sql`(${keys}) > (${sql.join(after)})`);
    if (plan.skipRows && skipsRows(plan, credentials))
      conditions.push(sql`${sql.ref(plan.skipRows.column)} not in (${sql.join([...plan.skipRows.values])})`);
    const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const { rows } =
      await sql<Row>`select ${select} from ${sql.table(table)} ${where} order by ${keys} limit ${size}`.execute(db);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = plan.key.map((column) => last[column]);
  }
}

/** A row as the file holds it: instants as ISO 8601 in UTC, bytes as base64, secrets withheld. */
export function portableRow(
  table: FileTable,
  row: Row,
  { credentials = false }: ExportOptions = {},
): Record<string, string | number | null> {
  const plan = planOf(table);
  const out: Record<string, string | number | null> = {};
  for (const [column, value] of Object.entries(row)) {
    out[column] = isWithheld(plan, column, credentials) ? plan.withheld![column]! : portableValue(value);
  }
  return out;
}

function portableValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64');
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value);
}
