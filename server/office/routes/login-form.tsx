import type { RequestHandler } from 'express';
import { sessionFrom } from '../guard';
import { landingFor } from '../render';
import { signInPage } from '../sign-in-page';

/** GET /office/login: the sign-in form; someone already signed in goes on to Today. */
export const officeLoginForm: RequestHandler = async (req, res, next) => {
  try {
    const session = await sessionFrom(req, res);
    if (session) return res.redirect(303, landingFor(res, session.user.role));
    signInPage(res, 200, {
      ...(req.query['signed-out'] === '1' ? { notice: 'You have signed out.' } : {}),
    });
  } catch (error) {
    next(error);
  }
};
