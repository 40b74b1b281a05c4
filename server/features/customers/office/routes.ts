import { OFFICE_DESK, officeLines, type OfficeLine } from '../../../office';
import { customerScreen } from './customer';
import { customerLanguageScreen } from './customer-language';
import { customerMergeScreen } from './customer-merge';
import { customerUnmergeScreen } from './customer-unmerge';
import { customersScreen } from './customers';
import { searchScreen } from './search';
import type { CustomersOfficeTools } from './tools';

/** The desk's customers, and the one search over customers, leads and bookings (the desk's roles, as it shows them). */
export function customersOfficeLines(tools: CustomersOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  return [
    page('/office/customers', OFFICE_DESK, customersScreen, { nav: { label: 'Customers', order: 40 } }),
    page('/office/customers/:id', OFFICE_DESK, customerScreen),
    change('/office/customers/:id/merge', OFFICE_DESK, customerMergeScreen),
    change('/office/customers/:id/unmerge', OFFICE_DESK, customerUnmergeScreen),
    change('/office/customers/:id/language', OFFICE_DESK, customerLanguageScreen),
    page('/office/search', OFFICE_DESK, searchScreen),
  ];
}
