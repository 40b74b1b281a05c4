import { sql, type Kysely } from 'kysely';
import { openSync, readSync, closeSync, createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { termsOf, type CustomerRecord } from '../../customers/keys';
import type { AppDatabase } from '../database';
import { instant } from '../engine';
import { migrations } from '../migrations';
import type { Tables } from '../schema';
import { EXPORT_FORMAT, EXPORT_VERSION } from './format';
import { EXPORTED_TABLES, LEFT_OUT, isExportedTable, planOf, type ExportedTable } from './tables';

/** Why an import stopped; nothing of the file is left in the database. `line` is the file's line, from 1. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly kind: 'broken-file' | 'not-empty' = 'broken-file',
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

/** The longest line read (a row with a photo is a few megabytes); a longer one is no line of ours. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** Bound values per INSERT: well under either engine's limit. */
const MAX_VALUES = 8_000;
/** Bytes buffered before an INSERT is sent (photos). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * Restores a full export (docs/export-format.md) into an empty database: migrates it, refuses it if any table
 * holds a row, then reads the file a line at a time and inserts its rows in batches, in the file's order (the
 * tables' foreign-key order), all in one transaction, so a broken file leaves nothing behind. Every row's table
 * and columns are checked against the migrated schema; bytes come back from base64, instants are written as the
 * ISO text they are in (each engine reads it as it stores instants). The office search's terms are rebuilt from
 * the leads and bookings. Resolves with the rows inserted per table.
 */
export async function importFullExport(database: AppDatabase, file: string): Promise<Record<string, number>> {
  await database.ready();
  const columns = await columnTypes(database.db);
  const lines = numberedLines(file);
  const header = await lines.next();
  if (header.done) throw new ImportError(`${file} is empty`);
  checkHeader(parseLine(header.value.text, 1));

  return database.db.transaction().execute(async (trx) => {
    await refuseData(trx);
    const importer = new Importer(trx, columns);
    let end: Record<string, unknown> | undefined;
    for await (const { text, number } of lines) {
      if (end) throw new ImportError(`line ${number}: there is more after the end line`);
      const parsed = parseLine(text, number);
      if ('end' in parsed) {
        end = parsed;
        continue;
      }
      await importer.add(parsed, number);
    }
    await importer.finish();
    if (!end) throw new ImportError('the file stops before its end line: it is cut short (an interrupted download?)');
    const expected = end.rows as Record<string, unknown> | undefined;
    for (const table of EXPORTED_TABLES) {
      const want = expected?.[table] ?? 0;
      if (want !== importer.counts[table])
        throw new ImportError(
          `the end line counts ${String(want)} ${table} rows, the file holds ${importer.counts[table]}`,
        );
    }
    return importer.counts;
  });
}

/** Each table's columns and whether each holds bytes, as the migrated database has them. */
async function columnTypes(db: Kysely<Tables>): Promise<Map<string, Map<string, { bytes: boolean }>>> {
  const tables = await db.introspection.getTables();
  return new Map(
    tables.map((table) => [
      table.name,
      new Map(table.columns.map((column) => [column.name, { bytes: /^(?:bytea|blob)$/i.test(column.dataType) }])),
    ]),
  );
}

function checkHeader(header: Record<string, unknown>): void {
  if (header.format !== EXPORT_FORMAT)
    throw new ImportError(`line 1: this is not a full export of this site (no "format": "${EXPORT_FORMAT}" header)`);
  if (header.version !== EXPORT_VERSION)
    throw new ImportError(
      `line 1: the file is version ${String(header.version)} of the format; this version reads version ${EXPORT_VERSION}`,
    );
  const known = Object.keys(migrations);
  const theirs = header.migrations;
  if (!Array.isArray(theirs) || theirs.some((name) => typeof name !== 'string'))
    throw new ImportError('line 1: the header has no list of migrations');
  const unknown = theirs.find((name) => !known.includes(name as string));
  if (unknown !== undefined)
    throw new ImportError(
      `line 1: the file was made by a newer version of the site (its schema has migration ${String(unknown)}); update this one first`,
    );
}

/** Any row anywhere: the import only ever fills an empty database. */
async function refuseData(db: Kysely<Tables>): Promise<void> {
  for (const table of [...EXPORTED_TABLES, ...(Object.keys(LEFT_OUT) as (keyof typeof LEFT_OUT)[])]) {
    const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
    if (rows.length > 0)
      throw new ImportError(
        `the database is not empty (${table} has rows); import only into a new, empty database`,
        'not-empty',
      );
  }
}

function parseLine(text: string, number: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`line ${number} is not JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ImportError(`line ${number} is not a JSON object`);
  return value as Record<string, unknown>;
}

type Row = Record<string, unknown>;

/** Rows waiting for their INSERT, a table at a time, and what is set after all rows are in. */
class Importer {
  readonly counts: Record<string, number> = Object.fromEntries(EXPORTED_TABLES.map((table) => [table, 0]));
  #table: ExportedTable | undefined;
  #rows: Row[] = [];
  #firstLine = 0;
  #values = 0;
  #bytes = 0;
  /** Per table, each row's self-reference (a warranty visit's original), set once the table is in. */
  readonly #later: { table: ExportedTable; key: string; column: string; pairs: [unknown, unknown][] }[] = [];

  constructor(
    readonly trx: Kysely<Tables>,
    readonly columns: Map<string, Map<string, { bytes: boolean }>>,
  ) {}

  async add(line: Record<string, unknown>, number: number): Promise<void> {
    const { table, row } = line;
    if (typeof table !== 'string' || !isExportedTable(table))
      throw new ImportError(`line ${number}: "${String(table)}" is not a table of the export`);
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw new ImportError(`line ${number}: the ${table} row is not a JSON object`);
    if (table !== this.#table) {
      if (this.#table && EXPORTED_TABLES.indexOf(table) < EXPORTED_TABLES.indexOf(this.#table))
        throw new ImportError(`line ${number}: a ${table} row after the ${this.#table} rows; the file is out of order`);
      await this.flush();
      this.#table = table;
    }
    const prepared = this.prepare(table, row as Row, number);
    if (this.#rows.length === 0) this.#firstLine = number;
    this.#rows.push(prepared);
    this.#values += Object.keys(prepared).length;
    this.counts[table]! += 1;
    if (this.#values >= MAX_VALUES || this.#bytes >= MAX_BUFFERED_BYTES) await this.flush();
  }

  /** The row as the database takes it, checked column by column. */
  prepare(table: ExportedTable, row: Row, number: number): Row {
    const columns = this.columns.get(table);
    if (!columns) throw new ImportError(`line ${number}: the database has no table ${table}`);
    const plan = planOf(table);
    const out: Row = {};
    for (const [column, value] of Object.entries(row)) {
      const type = columns.get(column);
      if (!type) throw new ImportError(`line ${number}: ${table} has no column "${column}"`);
      if (value !== null && typeof value !== 'string' && typeof value !== 'number')
        throw new ImportError(`line ${number}: ${table}.${column} is neither text, a number nor null`);
      if (type.bytes && value !== null) {
        if (typeof value !== 'string' || !/^[\d+/a-z]*={0,2}$/i.test(value))
          throw new ImportError(`line ${number}: ${table}.${column} is not base64`);
        const bytes = Buffer.from(value, 'base64');
        this.#bytes += bytes.length;
        out[column] = bytes;
      } else out[column] = value;
    }
    for (const column of plan.later ?? []) {
      if (out[column] == null) continue;
      this.laterOf(table, column).pairs.push([out[plan.key[0]!], out[column]]);
      out[column] = null;
    }
    return out;
  }

  laterOf(table: ExportedTable, column: string) {
    let found = this.#later.find((later) => later.table === table && later.column === column);
    if (!found) {
      found = { table, key: planOf(table).key[0]!, column, pairs: [] };
      this.#later.push(found);
    }
    return found;
  }

  async flush(): Promise<void> {
    const table = this.#table;
    const rows = this.#rows;
    if (!table || rows.length === 0) return;
    const lastLine = this.#firstLine + rows.length - 1;
    this.#rows = [];
    this.#values = 0;
    this.#bytes = 0;
    const loose = this.trx as unknown as Kysely<Record<string, Row>>;
    try {
      await loose.insertInto(table).values(rows).execute();
      if (table === 'leads' || table === 'bookings') await this.index(table, rows);
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw new ImportError(
        `lines ${this.#firstLine} to ${lastLine} (${table}): the database refused them (${(error as Error).message})`,
      );
    }
  }

  /** The office search's terms of the leads or bookings just inserted, as linking them stored them. */
  async index(table: 'leads' | 'bookings', rows: Row[]): Promise<void> {
    const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
    const terms: Row[] = [];
    for (const row of rows) {
      const record: CustomerRecord =
        table === 'leads'
          ? {
              kind: 'lead',
              id: text(row.id),
              at: instant(row.received_at),
              name: text(row.name),
              phone: text(row.phone),
              email: text(row.email),
            }
          : {
              kind: 'booking',
              id: text(row.id),
              at: instant(row.created_at),
              name: text(row.name),
              phone: text(row.phone),
              email: text(row.email),
              address: text(row.address),
              zip: text(row.zip),
              reference: text(row.reference),
            };
      for (const term of termsOf(record)) terms.push({ ...term, kind: record.kind, record_id: record.id });
    }
    const loose = this.trx as unknown as Kysely<Record<string, Row>>;
    for (let i = 0; i < terms.length; i += 1_000)
      await loose
        .insertInto('search_terms')
        .values(terms.slice(i, i + 1_000))
        .execute();
  }

  async finish(): Promise<void> {
    await this.flush();
    for (const { table, key, column, pairs } of this.#later) {
      for (const [id, value] of pairs) {
        try {
          await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where ${sql.ref(key)} = ${id}`.execute(
            this.trx,
          );
        } catch (error) {
          throw new ImportError(
            `${table} ${String(id)}: its ${column} (${String(value)}) was refused (${(error as Error).message})`,
          );
        }
      }
    }
  }
}

/** A line of the file and its number (from 1). */
interface NumberedLine {
  text: string;
  number: number;
}

/**
 * The file's lines, read as they stream (gunzipped when the file starts with gzip's magic bytes, read as plain
 * NDJSON otherwise), each checked to be UTF-8. A gzip stream cut short or garbled is an ImportError.
 */
async function* numberedLines(file: string): AsyncGenerator<NumberedLine> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let number = 0;
  const decode = (bytes: Uint8Array): NumberedLine => {
    number += 1;
    try {
      return { text: decoder.decode(bytes), number };
    } catch {
      throw new ImportError(`line ${number} is not UTF-8 text`);
    }
  };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of readable(file)) {
      const bytes = chunk as Buffer;
      let start = 0;
      for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
        const piece = bytes.subarray(start, end);
        const line = pending.length ? Buffer.concat([...pending, piece]) : piece;
        pending = [];
        pendingBytes = 0;
        start = end + 1;
        if (line.length > 0) yield decode(line);
        else number += 1;
      }
      if (start < bytes.length) {
        pending.push(bytes.subarray(start));
        pendingBytes += bytes.length - start;
        if (pendingBytes > MAX_LINE_BYTES) throw new ImportError(`line ${number + 1} is longer than any row can be`);
      }
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') throw new ImportError(`there is no file ${file}`);
    if (code?.startsWith('Z_') || /unexpected end of file/i.test((error as Error).message))
      throw new ImportError(
        `after line ${number}: the file is not a whole gzip file (${(error as Error).message}): cut short or damaged`,
      );
    throw new ImportError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (pendingBytes > 0) yield decode(Buffer.concat(pending));
}

/** The file's bytes, gunzipped if it is gzip. */
function readable(file: string): NodeJS.ReadableStream {
  let magic = Buffer.alloc(0);
  try {
    const fd = openSync(file, 'r');
    try {
      const head = Buffer.alloc(2);
      magic = head.subarray(0, readSync(fd, head, 0, 2, 0));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new ImportError(`there is no file ${file}`);
    throw error;
  }
  const input = createReadStream(file);
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) return input;
  const gunzip = createGunzip();
  pipeline(input, gunzip, () => undefined);
  return gunzip;
}
