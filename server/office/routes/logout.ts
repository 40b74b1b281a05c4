import type { RequestHandler } from 'express';
import { officeContext, signedIn } from '../context';
import { clearCookie } from '../cookies';
import { logActivity } from '../render';

/** POST /office/logout: ends this session only, then back to the sign-in page. */
export const officeLogout: RequestHandler = async (req, res, next) => {
  try {
    const { store, cookies } = officeContext(res);
    const session = signedIn(res);
    await store.deleteSession(session.sessionId);
    clearCookie(res, cookies.session);
    await logActivity(req, res, session.user.email, 'Signed out');
    res.redirect(303, '/office/login?signed-out=1');
  } catch (error) {
    next(error);
  }
};
