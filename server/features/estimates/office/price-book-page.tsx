import * as v from 'valibot';
import type { Kysely } from 'kysely';
import { centsAsTyped, formatCents } from '../../../../data/charges';
import { services } from '../../../../data/site/services';
import { when } from '../../../../views/office/format';
import {
  PriceBookPage,
  type PriceBookAddFields,
  type PriceBookItemFields,
  type PriceBookItemView,
  type PriceBookPageProps,
} from '../../../../views/estimates/PriceBookPage';
import type { Tables, TaxState } from '../../../kernel/db/schema';
import { notice, readQuery } from '../../../kernel/http/schemas';
import type { OfficeAnswer, OfficeRequest } from '../../../office';
import { formatPercent, percentAsTyped } from '../money';
import { priceBookItems, taxRates, type PriceBookItem } from '../store';
import { depositRule } from '../deposit';

export const PRICE_BOOK_PATH = '/office/settings/price-book';

/** The appliances an item can be for, as stored (a service's slug; '' for any) and as the owner reads them. */
export const APPLIANCES: readonly { value: string; label: string }[] = [
  { value: '', label: 'Any appliance' },
  ...services.map((service) => ({ value: service.slug, label: service.name.replace(/ Repair$/, '') })),
];

export const STATE_NAMES: Record<TaxState, string> = { DC: 'District of Columbia', MD: 'Maryland' };

const applianceLabel = (value: string) => APPLIANCES.find((a) => a.value === value)?.label ?? value;
export const kindLabel = (kind: string) => (kind === 'part' ? 'Part' : 'Labour');

const QUERY = v.object({
  saved: notice({
    added: 'Item added.',
    changed: 'Item saved.',
    archived: 'Item archived: it is no longer offered on new estimates.',
    restored: 'Item restored.',
    tax: 'Tax rates saved.',
    deposit: 'Deposit saved.',
  }),
});

/** A refused form, shown again with its values as typed and each message beside its field. */
export type PriceBookRefusal =
  | { add: { values: PriceBookAddFields; errors: PriceBookPageProps['add']['errors'] } }
  | { edit: { id: string; values: PriceBookItemFields; errors: Partial<Record<keyof PriceBookItemFields, string>> } }
  | { tax: PriceBookPageProps['tax'] }
  | { deposit: PriceBookPageProps['deposit'] };

const changedWords = (at: string, by: string) => `Changed ${when(at)} by ${by}`;

/**
 * The Price Book screen; `db` is the database, or the transaction of a refused change (SQLite's one connection is
 * busy with it). A refusal answers 400 with that form's values as typed.
 */
export async function priceBookPage(
  request: OfficeRequest,
  db: Kysely<Tables>,
  refused?: PriceBookRefusal,
): Promise<OfficeAnswer> {
  const [items, rates, deposit] = await Promise.all([priceBookItems(db), taxRates(db), depositRule(db)]);
  const query = readQuery(QUERY, request.query);
  const view = (item: PriceBookItem): PriceBookItemView => {
    const edit = refused && 'edit' in refused && refused.edit.id === item.id ? refused.edit : undefined;
    return {
      id: item.id,
      name: item.name,
      kind: kindLabel(item.kind),
      price: formatCents(item.priceCents),
      updated: changedWords(item.updatedAt, item.updatedBy),
      edit: edit
        ? { values: edit.values, errors: edit.errors, open: true }
        : { values: { name: item.name, price: centsAsTyped(item.priceCents) }, errors: {}, open: false },
    };
  };
  const active = items.filter((item) => !item.archived);
  // In the services' order; an item of an appliance the services no longer list still shows, under its slug.
  const known = new Set(APPLIANCES.map((a) => a.value));
  const appliances = [...known, ...new Set(active.map((item) => item.appliance).filter((a) => !known.has(a)))];
  const groups = appliances
    .map((appliance) => ({
      label: applianceLabel(appliance),
      items: active.filter((item) => item.appliance === appliance).map(view),
    }))
    .filter((group) => group.items.length > 0);
  const tax =
    refused && 'tax' in refused
      ? refused.tax
      : {
          values: Object.fromEntries(rates.map((r) => [r.state.toLowerCase(), percentAsTyped(r.rate)])),
          errors: {},
        };
  return {
    page: {
      title: 'Price book',
      status: refused ? 400 : 200,
      body: (
        <PriceBookPage
          csrf={request.csrf}
          saved={refused ? undefined : query.saved}
          groups={groups}
          archived={items.filter((item) => item.archived).map(view)}
          appliances={[...APPLIANCES]}
          add={
            refused && 'add' in refused
              ? refused.add
              : { values: { appliance: '', kind: 'labour', name: '', price: '' }, errors: {} }
          }
          rates={rates.map((rate) => ({
            state: rate.state,
            name: STATE_NAMES[rate.state],
            rate: formatPercent(rate.rate),
            ...(rate.updatedAt && rate.updatedBy ? { updated: changedWords(rate.updatedAt, rate.updatedBy) } : {}),
          }))}
          tax={tax}
          deposit={
            refused && 'deposit' in refused
              ? refused.deposit
              : {
                  values: {
                    depositKind: deposit.kind,
                    depositAmount: deposit.kind === 'fixed' ? centsAsTyped(deposit.amountCents) : '',
                    depositPercent: deposit.kind === 'percent' ? percentAsTyped(deposit.percentBp) : '',
                  },
                  errors: {},
                }
          }
        />
      ),
    },
  };
}
