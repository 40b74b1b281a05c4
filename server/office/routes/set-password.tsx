import type { RequestHandler, Response } from 'express';
import * as v from 'valibot';
import { readForm, text } from '../../kernel/http/schemas';
import { officeContext } from '../context';
import { LOGIN_TOKEN, randomToken, readCookie, sameToken } from '../cookies';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem } from '../passwords';
import { clientOf, landingFor, renderOffice } from '../render';
import { spendInvite, type InviteState } from '../storage/invites';
import { deadLinkPage, setPasswordPage } from '../set-password-page';
import { openSession, previousSession, setSessionCookie } from './login';

const SET_PASSWORD_FORM = v.object({
  _csrf: text,
  password: v.pipe(text, v.nonEmpty('Please type the new password twice.')),
  again: text,
});

/** A link's use: the new session's token, or why the link no longer works (another post used it first). */
type SetPassword = { token: string } | { refused: Exclude<InviteState, { kind: 'ok' }> };

export function tooManyLinks(res: Response, wait: number): void {
  const minutes = Math.ceil(wait / 60);
  res.set('Retry-After', String(wait));
  renderOffice(res, {
    title: 'Too many tries',
    status: 429,
    body: (
      <section aria-labelledby="too-many-heading">
        <h1 id="too-many-heading">Too many tries</h1>
        <p>
          Too many links that do not work were opened from here. Please wait {minutes} minute{minutes === 1 ? '' : 's'}{' '}
          and open your link again.
        </p>
      </section>
    ),
  });
}

/**
 * POST /office/set-password/:token: the new password twice, with the page's CSRF token (double submit). On
 * success the link is used up, the account's other sessions end, and the person is signed in and sent to the
 * first screen of their role. A link that opens nothing counts as the form's does.
 */
export const officeSetPassword: RequestHandler = async (req, res, next) => {
  try {
    const { store, cookies, throttle, now, database } = officeContext(res);
    const token = String(req.params.token ?? '');
    const state = await store.invite(token, now());
    if (state.kind !== 'ok') {
      const wait = await throttle.deadLink(clientOf(req), now());
      return wait > 0 ? tooManyLinks(res, wait) : deadLinkPage(res, state);
    }
    const email = state.user.email;
    const form = readForm(SET_PASSWORD_FORM, req.body);
    const cookieToken = readCookie(req, cookies.login.name);
    if (!cookieToken || !LOGIN_TOKEN.test(cookieToken) || !sameToken(form.values._csrf, cookieToken)) {
      return setPasswordPage(res, 403, {
        token,
        email,
        csrf: randomToken(),
        error: 'The form had expired. Please type the new password again.',
      });
    }
    if (!form.ok) return setPasswordPage(res, 400, { token, email, error: form.errors.password });
    const { password, again } = form.values;
    if (password !== again) {
      return setPasswordPage(res, 400, { token, email, error: 'The two passwords differ. Please type them again.' });
    }
    const problem = passwordProblem(password.slice(0, MAX_PASSWORD_LENGTH + 1), email);
    if (problem) return setPasswordPage(res, 400, { token, email, error: problem });
    const passwordHash = await hashPassword(password);
    const previous = await previousSession(req, res);
    // The password set, the link used, the new session and the activity line: one transaction, all or none.
    const done = await database.db.transaction().execute(async (trx): Promise<SetPassword> => {
      const used = await spendInvite(trx, token, state, passwordHash, now());
      if (used.kind !== 'ok') return { refused: used };
      const activity = {
        action: state.purpose === 'reset' ? 'Password reset from a link' : 'Password set from a link',
      };
      return { token: await openSession(trx, req, res, { previous, user: state.user, activity }) };
    });
    if ('refused' in done) return deadLinkPage(res, done.refused);
    setSessionCookie(res, done.token);
    res.redirect(303, landingFor(res, state.user.role));
  } catch (error) {
    next(error);
  }
};
