import type { FeatureScreen } from '../../../office';
import type { ChargesOfficeTools } from '../tools';
import { pricePage } from './price-page';
import { priceVisit } from './visit-price-record';

/**
 * GET /office/visits/:reference/price: the form that follows Done (docs/office.md, "Price and receipt"). A
 * technician opens only their own visits (the route's policy: 403 otherwise) and records the price once; the
 * office records or corrects it. A visit not marked Done shows that it is not Done yet.
 */
export const visitPriceScreen: FeatureScreen<ChargesOfficeTools> = async (request, { visit, database, jobPricing }) => {
  const checked = priceVisit(await visit(request.params.reference ?? ''), { change: false });
  return 'answer' in checked ? checked.answer : pricePage(request, checked.booking, database.db, undefined, jobPricing);
};
