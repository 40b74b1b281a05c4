import type { RequestHandler, Response } from 'express';
import * as v from 'valibot';
import { readForm, text } from '../../kernel/http/schemas';
import { officeContext } from '../context';
import { LOGIN_TOKEN, randomToken, readCookie, sameToken } from '../cookies';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem } from '../passwords';
import { clientOf, landingFor, logActivity } from '../render';
import { renderOffice } from '../render';
import { deadLinkPage, setPasswordPage } from '../set-password-page';
import { startSession } from './login';

const SET_PASSWORD_FORM = v.object({
  _csrf: text,
  password: v.pipe(text, v.nonEmpty('Please type the new password twice.')),
  again: text,
});

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
    const { store, cookies, throttle, now } = officeContext(res);
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
    const used = await store.useInvite(token, await hashPassword(password), now());
    if (used.kind !== 'ok') return deadLinkPage(res, used);
    await startSession(req, res, used.user.id);
    await logActivity(req, res, email, 'Password set from a link');
    res.redirect(303, landingFor(res, used.user.role));
  } catch (error) {
    next(error);
  }
};
