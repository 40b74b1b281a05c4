/** The customers: one record per person across their leads and bookings, merged and searched by the desk. */
export { customersOfficeLines } from './office/routes';
