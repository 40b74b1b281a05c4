// The shell's tools for the features' screens first: a feature's screen module made while this module is still
// loading (the legacy store below imports feature stores) finds them ready.
export { officeLines, type FeatureScreen, type OfficeLine, type OfficePolicy } from './lines';
export { EVERY_ROLE, OFFICE_DESK, OWNER_ONLY, type OfficeRole } from './roles';
export type { OfficeAnswer, OfficeRequest, OfficeScreen } from './http';
export { officeAction, type ActionStep, type ActivityLine, type Applied } from './action';
// The accounts and their set-password links, written in a change's transaction (the Team screen's actions).
export { addUserIn } from './storage/users';
export { createInviteIn } from './storage/invites';
import type { PublicContentOffers } from '../features/public-content';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { BookingOffers } from '../features/booking';
import type { VisitsOffers } from '../features/visits';
import type { ChargesOffers } from '../features/charges';
import type { SystemOffers } from '../features/system';
import type { TeamOffers } from '../features/team';
import type { TextsOffers } from '../features/texts';
import { officeCookies } from './cookies';
import { navFor, officeEndpoints, shellLines } from './routes';
import type { OfficeLine } from './lines';
import type { OfficeRole } from './roles';
import type { OfficeNavItem } from '../../views/office/OfficeLayout';
import { createOfficeStore } from './store';
import { throttle, type ThrottleLimits } from './throttle';

export interface OfficeTuning {
  /** Sign-in failures allowed per account and per client address, and over how long; tests shorten them. */
  limits?: Partial<ThrottleLimits>;
  /** Lines mounted after the features' as a feature's would be: a test's own screen (test/office/action.test.ts). */
  lines?: readonly OfficeLine[] | undefined;
}

/**
 * The back office (docs/office.md): sign-in, sessions and CSRF, and one file per route under routes/, behind the
 * guard its own route table (routes/index.ts) applies with the roles each route allows. It works on booking's
 * store and schedule, not copies. What the handlers need of this app is one context, handed to each request by
 * the first handler of every office route (context.ts).
 */
export function officeFeature(
  context: FeatureContext,
  uses: {
    /** Booking's offers and, until the job's screens take their own tools, the visits feature's beside them. */
    booking: BookingOffers & VisitsOffers;
    team: TeamOffers;
    texts?: TextsOffers;
    publicContent?: PublicContentOffers;
    charges: ChargesOffers;
    system?: SystemOffers;
    /** Every feature's office lines (its office/routes.ts), in the order of server/app/features.ts. */
    lines: readonly OfficeLine[];
  },
  tuning: OfficeTuning = {},
): Feature {
  const { config, database, now, sameSite, site } = context;
  const { calendarFeed, technicianFeed, ...booking } = uses.booking;
  const { texts } = uses;
  const store = createOfficeStore(database);
  // The navigation is read from the route table, which is made with this context: it is set just below.
  let nav: (role: OfficeRole) => readonly OfficeNavItem[] = () => [];
  const office = {
    store,
    database,
    now,
    siteUrl: config.siteUrl,
    assets: site.assets,
    cookies: officeCookies(config.siteUrl),
    throttle: throttle(store, tuning.limits),
    booking: { ...booking, charges: uses.charges.charges },
    calendarFeed,
    technicianFeed,
    nav: (role: OfficeRole) => nav(role),
    photos: uses.team.photos,
    refreshSite: uses.publicContent?.refresh,
    system: uses.system?.tools,
    texts: texts?.enabled
      ? {
          permission: (phone: string) => texts.permission(database.db, phone),
          recordPhoneConsent: (phone: string, by: string) =>
            texts.recordConsent(database.db, { phone, source: 'office-phone', detail: by }),
        }
      : undefined,
  };
  const lines = [...uses.lines, ...(tuning.lines ?? [])];
  const routes = officeEndpoints(office, sameSite, lines);
  nav = navFor([...lines, ...shellLines(database)]);
  return { name: 'office', routes, workers: {}, offers: undefined };
}
