import express, { type Request, type RequestHandler, type Response } from 'express';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { business } from '../../data/business';
import { multiLine, oneLine } from '../../data/text';
import { LoginPage } from '../../views/office/LoginPage';
import { OfficeLayout, type OfficeNavItem } from '../../views/office/OfficeLayout';
import { OfficeMessage } from '../../views/office/OfficeMessage';
import type { OfficeBookings } from '../booking/office';
import type { FeedSecret } from '../booking/feed';
import type { Schedule } from '../booking/schedule';
import type { Assets } from '../http/assets';
import { MAX_BODY_BYTES, requireBodyType } from '../http/request-guards';
import { cut, oneLineText, readForm, text } from '../http/schemas';
import { renderDocumentHtml } from '../pages/render';
import { clearCookie, csrfTokenOf, LOGIN_TOKEN, officeCookies, randomToken, readCookie, sameToken } from './cookies';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwords';
import { normalEmail, type OfficeStore, type OfficeUser } from './store';
import { throttle, type ThrottleLimits } from './throttle';

export interface OfficeOptions {
  store: OfficeStore;
  siteUrl: string;
  assets: () => Assets;
  /** The clock sessions, throttling and the screens read; tests move it. */
  now?: () => Date;
  /** Sign-in failures allowed per account and per client address, and over how long. */
  limits?: Partial<ThrottleLimits>;
  /** The app's own bookings, schedule and feed secret: the office's changes are the ones visitors see at once. */
  booking: OfficeBookingTools;
  /** GET /office/calendar/{secret}.ics, answered without a session (server/booking/feed.ts). */
  calendarFeed: RequestHandler;
}

export interface OfficeBookingTools {
  bookings: OfficeBookings;
  schedule: Schedule;
  feedSecret: FeedSecret;
}

/** What a screen is handed: who is signed in, the request's values, and the office's tools. */
export interface OfficeRequest {
  user: OfficeUser;
  /** The CSRF token every form of the screen must send back as `_csrf`. */
  csrf: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** A posted form's fields (string values only), cleaned by data/text.ts; empty for a GET. */
  form: Record<string, string>;
  now: Date;
  clientAddress: string;
  store: OfficeStore;
  booking: OfficeBookingTools;
  /** The site's public address (SITE_URL), for URLs shown to copy, like the calendar feed's. */
  siteUrl: string;
  /** Writes a line to the activity log in the signed-in user's name. */
  log: (action: string, detail?: string) => Promise<void>;
}

/** A screen's answer: a page, a redirect after a change (303), a file to download, or nothing there. */
export type OfficeAnswer =
  | { page: OfficePage }
  | { redirect: string }
  | { file: { type: string; name: string; body: string } }
  | { notFound: true };

export interface OfficePage {
  title: string;
  body: ReactNode;
  status?: number;
}

export type OfficeScreen = (request: OfficeRequest) => Promise<OfficeAnswer>;

/** One screen's line of the office route table: what answers it, and whether it is in the navigation. */
export interface OfficeHandlers {
  /** Every office answer's first step: no-store and noindex, whatever follows. */
  headers: RequestHandler;
  /** Lets a request with a live session through; anything else goes to the sign-in page, telling nothing. */
  guard: RequestHandler;
  /** Reads the posted form and refuses it (403) unless it carries the session's CSRF token. */
  csrf: RequestHandler[];
  loginForm: RequestHandler;
  login: RequestHandler[];
  logout: RequestHandler;
  /** Answers with a screen; `nav` is the navigation the layout shows. */
  screen: (screen: OfficeScreen) => RequestHandler;
  /** The office's own 404, only ever reached past the guard. */
  notFound: RequestHandler;
  /** The calendar feed: its secret URL is its only key, so it is the one office answer without the guard. */
  calendarFeed: RequestHandler;
}

interface SignedIn {
  user: OfficeUser;
  sessionId: string;
  csrf: string;
}

const GENERIC_FAILURE = 'That e-mail and password do not match an account. Please check both and try again.';
const MAX_EMAIL_LENGTH = 254;
const SIGN_IN_EMPTY = 'Please enter your e-mail and your password.';

/** Every office form sends back the session's (or, signing in, the browser's) CSRF token. */
const CSRF_FORM = v.object({ _csrf: text });

/**
 * POST /office/login. A password longer than argon2 is asked to hash is not refused here: it is answered as a
 * wrong password, after the same verification, so its length tells nothing.
 */
const SIGN_IN_FORM = v.object({
  _csrf: text,
  email: v.pipe(oneLineText, cut(MAX_EMAIL_LENGTH), v.nonEmpty(SIGN_IN_EMPTY)),
  password: v.pipe(text, v.nonEmpty(SIGN_IN_EMPTY)),
});

/** The office's free-text fields (a lead's note); every other field of its forms is one line. */
const MULTI_LINE_FIELDS = new Set(['body']);

export function officeHandlers(options: OfficeOptions, nav: () => readonly OfficeNavItem[]): OfficeHandlers {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const cookies = officeCookies(options.siteUrl);
  const throttled = throttle(store, options.limits);
  const clientOf = (req: Request) => req.ip ?? '';

  const render = (res: Response, page: OfficePage, user?: { email: string; csrf: string }, currentPath?: string) => {
    // The client's script is linked only where the body holds an island, which no office screen has today.
    const html = renderDocumentHtml(
      {
        title: `${page.title} · Office · ${business.name}`,
        description: `The back office of ${business.name}.`,
        noindex: true,
        assets: options.assets(),
      },
      <OfficeLayout user={user} nav={nav()} currentPath={currentPath}>
        {page.body}
      </OfficeLayout>,
    );
    res
      .status(page.status ?? 200)
      .type('html')
      .send(html);
  };

  const signedIn = (res: Response) => res.locals.office as SignedIn;
  const layoutUser = (res: Response) => ({ email: signedIn(res).user.email, csrf: signedIn(res).csrf });

  const activity = (req: Request, email: string, action: string, detail = '') =>
    store.logActivity({
      at: now().toISOString(),
      userEmail: oneLine(email).slice(0, MAX_EMAIL_LENGTH),
      action,
      detail: oneLine(detail).slice(0, 500),
      clientAddress: clientOf(req),
    });

  const formParser = [
    // The settings screen's capacity grid posts one field per window of the week (about 35).
    express.urlencoded({ extended: false, limit: MAX_BODY_BYTES, parameterLimit: 100 }),
    requireBodyType('application/x-www-form-urlencoded'),
  ];

  const loginPage = (
    res: Response,
    status: number,
    props: { email?: string; error?: string; notice?: string; token?: string },
  ) => {
    // One token per browser for as long as the cookie lasts, so two open sign-in tabs both work.
    const existing = readCookie(res.req, cookies.login.name);
    const token = props.token ?? (existing && LOGIN_TOKEN.test(existing) ? existing : randomToken());
    res.cookie(cookies.login.name, token, cookies.login.options);
    render(res, {
      title: 'Sign in',
      status,
      body: <LoginPage csrf={token} email={props.email ?? ''} error={props.error} notice={props.notice} />,
    });
  };

  const sessionFrom = async (req: Request): Promise<SignedIn | undefined> => {
    const token = readCookie(req, cookies.session.name);
    if (!token) return undefined;
    const session = await store.findSession(token, now());
    return session && { user: session.user, sessionId: session.id, csrf: csrfTokenOf(token) };
  };

  const headers: RequestHandler = (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    next();
  };

  const guard: RequestHandler = async (req, res, next) => {
    try {
      const session = await sessionFrom(req);
      if (session) {
        res.locals.office = session;
        return next();
      }
      if (req.path.startsWith('/office/api/')) {
        res.status(401).json({ error: `Please sign in to the office. Questions: ${business.phone.display}.` });
        return;
      }
      res.redirect(303, '/office/login');
    } catch (error) {
      next(error);
    }
  };

  const csrf: RequestHandler[] = [
    ...formParser,
    (req, res, next) => {
      if (sameToken(readForm(CSRF_FORM, req.body).values._csrf, signedIn(res).csrf)) return next();
      render(
        res,
        {
          title: 'Form expired',
          status: 403,
          body: (
            <OfficeMessage heading="This form has expired">
              <p>
                Nothing was changed. The form was older than your current sign-in, or it was not sent from the office.
                Go back, reload the page and send it again.
              </p>
            </OfficeMessage>
          ),
        },
        layoutUser(res),
      );
    },
  ];

  const loginForm: RequestHandler = async (req, res, next) => {
    try {
      if (await sessionFrom(req)) return res.redirect(303, '/office');
      loginPage(res, 200, {
        ...(req.query['signed-out'] === '1' ? { notice: 'You have signed out.' } : {}),
      });
    } catch (error) {
      next(error);
    }
  };

  const login: RequestHandler[] = [
    ...formParser,
    async (req, res, next) => {
      try {
        const form = readForm(SIGN_IN_FORM, req.body);
        const { email, password } = form.values;
        const cookieToken = readCookie(req, cookies.login.name);
        if (!cookieToken || !LOGIN_TOKEN.test(cookieToken) || !sameToken(form.values._csrf, cookieToken)) {
          return loginPage(res, 403, {
            email,
            token: randomToken(),
            error: 'The sign-in form had expired. Please enter your password again.',
          });
        }
        if (!form.ok) return loginPage(res, 400, { email, error: form.errors.email ?? form.errors.password });
        const client = clientOf(req);
        const emailKey = normalEmail(email);
        const wait = await throttled.wait(emailKey, client, now());
        if (wait > 0) {
          const minutes = Math.ceil(wait / 60);
          res.set('Retry-After', String(wait));
          return loginPage(res, 429, {
            email,
            error: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset the password with npm run office -- reset-password.`,
          });
        }
        const user = await store.userWithHash(emailKey);
        // An unknown e-mail checks the password against a throwaway hash, so it takes as long as a wrong password.
        const ok = await verifyPassword(user?.passwordHash, password.slice(0, MAX_PASSWORD_LENGTH));
        if (!user || !ok || password.length > MAX_PASSWORD_LENGTH) {
          await throttled.failed(emailKey, client, now());
          await activity(req, email, 'Sign-in failed');
          return loginPage(res, 401, { email, error: GENERIC_FAILURE });
        }
        await store.clearAccountFailures(emailKey);
        // A new session id at every sign-in: whatever session this browser had before (or was given) is ended.
        const previous = readCookie(req, cookies.session.name);
        if (previous) {
          const old = await store.findSession(previous, now());
          if (old) await store.deleteSession(old.id);
        }
        const token = await store.createSession(user.id, now(), client);
        res.cookie(cookies.session.name, token, cookies.session.options);
        clearCookie(res, cookies.login);
        await activity(req, user.email, 'Signed in');
        res.redirect(303, '/office');
      } catch (error) {
        next(error);
      }
    },
  ];

  const logout: RequestHandler = async (req, res, next) => {
    try {
      const session = signedIn(res);
      await store.deleteSession(session.sessionId);
      clearCookie(res, cookies.session);
      await activity(req, session.user.email, 'Signed out');
      res.redirect(303, '/office/login?signed-out=1');
    } catch (error) {
      next(error);
    }
  };

  const screen =
    (officeScreen: OfficeScreen): RequestHandler =>
    async (req, res, next) => {
      try {
        const session = signedIn(res);
        const queryAt = req.originalUrl.indexOf('?');
        // Every field through the one cleaner (data/text.ts), so no screen can forget it: a note keeps its lines.
        const form: Record<string, string> = {};
        for (const [key, value] of Object.entries((req.body as Record<string, unknown> | undefined) ?? {})) {
          if (typeof value === 'string') form[key] = MULTI_LINE_FIELDS.has(key) ? multiLine(value) : oneLine(value);
        }
        const answer = await officeScreen({
          user: session.user,
          csrf: session.csrf,
          params: req.params as Record<string, string>,
          query: new URLSearchParams(queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1)),
          form,
          now: now(),
          clientAddress: clientOf(req),
          store,
          booking: options.booking,
          siteUrl: options.siteUrl,
          log: (action, detail) => activity(req, session.user.email, action, detail),
        });
        if ('redirect' in answer) return res.redirect(303, answer.redirect);
        if ('file' in answer) {
          res.type(answer.file.type).attachment(answer.file.name).send(answer.file.body);
          return;
        }
        if ('notFound' in answer) return notFound(req, res, next);
        render(res, answer.page, layoutUser(res), req.path.replace(/(?<!\/)\/+$/, '').toLowerCase() || '/');
      } catch (error) {
        next(error);
      }
    };

  const notFound: RequestHandler = (_req, res) => {
    render(
      res,
      {
        title: 'Not found',
        status: 404,
        body: (
          <OfficeMessage heading="Not found">
            <p>
              There is nothing at this address in the office. <a href="/office">Back to Today</a>
            </p>
          </OfficeMessage>
        ),
      },
      layoutUser(res),
    );
  };

  return { headers, guard, csrf, loginForm, login, logout, screen, notFound, calendarFeed: options.calendarFeed };
}
