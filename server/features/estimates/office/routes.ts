import { EVERY_ROLE, OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import type { EstimatesOfficeTools } from '../tools';
import { estimateScreen } from './estimate';
import { estimateCreateScreen } from './estimate-create';
import { estimateNewScreen } from './estimate-new';
import { estimateSendScreen } from './estimate-send';
import { priceBookScreen } from './price-book';
import { priceBookAddScreen } from './price-book-add';
import { priceBookDepositScreen } from './price-book-deposit';
import { priceBookItemArchiveScreen } from './price-book-item-archive';
import { priceBookItemEditScreen } from './price-book-item-edit';
import { priceBookTaxScreen } from './price-book-tax';

/**
 * The price book and the sales tax are the owner's, like the other settings: what the shop charges. An estimate
 * is written and sent on a visit by its technician (their own visit) or the desk.
 */
export function estimatesOfficeLines(tools: EstimatesOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  const policy = tools.ownVisit;
  return [
    page('/office/settings/price-book', OWNER_ONLY, priceBookScreen, { nav: { label: 'Price Book', order: 95 } }),
    change('/office/settings/price-book', OWNER_ONLY, priceBookAddScreen),
    change('/office/settings/price-book/tax', OWNER_ONLY, priceBookTaxScreen),
    change('/office/settings/price-book/deposit', OWNER_ONLY, priceBookDepositScreen),
    change('/office/settings/price-book/items/:id', OWNER_ONLY, priceBookItemEditScreen),
    change('/office/settings/price-book/items/:id/archive', OWNER_ONLY, priceBookItemArchiveScreen),
    page('/office/visits/:reference/estimates/new', EVERY_ROLE, estimateNewScreen, { policy }),
    change('/office/visits/:reference/estimates', EVERY_ROLE, estimateCreateScreen, { policy }),
    page('/office/visits/:reference/estimates/:number', EVERY_ROLE, estimateScreen, { policy }),
    change('/office/visits/:reference/estimates/:number/send', EVERY_ROLE, estimateSendScreen, { policy }),
  ];
}
