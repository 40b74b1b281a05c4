import * as v from 'valibot';
import { CustomersPage } from '../../../../views/customers/CustomersPage';
import { pageNumber, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { CustomersOfficeTools } from './tools';

const PAGE_SIZE = 25;

const CUSTOMERS_QUERY = v.object({ page: pageNumber });

/** /office/customers: every customer on their own, newest activity first, 25 a page. */
export const customersScreen: FeatureScreen<CustomersOfficeTools> = async ({ query }, tools) => {
  const { page } = readQuery(CUSTOMERS_QUERY, query);
  const { customers, total } = await tools.customers.customers({ page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    page: {
      title: 'Customers',
      body: (
        <CustomersPage
          customers={customers}
          total={total}
          page={Math.min(page, pages)}
          pages={pages}
          pageHref={(to) => (to > 1 ? `/office/customers?page=${to}` : '/office/customers')}
        />
      ),
    },
  };
};
