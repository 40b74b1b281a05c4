import type { RequestHandler } from 'express';
import type { Endpoint } from '../../app/feature';
import type { OfficeNavItem } from '../../../views/office/OfficeLayout';
import { provideOffice, type OfficeContext } from '../context';
import { photoRules } from '../../../data/team';
import { readUpload } from '../../images';
import { officeCsrf, officeFormParser, refuseExpiredForm } from '../csrf';
import { officeGuard } from '../guard';
import { answerScreen, type OfficeScreen } from '../http';
import { EVERY_ROLE, OFFICE_DESK, OWNER_ONLY, type OfficeRole } from '../roles';
import { activityScreen } from './activity';
import { bookingScreen } from './booking';
import { bookingCancelScreen } from './booking-cancel';
import { bookingNewScreen } from './booking-new';
import { bookingNewBookScreen } from './booking-new-book';
import { bookingNotesScreen } from './booking-notes';
import { bookingRescheduleScreen } from './booking-reschedule';
import { bookingPhotoFile } from './booking-photo';
import { bookingStatusScreen } from './booking-status';
import { bookingTechnicianScreen } from './booking-technician';
import { bookingTextConsentScreen } from './booking-text-consent';
import { bookingsScreen } from './bookings';
import { customerScreen } from './customer';
import { customerMergeScreen } from './customer-merge';
import { customerUnmergeScreen } from './customer-unmerge';
import { customersScreen } from './customers';
import { officeCalendarFeed } from './calendar-feed';
import { exportBookingsCsvScreen } from './export-bookings-csv';
import { exportEverythingScreen } from './export-everything';
import { exportLeadsCsvScreen } from './export-leads-csv';
import { exportsScreen } from './exports';
import { leadScreen } from './lead';
import { leadNotesScreen } from './lead-notes';
import { leadStatusScreen } from './lead-status';
import { leadsScreen } from './leads';
import { officeLogin } from './login';
import { officeLoginForm } from './login-form';
import { officeLogout } from './logout';
import { reviewCalledBackScreen } from './review-called-back';
import { reviewStatusScreen } from './review-status';
import { reviewsScreen } from './reviews';
import { myDayScreen } from './my-day';
import { myDayFeedScreen } from './my-day-feed';
import { officeNotFound } from './not-found';
import { scheduleScreen } from './schedule';
import { scheduleMoveScreen } from './schedule-move';
import { searchScreen } from './search';
import { settingsScreen } from './settings';
import { settingsCapacityScreen } from './settings-capacity';
import { settingsCloseScreen } from './settings-close';
import { settingsFeedScreen } from './settings-feed';
import { settingsReopenScreen } from './settings-reopen';
import { technicianCalendarFeed } from './technician-calendar-feed';
import { officeSetPassword } from './set-password';
import { officeSetPasswordForm } from './set-password-form';
import { profileScreen } from './profile';
import { profileEditScreen } from './profile-edit';
import { reportCsvScreen } from './report-csv';
import { reportsScreen } from './reports';
import { systemScreen } from './system';
import { systemDismissScreen } from './system-dismiss';
import { systemRetryScreen } from './system-retry';
import { teamScreen } from './team';
import { teamAddScreen } from './team-add';
import { teamMemberScreen } from './team-member';
import { teamMemberEditScreen } from './team-member-edit';
import { teamMemberLinkScreen } from './team-member-link';
import { teamMemberRemoveScreen } from './team-member-remove';
import { teamMemberRoleScreen } from './team-member-role';
import { todayScreen } from './today';
import { visitScreen } from './visit';
import { visitPriceScreen } from './visit-price';
import { visitPriceRecordScreen } from './visit-price-record';

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

/**
 * The office's navigation, in the order of the route table; a screen that is not built yet is not in it. Each
 * role sees only the items its roles allow (navFor), and lands on the first of them after signing in.
 */
export const officeNav: readonly OfficeNavItem[] = [
  { href: '/office', label: 'Today' },
  { href: '/office/leads', label: 'Leads' },
  { href: '/office/bookings', label: 'Bookings' },
  { href: '/office/customers', label: 'Customers' },
  { href: '/office/reviews', label: 'Reviews' },
  { href: '/office/schedule', label: 'Schedule' },
  { href: '/office/my-day', label: 'My Day' },
  { href: '/office/team', label: 'Team' },
  { href: '/office/settings', label: 'Settings' },
  { href: '/office/exports', label: 'Exports' },
  { href: '/office/reports', label: 'Reports' },
  { href: '/office/activity', label: 'Activity' },
  { href: '/office/system', label: 'System' },
  { href: '/office/profile', label: 'My profile' },
];

/**
 * The navigation each role sees, read from the route table itself: an item is shown to a role only when the
 * GET line of its address lists that role, so the navigation cannot offer a screen the guard would refuse.
 */
export function navFor(endpoints: readonly OfficeEndpoint[]): (role: OfficeRole) => readonly OfficeNavItem[] {
  const rolesOf = new Map(endpoints.filter((e) => e.method === 'GET').map((e) => [e.path, e.roles]));
  const byRole = new Map(
    EVERY_ROLE.map((role) => [
      role,
      officeNav.filter((item) => {
        const roles = rolesOf.get(item.href);
        return roles !== undefined && roles !== 'anyone' && roles.includes(role);
      }),
    ]),
  );
  return (role) => byRole.get(role) ?? [];
}

/** The largest upload form body: the photo and a few short fields. */
const UPLOAD_BODY_BYTES = 2 * photoRules.maxUploadBytes;

/** What every group of the table is made with: the office's context, the same-site check and the line makers. */
interface RouteMakers {
  office: RequestHandler;
  sameSite: RequestHandler;
  /** A GET screen behind the guard. */
  page: (path: string, roles: readonly OfficeRole[], screen: OfficeScreen) => OfficeEndpoint;
  /** A POST screen behind the same-site check, the guard and the CSRF check. */
  change: (path: string, roles: readonly OfficeRole[], screen: OfficeScreen) => OfficeEndpoint;
  /** A POST with a photo. */
  upload: (path: string, roles: readonly OfficeRole[], screen: OfficeScreen) => OfficeEndpoint;
}

/**
 * Every endpoint of the office (docs/office.md). A screen is one file in this folder, named for its path and
 * exporting `<name>Screen`, one view in views/office/ and one line here: `page` for a GET, `change` for a POST,
 * with the roles it allows. The screens run through one adapter (answerScreen), so each line names the screen
 * as its answer for `npm run routes`.
 */
export function officeRoutes(context: OfficeContext, sameSite: RequestHandler): OfficeEndpoint[] {
  const makers = routeMakers(provideOffice(context), sameSite);
  // The order is the table's: a group's lines before the next group's, the catch-alls last.
  return [
    ...signInRoutes(makers),
    ...deskRoutes(makers),
    ...dispatchRoutes(makers),
    ...customerRoutes(makers),
    ...reviewRoutes(makers),
    ...ownerRoutes(makers),
    ...calendarFeedRoutes(makers),
    ...teamRoutes(makers),
    ...lastRoutes(makers),
  ];
}

/** The three kinds of guarded line, each made with the same office context and same-site check. */
function routeMakers(office: RequestHandler, sameSite: RequestHandler): RouteMakers {
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
  // A POST with a photo: a multipart form, read past the guard (the session first, then the body), with its limits.
  const upload = (path: string, roles: readonly OfficeRole[], screen: OfficeScreen): OfficeEndpoint => ({
    method: 'POST',
    path,
    roles,
    maxBodyBytes: UPLOAD_BODY_BYTES,
    handlers: [
      office,
      sameSite,
      officeGuard(roles),
      readUpload({ field: 'photo', maxFileBytes: photoRules.maxUploadBytes, maxBodyBytes: UPLOAD_BODY_BYTES }),
      refuseExpiredForm,
      answerScreen(screen),
    ],
    answeredBy: screen,
  });
  return { office, sameSite, page, change, upload };
}

/** Signing in and out. */
function signInRoutes({ office, sameSite }: RouteMakers): OfficeEndpoint[] {
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
  ];
}

/** The desk's leads and bookings. */
function deskRoutes({ office, page, change }: RouteMakers): OfficeEndpoint[] {
  return [
    page('/office', OFFICE_DESK, todayScreen),
    page('/office/leads', OFFICE_DESK, leadsScreen),
    page('/office/leads/:id', OFFICE_DESK, leadScreen),
    change('/office/leads/:id/status', OFFICE_DESK, leadStatusScreen),
    change('/office/leads/:id/notes', OFFICE_DESK, leadNotesScreen),
    page('/office/bookings', OFFICE_DESK, bookingsScreen),
    // Before the booking's page: "new" is no reference.
    page('/office/bookings/new', OFFICE_DESK, bookingNewScreen),
    change('/office/bookings/new', OFFICE_DESK, bookingNewBookScreen),
    page('/office/bookings/:reference', OFFICE_DESK, bookingScreen),
    change('/office/bookings/:reference/reschedule', OFFICE_DESK, bookingRescheduleScreen),
    change('/office/bookings/:reference/cancel', OFFICE_DESK, bookingCancelScreen),
    // The customer's photos: image bytes, not a screen, behind the guard (never cached, never public); a
    // technician sees only their own visit's.
    {
      method: 'GET',
      path: '/office/bookings/:reference/photos/:id',
      roles: EVERY_ROLE,
      handlers: [office, officeGuard(EVERY_ROLE), bookingPhotoFile],
      answeredBy: bookingPhotoFile,
    },
    change('/office/bookings/:reference/notes', OFFICE_DESK, bookingNotesScreen),
  ];
}

/** Dispatch: who goes to each visit, the schedule, and each person's day. */
function dispatchRoutes({ page, change }: RouteMakers): OfficeEndpoint[] {
  return [
    // Dispatch: assigning is the desk's; a status anyone may set, a technician only on their own visits (the
    // screen checks), and only the desk reopens. My Day and a visit's page are everyone's, each their own.
    change('/office/bookings/:reference/technician', OFFICE_DESK, bookingTechnicianScreen),
    change('/office/bookings/:reference/text-consent', OFFICE_DESK, bookingTextConsentScreen),
    change('/office/bookings/:reference/status', EVERY_ROLE, bookingStatusScreen),
    page('/office/schedule', OFFICE_DESK, scheduleScreen),
    change('/office/schedule/move', OFFICE_DESK, scheduleMoveScreen),
    page('/office/my-day', EVERY_ROLE, myDayScreen),
    change('/office/my-day/feed', EVERY_ROLE, myDayFeedScreen),
    page('/office/visits/:reference', EVERY_ROLE, visitScreen),
    // The price of a Done visit, the form that follows Done: a technician their own visits, once; the desk any
    // visit, and corrects it (the screens check).
    page('/office/visits/:reference/price', EVERY_ROLE, visitPriceScreen),
    change('/office/visits/:reference/price', EVERY_ROLE, visitPriceRecordScreen),
  ];
}

/** The desk's customers, and the one search. */
function customerRoutes({ page, change }: RouteMakers): OfficeEndpoint[] {
  return [
    page('/office/customers', OFFICE_DESK, customersScreen),
    page('/office/customers/:id', OFFICE_DESK, customerScreen),
    change('/office/customers/:id/merge', OFFICE_DESK, customerMergeScreen),
    change('/office/customers/:id/unmerge', OFFICE_DESK, customerUnmergeScreen),
    // One search over customers, leads and bookings: the desk's roles, as it shows leads and bookings.
    page('/office/search', OFFICE_DESK, searchScreen),
  ];
}

/** Verified reviews: the desk sees every answer and marks call backs; only the owner publishes or hides. */
function reviewRoutes({ page, change }: RouteMakers): OfficeEndpoint[] {
  return [
    page('/office/reviews', OFFICE_DESK, reviewsScreen),
    change('/office/reviews/:id/status', OWNER_ONLY, reviewStatusScreen),
    change('/office/reviews/:id/called-back', OFFICE_DESK, reviewCalledBackScreen),
  ];
}

/** The owner's settings, exports and reports. */
function ownerRoutes({ page, change }: RouteMakers): OfficeEndpoint[] {
  return [
    page('/office/settings', OWNER_ONLY, settingsScreen),
    change('/office/settings/capacity', OWNER_ONLY, settingsCapacityScreen),
    change('/office/settings/close', OWNER_ONLY, settingsCloseScreen),
    change('/office/settings/reopen', OWNER_ONLY, settingsReopenScreen),
    change('/office/settings/feed', OWNER_ONLY, settingsFeedScreen),
    page('/office/exports', OWNER_ONLY, exportsScreen),
    page('/office/export/leads.csv', OWNER_ONLY, exportLeadsCsvScreen),
    page('/office/export/bookings.csv', OWNER_ONLY, exportBookingsCsvScreen),
    page('/office/export/everything.ndjson.gz', OWNER_ONLY, exportEverythingScreen),
    // Revenue and the team's figures are the business's own records, like the exports: the owner's alone.
    page('/office/reports', OWNER_ONLY, reportsScreen),
    page('/office/reports/:name.csv', OWNER_ONLY, reportCsvScreen),
    // The queues, storage and version, and what to do with a message given up on (docs/operations.md).
    page('/office/system', OWNER_ONLY, systemScreen),
    change('/office/system/retry', OWNER_ONLY, systemRetryScreen),
    change('/office/system/dismiss', OWNER_ONLY, systemDismissScreen),
  ];
}

/** The calendar feeds, each reachable by its secret alone. */
function calendarFeedRoutes({ office }: RouteMakers): OfficeEndpoint[] {
  return [
    // The one office answer without the guard: its secret is the key (server/booking/feed.ts), else a 404.
    {
      method: 'GET',
      path: '/office/calendar/:secret.ics',
      roles: 'anyone',
      public: true,
      handlers: [office, officeCalendarFeed],
    },
    // Like the office's feed: one technician's own visits, its secret the key (server/booking/technician-feed.ts).
    {
      method: 'GET',
      path: '/office/calendar/technician/:secret.ics',
      roles: 'anyone',
      public: true,
      handlers: [office, technicianCalendarFeed],
    },
  ];
}

/** The activity log, the team and each person's own profile. */
function teamRoutes({ page, change, upload }: RouteMakers): OfficeEndpoint[] {
  return [
    page('/office/activity', OWNER_ONLY, activityScreen),
    page('/office/team', OWNER_ONLY, teamScreen),
    change('/office/team/add', OWNER_ONLY, teamAddScreen),
    page('/office/team/:id', OWNER_ONLY, teamMemberScreen),
    upload('/office/team/:id/edit', OWNER_ONLY, teamMemberEditScreen),
    change('/office/team/:id/role', OWNER_ONLY, teamMemberRoleScreen),
    change('/office/team/:id/link', OWNER_ONLY, teamMemberLinkScreen),
    change('/office/team/:id/remove', OWNER_ONLY, teamMemberRemoveScreen),
    page('/office/profile', EVERY_ROLE, profileScreen),
    upload('/office/profile/edit', EVERY_ROLE, profileEditScreen),
  ];
}

/** Setting a password from a one-time link, then the catch-alls, which must stay last. */
function lastRoutes({ office, sameSite }: RouteMakers): OfficeEndpoint[] {
  return [
    // The one-time link a new person sets their password with: no session yet, so public like the sign-in form,
    // its token the key (a wrong, used or expired one says to ask the owner for a new one, and counts against the
    // client's own budget of dead links).
    {
      method: 'GET',
      path: '/office/set-password/:token',
      roles: 'anyone',
      public: true,
      handlers: [office, officeSetPasswordForm],
    },
    {
      method: 'POST',
      path: '/office/set-password/:token',
      roles: 'anyone',
      public: true,
      handlers: [office, sameSite, ...officeFormParser, officeSetPassword],
    },
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
