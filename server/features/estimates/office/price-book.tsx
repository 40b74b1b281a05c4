import type { FeatureScreen } from '../../../office';
import type { EstimatesOfficeTools } from '../tools';
import { priceBookPage } from './price-book-page';

/** GET /office/settings/price-book (owner only): the items by appliance, adding and editing them, the tax rates. */
export const priceBookScreen: FeatureScreen<EstimatesOfficeTools> = async (request, { database }) => {
  await database.ready();
  return priceBookPage(request, database.db);
};
