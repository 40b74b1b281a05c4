import type { Feature, FeatureContext } from '../../kernel/feature';
import { priceBookItems, taxRates } from './store';
import type { EstimatesOfficeTools } from './tools';

/** What the office's screens use, and what the estimates will read: the price book and the tax rates. */
export interface EstimatesOffers {
  office: EstimatesOfficeTools;
  priceBook: { items: typeof priceBookItems; taxRates: typeof taxRates };
}

/**
 * Estimates (issue 37), starting from their ground: the owner's price book of labour items and parts by
 * appliance, and the sales tax on parts per state (docs/office.md, "Price book and sales tax"; decision 0049).
 * The money rules an estimate's options are worked out by are money.ts's. It answers no route itself.
 */
export function estimatesFeature(context: FeatureContext): Feature<EstimatesOffers> {
  return {
    name: 'estimates',
    routes: [],
    workers: {},
    offers: { office: { database: context.database }, priceBook: { items: priceBookItems, taxRates } },
  };
}

export { estimatesOfficeLines } from './office/routes';
export {
  lineTotalCents,
  optionTotals,
  partsTaxCents,
  formatPercent,
  type EstimateLine,
  type OptionTotals,
} from './money';
export type { PriceBookItem, TaxRate } from './store';
