import type { Request, RequestHandler, Response } from 'express';
import type { Transaction } from 'kysely';
import type { Tables } from '../../kernel/db/schema';
import * as v from 'valibot';
import { cut, oneLineText, readForm, text } from '../../kernel/http/schemas';
import { officeContext } from '../context';
import { clearCookie, LOGIN_TOKEN, randomToken, readCookie, sameToken } from '../cookies';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../passwords';
import { activityEntry, clientOf, landingFor, MAX_EMAIL_LENGTH } from '../render';
import { signInPage } from '../sign-in-page';
import { writeActivity } from '../storage/activity';
import { deleteSessionIn, insertSession } from '../storage/sessions';
import { normalEmail } from '../store';
import type { ActivityLine } from '../types';

const GENERIC_FAILURE = 'That e-mail and password do not match an account. Please check both and try again.';
const SIGN_IN_EMPTY = 'Please enter your e-mail and your password.';

/**
 * A password longer than argon2 is asked to hash is not refused here: it is answered as a wrong password, after
 * the same verification, so its length tells nothing.
 */
const SIGN_IN_FORM = v.object({
  _csrf: text,
  email: v.pipe(oneLineText, cut(MAX_EMAIL_LENGTH), v.nonEmpty(SIGN_IN_EMPTY)),
  password: v.pipe(text, v.nonEmpty(SIGN_IN_EMPTY)),
});

/** Answers 429 saying how long this client must still wait after too many failures. */
function tooManyFailures(res: Response, wait: number, email: string): void {
  const minutes = Math.ceil(wait / 60);
  res.set('Retry-After', String(wait));
  signInPage(res, 429, {
    email,
    error: `Too many failed sign-ins from here. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset the password with npm run office -- reset-password.`,
  });
}

/** The live session this browser had, read before the sign-in's transaction (finding one moves its idle clock). */
export async function previousSession(req: Request, res: Response): Promise<string | undefined> {
  const { store, cookies, now } = officeContext(res);
  const previous = readCookie(req, cookies.session.name);
  return previous ? (await store.findSession(previous, now()))?.id : undefined;
}

/**
 * A new session id at every sign-in, written in `trx` with the activity line that records it: whatever session
 * this browser had before (or was given) is ended. Returns the new session's token for the cookie, set once the
 * transaction has committed (setSessionCookie).
 */
export async function openSession(
  trx: Transaction<Tables>,
  req: Request,
  res: Response,
  signIn: { previous: string | undefined; user: { id: string; email: string }; activity: ActivityLine },
): Promise<string> {
  const { now } = officeContext(res);
  if (signIn.previous) await deleteSessionIn(trx, signIn.previous);
  const token = await insertSession(trx, signIn.user.id, now(), clientOf(req));
  await writeActivity(trx, activityEntry(req, res, signIn.user.email, signIn.activity));
  return token;
}

/** After the commit: the new session's cookie, and the sign-in form's token cleared. */
export function setSessionCookie(res: Response, token: string): void {
  const { cookies } = officeContext(res);
  res.cookie(cookies.session.name, token, cookies.session.options);
  clearCookie(res, cookies.login);
}

/** POST /office/login: e-mail and password, throttled per client at each account and overall (throttle.ts). */
export const officeLogin: RequestHandler = async (req, res, next) => {
  try {
    const { store, cookies, throttle, now, database } = officeContext(res);
    const form = readForm(SIGN_IN_FORM, req.body);
    const { email, password } = form.values;
    const cookieToken = readCookie(req, cookies.login.name);
    if (!cookieToken || !LOGIN_TOKEN.test(cookieToken) || !sameToken(form.values._csrf, cookieToken)) {
      return signInPage(res, 403, {
        email,
        token: randomToken(),
        error: 'The sign-in form had expired. Please enter your password again.',
      });
    }
    if (!form.ok) return signInPage(res, 400, { email, error: form.errors.email ?? form.errors.password });
    const client = clientOf(req);
    const emailKey = normalEmail(email);
    const attempt = await throttle.attempt(emailKey, client, now());
    if (attempt.wait > 0) return tooManyFailures(res, attempt.wait, email);
    const user = await store.userWithHash(emailKey);
    // An unknown e-mail checks the password against a throwaway hash, so it takes as long as a wrong password.
    const ok = await verifyPassword(user?.passwordHash, password.slice(0, MAX_PASSWORD_LENGTH));
    if (!user || !ok || password.length > MAX_PASSWORD_LENGTH) {
      // A failure changes nothing to record it with (the throttle counted the attempt before the check): one write.
      await database.ready();
      await writeActivity(database.db, activityEntry(req, res, email, { action: 'Sign-in failed' }));
      return signInPage(res, 401, { email, error: GENERIC_FAILURE });
    }
    await throttle.succeeded(attempt.id, emailKey, client);
    const previous = await previousSession(req, res);
    const token = await database.db
      .transaction()
      .execute((trx) => openSession(trx, req, res, { previous, user, activity: { action: 'Signed in' } }));
    setSessionCookie(res, token);
    res.redirect(303, landingFor(res, user.role));
  } catch (error) {
    next(error);
  }
};
