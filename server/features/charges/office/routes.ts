import { EVERY_ROLE, officeLines, type OfficeLine } from '../../../office';
import { visitPriceScreen } from './visit-price';
import { visitPriceRecordScreen } from './visit-price-record';

/**
 * The price of a Done visit, the form that follows Done: a technician their own visits, once; the desk any
 * visit, and corrects it.
 */
export function chargesOfficeLines(): OfficeLine[] {
  const { page, change } = officeLines(undefined);
  return [
    page('/office/visits/:reference/price', EVERY_ROLE, visitPriceScreen),
    change('/office/visits/:reference/price', EVERY_ROLE, visitPriceRecordScreen),
  ];
}
