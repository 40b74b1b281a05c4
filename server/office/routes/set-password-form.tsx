import type { RequestHandler } from 'express';
import { officeContext } from '../context';
import { clientOf } from '../render';
import { deadLinkPage, setPasswordPage } from '../set-password-page';
import { tooManyLinks, linkThrottleKey } from './set-password';

/**
 * GET /office/set-password/:token: the form to set a password, if the link still works. Opening it changes
 * nothing (a link preview fetching it uses nothing up); an unknown link counts as a failed sign-in of the client,
 * so guessing links is throttled like guessing passwords.
 */
export const officeSetPasswordForm: RequestHandler = async (req, res, next) => {
  try {
    const { store, throttle, now } = officeContext(res);
    const token = String(req.params.token ?? '');
    const key = linkThrottleKey(clientOf(req));
    const attempt = await throttle.attempt(key, clientOf(req), now());
    if (attempt.wait > 0) return tooManyLinks(res, attempt.wait);
    const state = await store.invite(token, now());
    if (state.kind !== 'ok') return deadLinkPage(res, state);
    await throttle.succeeded(attempt.id, key);
    setPasswordPage(res, 200, { token, email: state.user.email });
  } catch (error) {
    next(error);
  }
};
