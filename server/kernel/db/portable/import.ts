import type { ContactRecord } from '../../contact';
import { sql, type Kysely } from 'kysely';
import { createHash, type Hash } from 'node:crypto';
import { openSync, readSync, closeSync, createReadStream } from 'node:fs';
import { pipeline, Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { AppDatabase } from '../database';
import { instant } from '../engine';
import { migrations } from '../migrations';
import type { Tables } from '../schema';
import { EXPORT_FORMAT, EXPORT_VERSION } from './format';
import {
  EXPORTED_TABLES,
  LEFT_OUT,
  fileTables,
  isCredentialTable,
  isExportedTable,
  isWithheld,
  planOf,
  skipsRows,
  type FileTable,
} from './tables';

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

export interface ImportOptions {
  /**
   * The office search's terms of one lead or booking: the customers feature's rule, handed in by the caller, as
   * the kernel knows no feature.
   */
  termsOf: (record: ContactRecord) => readonly { field: string; term: string }[];
  /** The typo dictionary's rows (search_words) of those terms: the customers feature's rule too. */
  typoWords: (terms: readonly { field: string; term: string }[]) => readonly { deletion: string; word: string }[];
  /**
   * The credentials move (decision 0038): take the sign-in secrets a `db:export --with-credentials` file holds,
   * if the file's SHA-256 is `digest` (what that export printed, as `sha256:` and 64 hex digits). Without it,
   * no credential is ever taken from a file.
   */
  credentials?: { digest: string };
}

/** Something the file held that the import did not take: `what` is `table.column`, or a table (its rows). */
export interface LeftOut {
  what: string;
  rows: number;
  /** The people it belonged to (their e-mail), when it was a person's: the first MAX_NAMED. */
  people: string[];
}

export interface ImportResult {
  /** Rows inserted per table. */
  counts: Record<string, number>;
  /** What the file held that the import did not take, in the file's order. */
  leftOut: LeftOut[];
  /** The people (not removed) who cannot sign in, as they have no password: each needs a set-password link. */
  cannotSignIn: { email: string; role: string }[];
  /** Whether the file's sign-in secrets were taken: the credentials move, its digest checked. */
  credentials: boolean;
  /** Whether the file's header says it is a credentials move's file. */
  fileHasCredentials: boolean;
}

/** A digest as `db:export --with-credentials` prints it (the `sha256:` may be left off). */
const DIGEST = /^(?:sha256:)?([\da-f]{64})$/i;

/** The hex SHA-256 of a digest as the operator typed it, or undefined when it is not one. */
export const digestHex = (digest: string): string | undefined => DIGEST.exec(digest.trim())?.[1]?.toLowerCase();

/** People named per thing left out: a file planting thousands is told by its count. */
const MAX_NAMED = 20;

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
 * the leads and bookings.
 *
 * No credential is taken from the file (decision 0038): whatever it holds in a column or row the export
 * withholds (a password hash, a feed secret, a session, a set-password link) is left out and reported, unless
 * `options.credentials` asks for the credentials move and the file's SHA-256 is the digest given, which is
 * checked before the transaction commits.
 */
export async function importFullExport(
  database: AppDatabase,
  file: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const wanted = options.credentials && digestHex(options.credentials.digest);
  if (options.credentials && !wanted)
    throw new ImportError(`"${options.credentials.digest}" is not a digest: sha256: and 64 hexadecimal digits`);
  await database.ready();
  const columns = await columnTypes(database.db);
  const hash = wanted ? createHash('sha256') : undefined;
  const lines = numberedLines(file, hash);
  const header = await lines.next();
  if (header.done) throw new ImportError(`${file} is empty`);
  const fileHasCredentials = checkHeader(parseLine(header.value.text, 1));
  if (wanted && !fileHasCredentials)
    throw new ImportError(
      'line 1: this file was exported without --with-credentials and holds no sign-ins; import it without --with-credentials',
    );
  const credentials = Boolean(wanted);

  return database.db.transaction().execute(async (trx) => {
    await refuseData(trx);
    const importer = new Importer(trx, columns, credentials, options.termsOf, options.typoWords);
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
    for (const table of fileTables(true)) {
      const want = expected?.[table] ?? 0;
      if (want !== importer.inFile[table])
        throw new ImportError(
          `the end line counts ${String(want)} ${table} rows, the file holds ${importer.inFile[table]}`,
        );
    }
    // Checked last, over every byte read, so what was checked is what was imported.
    if (wanted && hash) {
      const actual = hash.digest('hex');
      if (actual !== wanted)
        throw new ImportError(
          `the file's digest is sha256:${actual}, not the sha256:${wanted} given: it is not the file db:export wrote, or it was changed since`,
        );
    }
    const cannotSignIn = await trx
      .selectFrom('office_users')
      .select(['email', 'role'])
      .where('password_hash', '=', '')
      .where('removed_at', 'is', null)
      .orderBy('email')
      .execute();
    return { counts: importer.counts, leftOut: importer.leftOut, cannotSignIn, credentials, fileHasCredentials };
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

/** Checks the header; returns whether it says the file is a credentials move's. */
function checkHeader(header: Record<string, unknown>): boolean {
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
  return header.credentials === true;
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

/** Every table a file may hold, in the order it holds them. */
const FILE_ORDER = fileTables(true);

/** Rows waiting for their INSERT, a table at a time, and what is set after all rows are in. */
class Importer {
  /** Rows inserted per table. */
  readonly counts: Record<string, number>;
  /** Rows the file holds per table, inserted or not: what its end line counts. */
  readonly inFile: Record<string, number> = Object.fromEntries(FILE_ORDER.map((table) => [table, 0]));
  readonly leftOut: LeftOut[] = [];
  #table: FileTable | undefined;
  #rows: Row[] = [];
  #firstLine = 0;
  #values = 0;
  #bytes = 0;
  /** Per table, each row's self-reference (a warranty visit's original), set once the table is in. */
  readonly #later: { table: FileTable; key: string; column: string; pairs: [unknown, unknown][] }[] = [];

  /** `credentials`: the file's sign-in secrets are taken (the credentials move, its digest to be checked). */
  constructor(
    readonly trx: Kysely<Tables>,
    readonly columns: Map<string, Map<string, { bytes: boolean }>>,
    readonly credentials: boolean,
    readonly termsOf: ImportOptions['termsOf'],
    readonly typoWords: ImportOptions['typoWords'],
  ) {
    this.counts = Object.fromEntries(fileTables(credentials).map((table) => [table, 0]));
  }

  async add(line: Record<string, unknown>, number: number): Promise<void> {
    const { table, row } = line;
    if (typeof table !== 'string' || !(isExportedTable(table) || isCredentialTable(table)))
      throw new ImportError(`line ${number}: "${String(table)}" is not a table of the export`);
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw new ImportError(`line ${number}: the ${table} row is not a JSON object`);
    if (table !== this.#table) {
      if (this.#table && FILE_ORDER.indexOf(table) < FILE_ORDER.indexOf(this.#table))
        throw new ImportError(`line ${number}: a ${table} row after the ${this.#table} rows; the file is out of order`);
      await this.flush();
      this.#table = table;
    }
    this.inFile[table]! += 1;
    const prepared = this.prepare(table, row as Row, number);
    if (!prepared) return;
    if (this.#rows.length === 0) this.#firstLine = number;
    this.#rows.push(prepared);
    this.#values += Object.keys(prepared).length;
    this.counts[table]! += 1;
    if (this.#values >= MAX_VALUES || this.#bytes >= MAX_BUFFERED_BYTES) await this.flush();
  }

  /** Counts what the file held and the import did not take; `person` is the e-mail of whose it was. */
  leave(what: string, person?: unknown): void {
    let found = this.leftOut.find((entry) => entry.what === what);
    if (!found) this.leftOut.push((found = { what, rows: 0, people: [] }));
    found.rows += 1;
    if (typeof person === 'string' && found.people.length < MAX_NAMED) found.people.push(person);
  }

  /**
   * The row as the database takes it, checked column by column, with every secret the export withholds put
   * back to what the export writes (each one the file held counted as left out); undefined for a row that is
   * itself a secret (a session, a set-password link, the office feed's hash), which is left out whole.
   */
  prepare(table: FileTable, row: Row, number: number): Row | undefined {
    const columns = this.columns.get(table);
    if (!columns) throw new ImportError(`line ${number}: the database has no table ${table}`);
    const plan = planOf(table);
    const person = table === 'office_users' ? row.email : undefined;
    if (isCredentialTable(table) && !this.credentials) {
      this.leave(table);
      return undefined;
    }
    const skip = plan.skipRows;
    if (skip && skipsRows(plan, this.credentials) && skip.values.includes(row[skip.column] as string)) {
      this.leave(`${table} ${String(row[skip.column])}`);
      return undefined;
    }
    const out: Row = {};
    for (const [column, value] of Object.entries(row)) {
      const type = columns.get(column);
      if (!type) throw new ImportError(`line ${number}: ${table} has no column "${column}"`);
      if (value !== null && typeof value !== 'string' && typeof value !== 'number')
        throw new ImportError(`line ${number}: ${table}.${column} is neither text, a number nor null`);
      if (isWithheld(plan, column, this.credentials)) {
        const written = plan.withheld![column]!;
        if (value !== written) this.leave(`${table}.${column}`, person);
        out[column] = written;
      } else if (type.bytes && value !== null) {
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

  laterOf(table: FileTable, column: string) {
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
      const record: ContactRecord =
        table === 'leads'
          ? {
              kind: 'lead',
              id: text(row.id),
              at: instant(row.received_at),
              name: text(row.name),
              phone: text(row.phone),
              email: text(row.email),
              message: text(row.message),
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
              brand: text(row.brand),
              problem: text(row.problem),
            };
      for (const term of this.termsOf(record)) terms.push({ ...term, kind: record.kind, record_id: record.id });
    }
    const loose = this.trx as unknown as Kysely<Record<string, Row>>;
    for (let i = 0; i < terms.length; i += 1_000)
      await loose
        .insertInto('search_terms')
        .values(terms.slice(i, i + 1_000))
        .execute();
    // Shared by every record with the word: a batch meets words earlier batches wrote.
    const words = [...this.typoWords(terms as { field: string; term: string }[])];
    for (let i = 0; i < words.length; i += 1_000)
      await loose
        .insertInto('search_words')
        .values(words.slice(i, i + 1_000))
        .onConflict((oc) => oc.doNothing())
        .execute();
    // The distinct whole names (search_names), shared like the dictionary's words.
    const names = [...new Set(terms.filter((term) => term.field === 'name').map((term) => String(term.term)))];
    for (let i = 0; i < names.length; i += 1_000)
      await loose
        .insertInto('search_names')
        .values(names.slice(i, i + 1_000).map((term) => ({ term })))
        .onConflict((oc) => oc.doNothing())
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
 * NDJSON otherwise), each checked to be UTF-8. A gzip stream cut short or garbled is an ImportError. `hash` is
 * given every byte of the file as it is read.
 */
async function* numberedLines(file: string, hash?: Hash): AsyncGenerator<NumberedLine> {
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
    for await (const chunk of readable(file, hash)) {
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

/** The file's bytes, gunzipped if it is gzip; `hash` is given each byte read from the file. */
function readable(file: string, hash?: Hash): NodeJS.ReadableStream {
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
  const fromDisk = createReadStream(file);
  let input: NodeJS.ReadableStream = fromDisk;
  if (hash) {
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    pipeline(fromDisk, tap, () => undefined);
    input = tap;
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) return input;
  const gunzip = createGunzip();
  pipeline(input, gunzip, () => undefined);
  return gunzip;
}
