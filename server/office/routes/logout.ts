import type { RequestHandler } from 'express';
import { officeContext, signedIn } from '../context';
import { clearCookie } from '../cookies';
import { activityEntry } from '../render';
import { writeActivity } from '../storage/activity';
import { deleteSessionIn } from '../storage/sessions';

/** POST /office/logout: ends this session only, then back to the sign-in page. */
export const officeLogout: RequestHandler = async (req, res, next) => {
  try {
    const { database, cookies } = officeContext(res);
    const session = signedIn(res);
    // The session's end and its activity line together: no "Signed out" for a session that lives on.
    await database.db.transaction().execute(async (trx) => {
      await deleteSessionIn(trx, session.sessionId);
      await writeActivity(trx, activityEntry(req, res, session.user.email, { action: 'Signed out' }));
    });
    clearCookie(res, cookies.session);
    res.redirect(303, '/office/login?signed-out=1');
  } catch (error) {
    next(error);
  }
};
