import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { instant } from '../db/engine';

/** A client's count in its current window of one limit, this request included. */
export interface Hits {
  hits: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
}

/**
 * The counts behind the public rate limits, in the `rate_limits` table so that every server spends one budget.
 * A window begins with a client's first request and lasts `windowMs`; the first request after it begins the next.
 */
export interface RateCounter {
  /**
   * Counts one request of `client` against `limit`, in one atomic statement, and returns the count so far. A client
   * that has already spent `budget` in its window is not counted further: it is answered from one read, with
   * `budget + 1`, so a client flooding past its limit costs no write per request.
   */
  hit(limit: string, client: string, windowMs: number, budget?: number): Promise<Hits>;
  /** Takes one request back (not below zero), while its window lasts. */
  takeBack(limit: string, client: string): Promise<void>;
  /** The count as it stands, without counting; undefined when the client has none in a live window. */
  get(limit: string, client: string): Promise<Hits | undefined>;
  /** Forgets the client's count, as if its window had ended. */
  reset(limit: string, client: string): Promise<void>;
  /** Deletes every row whose window has ended; resolves with how many. hit() calls it now and then. */
  prune(): Promise<number>;
}

export interface RateCounterOptions {
  /** The clock windows are measured by; tests move it. Express-rate-limit's headers read the real one. */
  now?: () => Date;
  /** One hit in this many (per process) prunes ended windows afterwards, in the background. */
  pruneEvery?: number;
  /** Told when a background prune fails; the hits themselves never wait for or fail with it. */
  onPruneError?: (error: unknown) => void;
}

export function createRateCounter(database: AppDatabase, options: RateCounterOptions = {}): RateCounter {
  const { db } = database;
  const { now = () => new Date(), pruneEvery = 200, onPruneError = () => undefined } = options;
  let sincePrune = 0;

  const prune = async () => {
    await database.ready();
    const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', now().toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  };

  const get = async (limit: string, client: string): Promise<Hits | undefined> => {
    const row = await db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('name', '=', limit)
      .where('client_key', '=', client)
      .where('reset_at', '>', now().toISOString())
      .executeTakeFirst();
    return row && { hits: Number(row.hits), resetAt: new Date(instant(row.reset_at)) };
  };

  return {
    async hit(limit, client, windowMs, budget = Number.POSITIVE_INFINITY) {
      await database.ready();
      // Within its window a count only grows (no limiter takes one back), so a client found at its budget would be
      // refused after the upsert too: answer from the read and write nothing.
      const spent = budget === Number.POSITIVE_INFINITY ? undefined : await get(limit, client);
      if (spent && spent.hits >= budget) return { hits: budget + 1, resetAt: spent.resetAt };
      const at = now();
      const atText = at.toISOString();
      // One statement on both engines: PostgreSQL locks the conflicting row for the update, SQLite has one writer,
      // so concurrent hits from every server each see the count their own increment made. SET reads the row as it
      // was, so both columns test the old reset_at.
      const row = await db
        .insertInto('rate_limits')
        .values({ name: limit, client_key: client, hits: 1, reset_at: new Date(at.getTime() + windowMs).toISOString() })
        .onConflict((conflict) =>
          conflict.columns(['name', 'client_key']).doUpdateSet({
            hits: sql<number>`case when rate_limits.reset_at <= ${atText} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql<string>`case when rate_limits.reset_at <= ${atText} then excluded.reset_at else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      if (++sincePrune >= pruneEvery) {
        sincePrune = 0;
        prune().catch(onPruneError);
      }
      return { hits: Number(row.hits), resetAt: new Date(instant(row.reset_at)) };
    },

    async takeBack(limit, client) {
      await database.ready();
      await db
        .updateTable('rate_limits')
        .set({ hits: sql<number>`hits - 1` })
        .where('name', '=', limit)
        .where('client_key', '=', client)
        .where('hits', '>', 0)
        .where('reset_at', '>', now().toISOString())
        .execute();
    },

    async get(limit, client) {
      await database.ready();
      return get(limit, client);
    },

    async reset(limit, client) {
      await database.ready();
      await db.deleteFrom('rate_limits').where('name', '=', limit).where('client_key', '=', client).execute();
    },

    prune,
  };
}
