import type { RequestHandler } from 'express';
import { sessionFrom } from '../guard';
import { signInPage } from '../sign-in-page';

/** GET /office/login: the sign-in form; someone already signed in goes on to Today. */
export const officeLoginForm: RequestHandler = async (req, res, next) => {
  try {
    if (await sessionFrom(req, res)) return res.redirect(303, '/office');
    signInPage(res, 200, {
      ...(req.query['signed-out'] === '1' ? { notice: 'You have signed out.' } : {}),
    });
  } catch (error) {
    next(error);
  }
};
