/** The job after the booking: technician, status, the visit's texts, warranty, calendar feeds, My Day, the schedule. */
export { visitsOfficeLines } from './office/routes';
