/** The owner's reports: revenue, visits and the team's figures over a period, on screen and as CSV. */
export { reportsOfficeLines } from './office/routes';
