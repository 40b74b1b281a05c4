import type { RequestHandler } from 'express';
import type { Endpoint } from '../../kernel/feature';
import type { OfficeNavItem } from '../../../views/office/OfficeLayout';
import { photoRules } from '../../../data/team';
import { readUpload } from '../../kernel/images';
import { provideOffice, type OfficeContext } from '../context';
import { officeCsrf, officeFormParser, refuseExpiredForm } from '../csrf';
import { officeGuard } from '../guard';
import { answerScreen } from '../http';
import { officeLines, type OfficeLine, type OfficePolicy } from '../lines';
import { EVERY_ROLE, OWNER_ONLY, type OfficeRole } from '../roles';
import { activityStore } from '../storage/activity';
import type { AppDatabase } from '../../kernel/db/database';
import { activityScreen } from './activity';
import { officeForgotPassword, officeForgotPasswordForm } from './forgot-password';
import { officeLogin } from './login';
import { officeLoginForm } from './login-form';
import { officeLogout } from './logout';
import { officeNotFound } from './not-found';
import { officeSetPassword } from './set-password';
import { officeSetPasswordForm } from './set-password-form';

/**
 * An office endpoint: a line of the site's route table that also states who may use it, and the rule about its
 * record where one applies. Every one but the sign-in form, the set-password link and the calendar feeds is behind
 * the guard, which lets only the roles listed here through; every POST is behind the same-site and CSRF checks.
 */
export interface OfficeEndpoint extends Endpoint {
  /** The roles the guard lets through, or "anyone" for the few answers reachable without a session. */
  roles: readonly OfficeRole[] | 'anyone';
  /** The rule about the record the path names ("own visit"), applied by the guard after the roles. */
  policy?: OfficePolicy;
  /** A user the policy refuses is answered with the office's 404 rather than its 403 (`npm run routes` says so). */
  refuseAsNotFound?: true;
  /** Reachable without a session: the sign-in form, a set-password link, the calendar feeds (their secret is the key). */
  public?: true;
}

/** The largest upload form body: the photo and a few short fields. */
const UPLOAD_BODY_BYTES = 2 * photoRules.maxUploadBytes;

/**
 * The navigation each role sees, read from the lines themselves: a screen's label is shown to a role only when
 * its GET line lists that role, so the navigation cannot offer a screen the guard would refuse. Each role lands
 * on the first item of its own after signing in.
 */
export function navFor(lines: readonly OfficeLine[]): (role: OfficeRole) => readonly OfficeNavItem[] {
  const items = lines
    .filter((line) => line.method === 'GET' && line.nav && line.roles !== 'anyone')
    .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0));
  const byRole = new Map(
    EVERY_ROLE.map((role) => [
      role,
      items
        .filter((line) => line.roles !== 'anyone' && line.roles.includes(role))
        .map((line) => ({ href: line.path, label: line.nav?.label ?? line.path })),
    ]),
  );
  return (role) => byRole.get(role) ?? [];
}

/**
 * Every endpoint of the office (docs/office.md): the shell's own (signing in and out, setting a password, the
 * activity log) around the lines each feature brings (its office/routes.ts), and the catch-alls last. A feature
 * line becomes its endpoint here, so the guard, the policy and the CSRF check are applied in one place.
 */
export function officeEndpoints(
  context: OfficeContext,
  sameSite: RequestHandler,
  featureLines: readonly OfficeLine[],
): OfficeEndpoint[] {
  const office = provideOffice(context);
  const endpoint = endpointOf(office, sameSite);
  return [
    ...signInEndpoints(office, sameSite),
    ...[...featureLines, ...shellLines(context.database)].map(endpoint),
    ...lastEndpoints(office, sameSite),
  ];
}

/** The shell's own screens: the activity log. */
export function shellLines(database: AppDatabase): OfficeLine[] {
  const { page } = officeLines({ activity: activityStore(database) });
  return [page('/office/activity', OWNER_ONLY, activityScreen, { nav: { label: 'Activity', order: 120 } })];
}

/** A feature's line as its endpoint: the office's context, the guard with the roles and policy, then the answer. */
function endpointOf(office: RequestHandler, sameSite: RequestHandler) {
  return (line: OfficeLine): OfficeEndpoint => {
    const { method, path, roles, policy } = line;
    const answer = line.screen ? answerScreen(line.screen) : line.handler;
    if (!answer) throw new Error(`office line ${method} ${path} has neither a screen nor a handler`);
    const base = {
      method,
      path,
      roles,
      answeredBy: line.answeredBy,
      ...(policy ? { policy } : {}),
      ...(line.refuseAsNotFound ? { refuseAsNotFound: line.refuseAsNotFound } : {}),
    };
    if (line.kind === 'public' || roles === 'anyone') return { ...base, public: true, handlers: [office, answer] };
    const guard = officeGuard(roles, policy, line.refuseAsNotFound);
    switch (line.kind) {
      case 'page':
      case 'file':
        return { ...base, handlers: [office, guard, answer] };
      case 'change':
        return { ...base, handlers: [office, sameSite, guard, ...officeCsrf, answer] };
      case 'upload':
        // A multipart form, read past the guard (the session first, then the body), with its limits.
        return {
          ...base,
          maxBodyBytes: UPLOAD_BODY_BYTES,
          handlers: [
            office,
            sameSite,
            guard,
            readUpload({ field: 'photo', maxFileBytes: photoRules.maxUploadBytes, maxBodyBytes: UPLOAD_BODY_BYTES }),
            refuseExpiredForm,
            answer,
          ],
        };
    }
  };
}

/** Signing in and out, and asking for a link when the password is forgotten. */
function signInEndpoints(office: RequestHandler, sameSite: RequestHandler): OfficeEndpoint[] {
  return [
    { method: 'GET', path: '/office/login', roles: 'anyone', public: true, handlers: [office, officeLoginForm] },
    {
      method: 'POST',
      path: '/office/login',
      roles: 'anyone',
      public: true,
      handlers: [office, sameSite, ...officeFormParser, officeLogin],
    },
    // Forgot password: public like the sign-in form it sits beside, the same double-submit CSRF and same-site check.
    {
      method: 'GET',
      path: '/office/forgot-password',
      roles: 'anyone',
      public: true,
      handlers: [office, officeForgotPasswordForm],
    },
    {
      method: 'POST',
      path: '/office/forgot-password',
      roles: 'anyone',
      public: true,
      handlers: [office, sameSite, ...officeFormParser, officeForgotPassword],
    },
    {
      method: 'POST',
      path: '/office/logout',
      roles: EVERY_ROLE,
      handlers: [office, sameSite, officeGuard(EVERY_ROLE), ...officeCsrf, officeLogout],
    },
  ];
}

/** Setting a password from a one-time link, then the catch-alls, which must stay last. */
function lastEndpoints(office: RequestHandler, sameSite: RequestHandler): OfficeEndpoint[] {
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
