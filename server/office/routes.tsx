import type { RequestHandler } from 'express';
import type { OfficeNavItem } from '../../views/office/OfficeLayout';
import type { OfficeHandlers, OfficeScreen } from './http';
import { activityScreen } from './screens/activity';
import { bookingScreen, bookingsCsvExport, bookingsScreen, cancelScreen, rescheduleScreen } from './screens/bookings';
import { exportsScreen, leadsCsvExport } from './screens/exports';
import { leadNoteScreen, leadScreen, leadsScreen, leadStatusScreen } from './screens/leads';
import { closeDayScreen, capacityScreen, feedScreen, reopenDayScreen, settingsScreen } from './screens/settings';
import { todayScreen } from './screens/today';

/**
 * An office endpoint, an Endpoint of the site's route table (server/routes.tsx, which imports this file, so the
 * shape is repeated here rather than imported). Every one but the sign-in form and the calendar feed is behind
 * the guard, every POST behind the same-site and CSRF checks.
 */
export interface OfficeEndpoint {
  method: 'GET' | 'POST';
  path: string;
  handlers: RequestHandler[];
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
 * Every endpoint of the office (docs/office.md), mounted from the site's route table. A new screen is one
 * module in screens/, one view in views/office/ and one line here (`page` for a GET, `change` for a POST).
 */
export function officeRoutes(office: OfficeHandlers, sameSite: RequestHandler): OfficeEndpoint[] {
  const page = (path: string, screen: OfficeScreen): OfficeEndpoint => ({
    method: 'GET',
    path,
    handlers: [office.headers, office.guard, office.screen(screen)],
  });
  const change = (path: string, screen: OfficeScreen): OfficeEndpoint => ({
    method: 'POST',
    path,
    handlers: [office.headers, sameSite, office.guard, ...office.csrf, office.screen(screen)],
  });
  return [
    { method: 'GET', path: '/office/login', handlers: [office.headers, office.loginForm], public: true },
    { method: 'POST', path: '/office/login', handlers: [office.headers, sameSite, ...office.login], public: true },
    {
      method: 'POST',
      path: '/office/logout',
      handlers: [office.headers, sameSite, office.guard, ...office.csrf, office.logout],
    },
    page('/office', todayScreen),
    page('/office/leads', leadsScreen),
    page('/office/leads/:id', leadScreen),
    change('/office/leads/:id/status', leadStatusScreen),
    change('/office/leads/:id/notes', leadNoteScreen),
    page('/office/bookings', bookingsScreen),
    page('/office/bookings/:reference', bookingScreen),
    change('/office/bookings/:reference/reschedule', rescheduleScreen),
    change('/office/bookings/:reference/cancel', cancelScreen),
    page('/office/settings', settingsScreen),
    change('/office/settings/capacity', capacityScreen),
    change('/office/settings/close', closeDayScreen),
    change('/office/settings/reopen', reopenDayScreen),
    change('/office/settings/feed', feedScreen),
    page('/office/exports', exportsScreen),
    page('/office/export/leads.csv', leadsCsvExport),
    page('/office/export/bookings.csv', bookingsCsvExport),
    // The one office answer without the guard: its secret is the key (server/booking/feed.ts), else a 404.
    {
      method: 'GET',
      path: '/office/calendar/:secret.ics',
      handlers: [office.headers, office.calendarFeed],
      public: true,
    },
    page('/office/activity', activityScreen),
    // Last: any other office path is a 404, but only past the guard, so without a session it tells nothing.
    { method: 'GET', path: '/office/*rest', handlers: [office.headers, office.guard, office.notFound] },
    { method: 'POST', path: '/office/*rest', handlers: [office.headers, sameSite, office.guard, office.notFound] },
  ];
}
