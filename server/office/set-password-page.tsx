import type { Response } from 'express';
import { business } from '../../data/business';
import { teamRules } from '../../data/team';
import { OfficeMessage } from '../../views/office/OfficeMessage';
import { TeamSetPasswordPage } from '../../views/office/TeamSetPasswordPage';
import { officeContext } from './context';
import { LOGIN_TOKEN, randomToken, readCookie } from './cookies';
import { MIN_PASSWORD_LENGTH } from './passwords';
import { renderOffice } from './render';
import type { InviteState } from './store';

/**
 * The page of a set-password link, with the form's CSRF token in the same cookie the sign-in form uses (a
 * double submit: no session exists yet to derive one from).
 */
export function setPasswordPage(
  res: Response,
  status: number,
  props: { token: string; email: string; error?: string; csrf?: string },
): void {
  const { cookies } = officeContext(res);
  const existing = readCookie(res.req, cookies.login.name);
  const csrf = props.csrf ?? (existing && LOGIN_TOKEN.test(existing) ? existing : randomToken());
  res.cookie(cookies.login.name, csrf, cookies.login.options);
  renderOffice(res, {
    title: 'Set your password',
    status,
    body: (
      <TeamSetPasswordPage
        action={`/office/set-password/${props.token}`}
        csrf={csrf}
        email={props.email}
        minLength={MIN_PASSWORD_LENGTH}
        {...(props.error ? { error: props.error } : {})}
      />
    ),
  });
}

/** A link that opens nothing: unknown (404), or used or expired (410); the way on is the same. */
export function deadLinkPage(res: Response, state: Exclude<InviteState, { kind: 'ok' }>): void {
  const reset = state.kind !== 'unknown' && state.purpose === 'reset';
  const why =
    state.kind === 'used'
      ? 'This link has been used already: a link sets a password once.'
      : state.kind === 'expired'
        ? reset
          ? `This link has expired: a link from Forgot password works for ${teamRules.resetMinutes} minutes.`
          : `This link has expired: a link works for ${teamRules.inviteHours} hours.`
        : 'This link does not open anything: it may have been replaced by a newer one, or copied incompletely.';
  renderOffice(res, {
    title: 'Link no longer works',
    status: state.kind === 'unknown' ? 404 : 410,
    body: (
      <OfficeMessage heading="This link no longer works">
        <p>{why}</p>
        <p>
          For a new one, use <a href="/office/forgot-password">Forgot your password?</a> on the sign-in page, or ask the
          owner of {business.name} (Team, then your name, then “Send the link again”). If you have set your password
          already, <a href="/office/login">sign in</a>.
        </p>
      </OfficeMessage>
    ),
  });
}
