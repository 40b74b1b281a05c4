import type { RequestHandler } from 'express';
import { officeContext } from '../context';
import { clientOf } from '../render';
import { deadLinkPage, setPasswordPage } from '../set-password-page';
import { tooManyLinks } from './set-password';

/**
 * GET /office/set-password/:token: the form to set a password, if the link still works. Opening it changes
 * nothing (a link preview fetching it uses nothing up). A link that works always opens; one that opens nothing
 * counts against the client's budget of dead links (throttle.ts), apart from its sign-ins.
 */
export const officeSetPasswordForm: RequestHandler = async (req, res, next) => {
  try {
    const { store, throttle, now } = officeContext(res);
    const token = String(req.params.token ?? '');
    const state = await store.invite(token, now());
    if (state.kind !== 'ok') {
      const wait = await throttle.deadLink(clientOf(req), now());
      return wait > 0 ? tooManyLinks(res, wait) : deadLinkPage(res, state);
    }
    setPasswordPage(res, 200, { token, email: state.user.email });
  } catch (error) {
    next(error);
  }
};
