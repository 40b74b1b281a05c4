import type { Request, RequestHandler, Response } from 'express';
import { business } from '../../data/business';
import { officeContext, setSignedIn, type SignedIn } from './context';
import { csrfTokenOf, readCookie } from './cookies';
import { landingFor, renderMessage } from './render';
import type { OfficeRole } from './roles';

/** The live session the request's cookie opens, if any. */
export async function sessionFrom(req: Request, res: Response): Promise<SignedIn | undefined> {
  const { store, cookies, now } = officeContext(res);
  const token = readCookie(req, cookies.session.name);
  if (!token) return undefined;
  const session = await store.findSession(token, now());
  return session && { user: session.user, sessionId: session.id, csrf: csrfTokenOf(token) };
}

/**
 * The guard of an office route, made from the roles its line of the route table allows: a request with a live
 * session of one of those roles goes through; without a session it goes to the sign-in page, telling nothing;
 * a signed-in user of another role is told 403.
 */
export function officeGuard(roles: readonly OfficeRole[]): RequestHandler {
  return async (req, res, next) => {
    try {
      const session = await sessionFrom(req, res);
      if (!session) {
        if (req.path.startsWith('/office/api/')) {
          res.status(401).json({ error: `Please sign in to the office. Questions: ${business.phone.display}.` });
          return;
        }
        return res.redirect(303, '/office/login');
      }
      setSignedIn(res, session);
      if (roles.includes(session.user.role)) return next();
      // A technician has no Today: the office's front door opens their own day.
      if (
        session.user.role === 'technician' &&
        req.method === 'GET' &&
        req.path.replace(/(?<!\/)\/+$/, '') === '/office'
      )
        return res.redirect(303, '/office/my-day');
      renderMessage(
        res,
        { status: 403, title: 'Not allowed' },
        <p>
          Your account cannot open this part of the office.{' '}
          <a href={landingFor(res, session.user.role)}>Back to your first screen</a>
        </p>,
      );
    } catch (error) {
      next(error);
    }
  };
}
