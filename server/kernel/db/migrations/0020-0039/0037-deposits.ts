import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * Deposits on approved estimates (issue 38, docs/payments.md): the owner's one setting (none, a fixed amount, or a
 * percentage of the approved option's total), the deposit an approval asked for, kept on the estimate as it was
 * worked out then (a later change of the setting does not change what a customer was asked), and which payment
 * paid it (`payments.estimate_id`; null for a visit's own payment).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  await db.schema
    .createTable('deposit_settings')
    // One row: the shop's one deposit rule.
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id = 'deposit'`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('none', 'fixed', 'percent')`))
    .addColumn('amount_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`amount_cents >= 0`),
    )
    // Hundredths of a percent: 2500 is 25 %.
    .addColumn('percent_bp', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`percent_bp >= 0 and percent_bp <= 10000`),
    )
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('estimates').addColumn('deposit_cents', 'integer').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('estimate_id', 'text', (c) => c.references('estimates.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('payments_estimate').on('payments').column('estimate_id').execute();
}
