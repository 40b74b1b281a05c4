import { sql, type RawBuilder } from 'kysely';

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
