/** The owner's exports: leads and bookings as CSV, and every row as NDJSON. */
export { exportsOfficeLines } from './office/routes';
