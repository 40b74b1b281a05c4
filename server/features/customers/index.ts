/** The customers: one record per person across their leads and bookings, merged and searched by the desk. */
export { customersOfficeLines } from './office/routes';
/** The office search's terms of a lead or a booking: the full import (scripts/db.ts) rebuilds them with it. */
export { termsOf } from './keys';
