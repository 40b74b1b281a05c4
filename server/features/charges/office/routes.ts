import { EVERY_ROLE, officeLines, type OfficeLine } from '../../../office';
import type { ChargesOfficeTools } from '../tools';
import { visitPriceScreen } from './visit-price';
import { visitPriceRecordScreen } from './visit-price-record';

/**
 * The price of a Done visit, the form that follows Done: a technician their own visits (the policy), once; the
 * desk any visit, and corrects it.
 */
export function chargesOfficeLines(tools: ChargesOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  const policy = tools.ownVisit;
  return [
    page('/office/visits/:reference/price', EVERY_ROLE, visitPriceScreen, { policy }),
    change('/office/visits/:reference/price', EVERY_ROLE, visitPriceRecordScreen, { policy }),
  ];
}
