import { sql, type Kysely } from 'kysely';
import { instantType, type Engine } from '../../engine';

/**
 * The shop's price book and sales tax (docs/office.md, "Price book and sales tax"; decision 0049), the ground the
 * estimates stand on. Money is integer cents; a tax rate is an integer of basis points (600 is 6.00 %).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const instant = instantType(engine);
  // The common labour items and parts, by appliance. An item is archived rather than deleted: an estimate made
  // from it may still name it.
  await db.schema
    .createTable('price_book_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A service's slug (data/site/services.ts), as bookings.service holds it; '' for any appliance.
    .addColumn('appliance', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('labour', 'part')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('archived', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`archived in (0, 1)`),
    )
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('price_book_items_appliance')
    .on('price_book_items')
    .columns(['appliance', 'name'])
    .execute();

  // One row per state the shop serves, written when the owner first sets its rate: a state without a row is 0,
  // so an empty database (the one an import fills) has none to collide with.
  await db.schema
    .createTable('sales_tax_rates')
    .addColumn('state', 'text', (c) => c.primaryKey().check(sql`state in ('DC', 'MD')`))
    .addColumn('rate', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`rate >= 0 and rate <= 10000`),
    )
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}
