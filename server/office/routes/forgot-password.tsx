import type { RequestHandler, Response } from 'express';
import * as v from 'valibot';
import { teamRules } from '../../../data/team';
import { ForgotPasswordPage } from '../../../views/office/ForgotPasswordPage';
import { cut, oneLineText, readForm, text } from '../../kernel/http/schemas';
import { officeContext } from '../context';
import { LOGIN_TOKEN, randomToken, readCookie, sameToken } from '../cookies';
import { activityEntry, clientOf, MAX_EMAIL_LENGTH, renderOffice } from '../render';
import { writeActivity } from '../storage/activity';
import { createInviteIn } from '../storage/invites';
import { normalEmail } from '../store';

const FORGOT_FORM = v.object({
  _csrf: text,
  email: v.pipe(oneLineText, cut(MAX_EMAIL_LENGTH), v.nonEmpty('Please type the e-mail address you sign in with.')),
});

/** The page, with its form's CSRF token in the cookie the sign-in form uses (a double submit: no session yet). */
function forgotPage(
  res: Response,
  status: number,
  props: { email?: string; error?: string; sent?: boolean; csrf?: string },
) {
  const { cookies, accountMail } = officeContext(res);
  const existing = readCookie(res.req, cookies.login.name);
  const csrf = props.csrf ?? (existing && LOGIN_TOKEN.test(existing) ? existing : randomToken());
  res.cookie(cookies.login.name, csrf, cookies.login.options);
  renderOffice(res, {
    title: 'Forgot your password?',
    status,
    body: (
      <ForgotPasswordPage
        csrf={csrf}
        email={props.email ?? ''}
        mailing={accountMail !== undefined}
        minutes={teamRules.resetMinutes}
        {...(props.error ? { error: props.error } : {})}
        {...(props.sent ? { sent: true } : {})}
      />
    ),
  });
}

/** GET /office/forgot-password: the form (or, without a mail relay, who to ask instead). */
export const officeForgotPasswordForm: RequestHandler = (_req, res, next) => {
  try {
    forgotPage(res, 200, {});
  } catch (error) {
    next(error);
  }
};

/**
 * POST /office/forgot-password: the address. Every address is answered the same ("if that address has an
 * account, we have e-mailed a link"), so the form tells nothing of who has an account; an active account's gets a
 * one-time link (office_invites, purpose 'reset': an hour, used once, the person's other links void once one is
 * used) queued in the same transaction as its activity line. Throttled in the database: a client asking for
 * address after address waits (429); an address asked for too often gets no more mail for a while, answered the
 * same.
 */
export const officeForgotPassword: RequestHandler = async (req, res, next) => {
  try {
    const { store, cookies, throttle, now, database, accountMail } = officeContext(res);
    const form = readForm(FORGOT_FORM, req.body);
    const { email } = form.values;
    const cookieToken = readCookie(req, cookies.login.name);
    if (!cookieToken || !LOGIN_TOKEN.test(cookieToken) || !sameToken(form.values._csrf, cookieToken)) {
      return forgotPage(res, 403, {
        email,
        csrf: randomToken(),
        error: 'The form had expired. Please type your e-mail address again.',
      });
    }
    if (!accountMail) return forgotPage(res, 200, {});
    if (!form.ok) return forgotPage(res, 400, { email, error: form.errors.email });
    const emailKey = normalEmail(email);
    const asked = await throttle.resetAsked(emailKey, clientOf(req), now());
    if (asked.wait > 0) {
      const minutes = Math.ceil(asked.wait / 60);
      res.set('Retry-After', String(asked.wait));
      return forgotPage(res, 429, {
        email,
        error: `Too many links asked for from here. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      });
    }
    const user = asked.send ? await store.userWithHash(emailKey) : undefined;
    if (user) {
      await database.db.transaction().execute(async (trx) => {
        const at = now();
        const token = await createInviteIn(trx, user.id, '', at, 'reset');
        await accountMail.queueIn(trx, { userId: user.id, kind: 'reset', token, now: at });
        await writeActivity(trx, activityEntry(req, res, user.email, { action: 'Password reset link e-mailed' }));
      });
      accountMail.nudge();
    }
    forgotPage(res, 200, { sent: true });
  } catch (error) {
    next(error);
  }
};
