import type { OfficeScreen } from '../../../office/http';
import { pricePage, priceVisit } from './price-page';

/**
 * GET /office/visits/:reference/price: the form that follows Done (docs/office.md, "Price and receipt"). A
 * technician opens only their own visits (403 otherwise) and records the price once; the office records or
 * corrects it. A visit not marked Done is a 409.
 */
export const visitPriceScreen: OfficeScreen = async (request) => {
  const visit = await priceVisit(request, { change: false });
  return 'answer' in visit ? visit.answer : pricePage(request, visit.booking);
};
