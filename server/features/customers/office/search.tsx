import * as v from 'valibot';
import { SearchPage } from '../../../../views/customers/SearchPage';
import { cut, oneLineText, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { CustomersOfficeTools } from './tools';

const SEARCH_QUERY = v.object({ q: v.pipe(oneLineText, cut(100)) });

/**
 * /office/search?q=: customers, leads and bookings by name, phone in any spelling, e-mail, street or reference
 * (server/features/customers/search.ts). Only the roles that may open leads and bookings reach it (the route table).
 */
export const searchScreen: FeatureScreen<CustomersOfficeTools> = async ({ query }, tools) => {
  const { q } = readQuery(SEARCH_QUERY, query);
  const found = q ? await tools.search(q) : { customers: [], leads: [], bookings: [] };
  return { page: { title: q ? `Search: ${q}` : 'Search', body: <SearchPage query={q} {...found} /> } };
};
