import type { Feature, FeatureContext } from '../../kernel/feature';
import { officeSearch } from './search';
import { customerStore, type CustomerStore } from './store';

/** What other features use of customers: the customers' store (whose customer a lead or booking is). */
export interface CustomersOffers {
  store: CustomerStore;
  /** The office's one search over customers, leads and bookings. */
  search: ReturnType<typeof officeSearch>;
}

/**
 * The customers: one record per person across their leads and bookings, merged and searched by the desk. It has
 * no public routes: leads and bookings link their customer as they are written (linkCustomer).
 */
export function customersFeature(context: FeatureContext): Feature<CustomersOffers> {
  const { database } = context;
  return {
    name: 'customers',
    routes: [],
    workers: {},
    offers: { store: customerStore(database), search: officeSearch(database) },
  };
}

export { linkCustomer, type CustomerRecord } from './keys';
export type { CustomerStore } from './store';
export { customersOfficeLines } from './office/routes';
export type { CustomersOfficeTools } from './office/tools';
/** The office search's terms of a lead or a booking: the full import (scripts/db.ts) rebuilds them with it. */
export { termsOf, typoWords } from './keys';
