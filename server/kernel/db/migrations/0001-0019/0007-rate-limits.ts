import type { Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Per-client request counts of the public rate limits (booking requests, contact messages): one row per limit and
 * client, counted with one atomic upsert, so every server behind the balancer spends the same budget. A row
 * whose window has ended is reset by the next request or pruned (see server/kernel/limits/counter.ts).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // The limit's name: 'booking', 'contact'.
    .addColumn('name', 'text', (c) => c.notNull())
    // The client's address as the limiter keys it (an IPv6 address by its /56).
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // The window began with the first request counted in it and ends here.
    .addColumn('reset_at', instantType(engine), (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['name', 'client_key'])
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}
