import type { RequestHandler, Response } from 'express';
import type { OfficeNavItem } from '../../views/office/OfficeLayout';
import type { Assets } from '../kernel/http/assets';
import type { AppDatabase } from '../kernel/db/database';
import type { OfficeCookies } from './cookies';
import type { OfficeRole } from './roles';
import type { OfficeStore } from './store';
import type { Throttle } from './throttle';
import type { AccountMail, SignedIn } from './types';

export type { SignedIn } from './types';

/**
 * What the shell's own handlers need of the app (sessions, cookies, the clock, the layout): made once (index.ts)
 * and handed to each request by the first handler of every office route. A feature's screens get their own
 * feature's tools instead (lines.ts).
 */
export interface OfficeContext {
  store: OfficeStore;
  /** The database, for the action pipeline's one transaction per change (action.ts). */
  database: AppDatabase;
  /** The clock sessions, throttling and the screens read; tests move it. */
  now: () => Date;
  /** The site's public address (SITE_URL), for the cookies and for URLs shown to copy. */
  siteUrl: string;
  assets: () => Assets;
  cookies: OfficeCookies;
  throttle: Throttle;
  /**
   * The navigation the layout shows a role: the screens of the office's navigation whose line in the route
   * table lists the role (routes/index.ts, navFor), so what is shown cannot drift from what is allowed. Its
   * first item is where the role lands after signing in.
   */
  nav: (role: OfficeRole) => readonly OfficeNavItem[];
  /** The e-mails carrying set-password links (Forgot password's); undefined when no mail relay is configured. */
  accountMail: AccountMail | undefined;
}

interface OfficeLocals {
  officeContext?: OfficeContext;
  office?: SignedIn;
}

const locals = (res: Response) => res.locals as OfficeLocals;

/**
 * Every office route's first handler: hands the request the office's context, and marks whatever answer follows
 * no-store and noindex.
 */
export function provideOffice(context: OfficeContext): RequestHandler {
  return (_req, res, next) => {
    locals(res).officeContext = context;
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    next();
  };
}

/** The office's context for this request; a handler mounted without provideOffice before it is a bug. */
export function officeContext(res: Response): OfficeContext {
  const context = locals(res).officeContext;
  if (!context) throw new Error('an office handler ran without provideOffice before it');
  return context;
}

export function setSignedIn(res: Response, session: SignedIn): void {
  locals(res).office = session;
}

/** Who is signed in; only past the guard. */
export function signedIn(res: Response): SignedIn {
  const session = locals(res).office;
  if (!session) throw new Error('an office handler that needs a session ran before the guard');
  return session;
}
