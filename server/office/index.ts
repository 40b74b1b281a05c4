// The shell's tools for the features' screens first: a feature's screen module made while this module is still
// loading (the legacy store below imports feature stores) finds them ready.
export { officeLines, type FeatureScreen, type OfficeLine, type OfficePolicy } from './lines';
export { EVERY_ROLE, OFFICE_DESK, OWNER_ONLY, type OfficeRole } from './roles';
export type { OfficeAnswer, OfficeRequest, OfficeScreen } from './http';
export type { AccountMail } from './types';
export { refusalPage } from './refusal';
export { officeAction, type ActionStep, type ActivityLine, type Applied } from './action';
export { drawnAfter, RefusedChange } from './refused';
// The accounts and their set-password links, written in a change's transaction (the Team screen's actions).
export { addUserIn } from './storage/users';
export { createInviteIn, linkLifeMs } from './storage/invites';
import type { Feature, FeatureContext } from '../kernel/feature';
import { officeCookies } from './cookies';
import { navFor, officeEndpoints, shellLines } from './routes';
import type { OfficeLine } from './lines';
import type { OfficeRole } from './roles';
import type { AccountMail } from './types';
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
 * The back office's shell (docs/office.md): sign-in, sessions, CSRF and throttling, and the lines every feature
 * declares (its office/routes.ts), each turned into an endpoint behind the guard with its roles and policy. It
 * knows no feature: the app hands it their lines.
 */
export function officeFeature(
  context: FeatureContext,
  uses: {
    /** Every feature's office lines (its office/routes.ts), in the order of server/app/features.ts. */
    lines: readonly OfficeLine[];
    /** The e-mails carrying set-password links (the team feature's outbox); none without a mail relay. */
    accountMail?: AccountMail | undefined;
  },
  tuning: OfficeTuning = {},
): Feature {
  const { config, database, now, sameSite, site } = context;
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
    nav: (role: OfficeRole) => nav(role),
    accountMail: uses.accountMail,
  };
  const lines = [...uses.lines, ...(tuning.lines ?? [])];
  const routes = officeEndpoints(office, sameSite, lines);
  nav = navFor([...lines, ...shellLines(database)]);
  return { name: 'office', routes, workers: {}, offers: undefined };
}
