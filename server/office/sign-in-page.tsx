import type { Response } from 'express';
import { LoginPage } from '../../views/office/LoginPage';
import { officeContext } from './context';
import { LOGIN_TOKEN, randomToken, readCookie } from './cookies';
import { renderOffice } from './render';

/** The sign-in page, with the sign-in form's CSRF token set as a cookie. */
export function signInPage(
  res: Response,
  status: number,
  props: { email?: string; error?: string; notice?: string; token?: string },
): void {
  const { cookies } = officeContext(res);
  // One token per browser for as long as the cookie lasts, so two open sign-in tabs both work.
  const existing = readCookie(res.req, cookies.login.name);
  const token = props.token ?? (existing && LOGIN_TOKEN.test(existing) ? existing : randomToken());
  res.cookie(cookies.login.name, token, cookies.login.options);
  renderOffice(res, {
    title: 'Sign in',
    status,
    body: <LoginPage csrf={token} email={props.email ?? ''} error={props.error} notice={props.notice} />,
  });
}
