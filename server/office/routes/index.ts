import type { RequestHandler } from 'express';
import type { Endpoint } from '../../app/feature';
import type { OfficeNavItem } from '../../../views/office/OfficeLayout';
import { provideOffice, type OfficeContext } from '../context';
import { officeCsrf, officeFormParser } from '../csrf';
import { officeGuard } from '../guard';
import { answerScreen, type OfficeScreen } from '../http';
import { EVERY_ROLE, OFFICE_DESK, OWNER_ONLY, type OfficeRole } from '../roles';
import { activityScreen } from './activity';
import { bookingScreen } from './booking';
import { bookingCancelScreen } from './booking-cancel';
import { bookingRescheduleScreen } from './booking-reschedule';
import { bookingPhotoFile } from './booking-photo';
import { bookingsScreen } from './bookings';
import { officeCalendarFeed } from './calendar-feed';
import { exportBookingsCsvScreen } from './export-bookings-csv';
import { exportLeadsCsvScreen } from './export-leads-csv';
import { exportsScreen } from './exports';
import { leadScreen } from './lead';
import { leadNotesScreen } from './lead-notes';
import { leadStatusScreen } from './lead-status';
import { leadsScreen } from './leads';
import { officeLogin } from './login';
import { officeLoginForm } from './login-form';
import { officeLogout } from './logout';
import { officeNotFound } from './not-found';
import { settingsScreen } from './settings';
import { settingsCapacityScreen } from './settings-capacity';
import { settingsCloseScreen } from './settings-close';
import { settingsFeedScreen } from './settings-feed';
import { settingsReopenScreen } from './settings-reopen';
import { todayScreen } from './today';

/**
 * An office endpoint: a line of the site's route table that also states who may use it. Every one but the
 * sign-in form and the calendar feed is behind the guard, which lets only the roles listed here through; every
 * POST is behind the same-site and CSRF checks.
 */
export interface OfficeEndpoint extends Endpoint {
  /** The roles the guard lets through, or "anyone" for the few answers reachable without a session. */
  roles: readonly OfficeRole[] | 'anyone';
  /**
   * Reachable without a session: the sign-in form, and the calendar feed, whose secret URL is its key (a phone
   * calendar cannot sign in; a wrong secret is a 404).
   */
  public?: true;
}

/** The office's navigation, in the order of the route table; a screen that is not built yet is not in it. */
export const officeNav: readonly OfficeNavItem[] = [
  { href: '/office', label: 'Today' },
  { href: '/office/leads', label: 'Leads' },
  { href: '/office/bookings', label: 'Bookings' },
  { href: '/office/settings', label: 'Settings' },
  { href: '/office/exports', label: 'Exports' },
  { href: '/office/activity', label: 'Activity' },
];

/**
 * Every endpoint of the office (docs/office.md). A screen is one file in this folder, named for its path and
 * exporting `<name>Screen`, one view in views/office/ and one line here: `page` for a GET, `change` for a POST,
 * with the roles it allows. The screens run through one adapter (answerScreen), so each line names the screen
 * as its answer for `npm run routes`.
 */
export function officeRoutes(context: OfficeContext, sameSite: RequestHandler): OfficeEndpoint[] {
  const office = provideOffice(context);
  const page = (path: string, roles: readonly OfficeRole[], screen: OfficeScreen): OfficeEndpoint => ({
    method: 'GET',
    path,
    roles,
    handlers: [office, officeGuard(roles), answerScreen(screen)],
    answeredBy: screen,
  });
  const change = (path: string, roles: readonly OfficeRole[], screen: OfficeScreen): OfficeEndpoint => ({
    method: 'POST',
    path,
    roles,
    handlers: [office, sameSite, officeGuard(roles), ...officeCsrf, answerScreen(screen)],
    answeredBy: screen,
  });
  return [
    {
      method: 'GET',
      path: '/office/login',
      roles: 'anyone',
      public: true,
      handlers: [office, officeLoginForm],
    },
    {
      method: 'POST',
      path: '/office/login',
      roles: 'anyone',
      public: true,
      handlers: [office, sameSite, ...officeFormParser, officeLogin],
    },
    {
      method: 'POST',
      path: '/office/logout',
      roles: EVERY_ROLE,
      handlers: [office, sameSite, officeGuard(EVERY_ROLE), ...officeCsrf, officeLogout],
    },
    page('/office', OFFICE_DESK, todayScreen),
    page('/office/leads', OFFICE_DESK, leadsScreen),
    page('/office/leads/:id', OFFICE_DESK, leadScreen),
    change('/office/leads/:id/status', OFFICE_DESK, leadStatusScreen),
    change('/office/leads/:id/notes', OFFICE_DESK, leadNotesScreen),
    page('/office/bookings', OFFICE_DESK, bookingsScreen),
    page('/office/bookings/:reference', OFFICE_DESK, bookingScreen),
    change('/office/bookings/:reference/reschedule', OFFICE_DESK, bookingRescheduleScreen),
    change('/office/bookings/:reference/cancel', OFFICE_DESK, bookingCancelScreen),
    // The customer's photos: image bytes, not a screen, behind the same guard (never cached, never public).
    {
      method: 'GET',
      path: '/office/bookings/:reference/photos/:id',
      roles: OFFICE_DESK,
      handlers: [office, officeGuard(OFFICE_DESK), bookingPhotoFile],
      answeredBy: bookingPhotoFile,
    },
    page('/office/settings', OWNER_ONLY, settingsScreen),
    change('/office/settings/capacity', OWNER_ONLY, settingsCapacityScreen),
    change('/office/settings/close', OWNER_ONLY, settingsCloseScreen),
    change('/office/settings/reopen', OWNER_ONLY, settingsReopenScreen),
    change('/office/settings/feed', OWNER_ONLY, settingsFeedScreen),
    page('/office/exports', OWNER_ONLY, exportsScreen),
    page('/office/export/leads.csv', OWNER_ONLY, exportLeadsCsvScreen),
    page('/office/export/bookings.csv', OWNER_ONLY, exportBookingsCsvScreen),
    // The one office answer without the guard: its secret is the key (server/booking/feed.ts), else a 404.
    {
      method: 'GET',
      path: '/office/calendar/:secret.ics',
      roles: 'anyone',
      public: true,
      handlers: [office, officeCalendarFeed],
    },
    page('/office/activity', OWNER_ONLY, activityScreen),
    // Last: any other office path is a 404, but only past the guard, so without a session it tells nothing.
    {
      method: 'GET',
      path: '/office/*rest',
      roles: EVERY_ROLE,
      handlers: [office, officeGuard(EVERY_ROLE), officeNotFound],
    },
    {
      method: 'POST',
      path: '/office/*rest',
      roles: EVERY_ROLE,
      handlers: [office, sameSite, officeGuard(EVERY_ROLE), officeNotFound],
    },
  ];
}
