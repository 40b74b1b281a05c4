import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { instant, lockRowsForUpdate, type Engine } from '../../kernel/db/engine';
import {
  TAX_STATES,
  type PriceBookItemsTable,
  type PriceBookKind,
  type Tables,
  type TaxState,
} from '../../kernel/db/schema';

/** A labour item or part of the price book, as the screens and (next) the estimates read it. */
export interface PriceBookItem {
  id: string;
  /** A service's slug (data/site/services.ts), or '' for any appliance. */
  appliance: string;
  kind: PriceBookKind;
  name: string;
  priceCents: number;
  archived: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** A state's sales tax on parts: basis points (600 is 6.00 %), and who set it last (none while it is 0 unset). */
export interface TaxRate {
  state: TaxState;
  rate: number;
  updatedAt?: string;
  updatedBy?: string;
}

type ItemRow = Omit<PriceBookItemsTable, 'appliance' | 'archived' | 'updated_at'> & {
  appliance: string;
  archived: number;
  updated_at: Date | string;
};

const itemOf = (row: ItemRow): PriceBookItem => ({
  id: row.id,
  appliance: row.appliance,
  kind: row.kind,
  name: row.name,
  priceCents: Number(row.price_cents),
  archived: Number(row.archived) === 1,
  updatedAt: instant(row.updated_at),
  updatedBy: row.updated_by,
});

/** Every item, archived ones too, by appliance then name (the screen groups them in the services' order). */
export async function priceBookItems(db: Kysely<Tables>): Promise<PriceBookItem[]> {
  const rows = await db
    .selectFrom('price_book_items')
    .selectAll()
    .orderBy('appliance')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(itemOf);
}

/** One item, read inside the change that updates it (locked on PostgreSQL, so two owners' edits queue). */
export async function lockedItem(trx: Kysely<Tables>, engine: Engine, id: string): Promise<PriceBookItem | undefined> {
  const row = await trx
    .selectFrom('price_book_items')
    .selectAll()
    .where('id', '=', id)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();
  return row && itemOf(row);
}

export interface NewItem {
  appliance: string;
  kind: PriceBookKind;
  name: string;
  priceCents: number;
}

export async function addItem(trx: Kysely<Tables>, item: NewItem, by: string, now: Date): Promise<PriceBookItem> {
  const row = {
    id: randomUUID(),
    appliance: item.appliance,
    kind: item.kind,
    name: item.name,
    price_cents: item.priceCents,
    archived: 0,
    updated_at: now.toISOString(),
    updated_by: by,
  };
  await trx.insertInto('price_book_items').values(row).execute();
  return itemOf(row);
}

export async function updateItem(
  trx: Kysely<Tables>,
  id: string,
  change: { name: string; priceCents: number } | { archived: boolean },
  by: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('price_book_items')
    .set({
      ...('archived' in change
        ? { archived: change.archived ? 1 : 0 }
        : { name: change.name, price_cents: change.priceCents }),
      updated_at: now.toISOString(),
      updated_by: by,
    })
    .where('id', '=', id)
    .execute();
}

/** Each state's rate, DC then MD; a state the owner has not set is 0. */
export async function taxRates(db: Kysely<Tables>): Promise<TaxRate[]> {
  const rows = await db.selectFrom('sales_tax_rates').selectAll().execute();
  return TAX_STATES.map((state) => {
    const row = rows.find((r) => r.state === state);
    return row
      ? { state, rate: Number(row.rate), updatedAt: instant(row.updated_at), updatedBy: row.updated_by }
      : { state, rate: 0 };
  });
}

/** Sets a state's rate (basis points): its row written the first time, changed after. */
export async function setTaxRate(trx: Kysely<Tables>, state: TaxState, rate: number, by: string, now: Date) {
  const values = { rate, updated_at: now.toISOString(), updated_by: by };
  await trx
    .insertInto('sales_tax_rates')
    .values({ state, ...values })
    .onConflict((conflict) => conflict.column('state').doUpdateSet(values))
    .execute();
}
