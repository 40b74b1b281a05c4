/** The desk's Today: the day's visits, new leads and held bookings on one screen. */
export { todayOfficeLines } from './office/routes';
