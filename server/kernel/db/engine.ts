import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from './schema';

/**
 * Everything that differs between the two engines, in one place. Queries elsewhere are written once.
 */
export type Engine = 'sqlite' | 'postgres';

/** The column type of an instant: PostgreSQL has a real one; SQLite sorts ISO 8601 text in time order. */
export function instantType(engine: Engine): RawBuilder<unknown> {
  return engine === 'postgres' ? sql`timestamptz` : sql`text`;
}

/** An instant as read back: a Date from PostgreSQL, ISO text from SQLite, whatever odd value a hand-edit left. */
export function instant(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
  }
  return '';
}

/**
 * Whether a claim query may lock the row it picks and skip rows other servers have locked. PostgreSQL needs it
 * (`FOR UPDATE SKIP LOCKED`), so concurrent claimers take different rows instead of queueing on one. SQLite has
 * one writer at a time, so its conditional UPDATE is already atomic and it has no such clause.
 */
export const lockRowsForClaim = (engine: Engine) => engine === 'postgres';

/** A unique or primary-key constraint refused the row: PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Makes concurrent transactions that name the same key run one after the other, for checks that count rows
 * before inserting one (at most three live bookings per phone number). SQLite needs nothing: its transactions
 * begin IMMEDIATE and hold the one write lock. PostgreSQL's READ COMMITTED would let two such transactions
 * count at once, so each key takes a transaction-scoped advisory lock, in sorted order so two never deadlock.
 */
export async function serializeOnKeys(trx: Kysely<Tables>, engine: Engine, keys: readonly string[]): Promise<void> {
  if (engine !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/**
 * Whether a transaction that reads a row and then changes it should lock it as it reads (`FOR UPDATE`).
 * PostgreSQL's READ COMMITTED would otherwise let another transaction change the row in between; SQLite's
 * IMMEDIATE transactions already hold the one write lock, and it has no such clause.
 */
export const lockRowsForUpdate = (engine: Engine) => engine === 'postgres';

/** The column type of raw bytes (a photo): SQLite's blob, PostgreSQL's bytea. */
export function bytesType(engine: Engine): RawBuilder<unknown> {
  return engine === 'postgres' ? sql`bytea` : sql`blob`;
}

/** Bytes as read back: a Buffer from PostgreSQL, an ArrayBuffer or Uint8Array from SQLite (libsql). */
export function bytesOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  return Buffer.alloc(0);
}

/**
 * Seconds from one instant column to a later one, as a number: SQLite reads its ISO text with julianday(),
 * PostgreSQL subtracts its timestamptz values. Neither needs a time zone: both are instants.
 */
export function secondsBetween(engine: Engine, earlier: RawBuilder<unknown>, later: RawBuilder<unknown>) {
  return engine === 'postgres'
    ? sql<number>`extract(epoch from (${later} - ${earlier}))`
    : sql<number>`((julianday(${later}) - julianday(${earlier})) * 86400.0)`;
}

/**
 * A bytes column read as base64 text (the full export's form of a photo). PostgreSQL encodes it itself, which
 * spares the process bytea's hex text (twice the photo's size) and a Buffer per photo; its encode() breaks lines
 * every 76 characters, so those are taken out. SQLite has no base64: its blob is read as bytes (bytesOf).
 */
export function bytesAsBase64(engine: Engine, column: string): RawBuilder<unknown> {
  return engine === 'postgres'
    ? sql`translate(encode(${sql.ref(column)}, 'base64'), chr(10), '') as ${sql.ref(column)}`
    : sql.ref(column);
}

/**
 * Every row of a query as one JSON array of arrays (`[[a, b], [c, d]]`), the columns in the order given: one value
 * handed back instead of a row each, where a screen needs thousands of rows' few columns (libSQL builds a
 * JavaScript object per row, which costs more than reading the row). A JSON array both ways: an instant is ISO
 * 8601 text on both (PostgreSQL's with an offset), a boolean true/false on PostgreSQL and 1/0 on SQLite. NULL on
 * PostgreSQL for no rows.
 */
export function rowsAsJson(engine: Engine, columns: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  const list = sql.join(columns);
  return engine === 'postgres' ? sql`json_agg(json_build_array(${list}))` : sql`json_group_array(json_array(${list}))`;
}
