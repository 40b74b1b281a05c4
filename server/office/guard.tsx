import type { Request, RequestHandler, Response } from 'express';
import { business } from '../../data/business';
import { officeContext, setSignedIn } from './context';
import { csrfTokenOf, readCookie } from './cookies';
import { landingFor, renderMessage, renderNotFound } from './render';
import type { OfficePolicy } from './lines';
import type { OfficeRole } from './roles';
import type { SignedIn } from './types';

/** The live session the request's cookie opens, if any. */
export async function sessionFrom(req: Request, res: Response): Promise<SignedIn | undefined> {
  const { store, cookies, now } = officeContext(res);
  const token = readCookie(req, cookies.session.name);
  if (!token) return undefined;
  const session = await store.findSession(token, now());
  return session && { user: session.user, sessionId: session.id, csrf: csrfTokenOf(token) };
}

/**
 * The guard of an office route, made from the roles its line of the route table allows and its policy: a request
 * with a live session of one of those roles goes through when the policy (if any) allows this user the record the
 * path names; without a session it goes to the sign-in page, telling nothing; a signed-in user of another role is
 * told 403, and one the policy refuses its 403 page (or the office's 404, for a line that tells nothing).
 */
export function officeGuard(
  roles: readonly OfficeRole[],
  policy?: OfficePolicy,
  refuseAsNotFound?: true,
): RequestHandler {
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
      if (roles.includes(session.user.role)) {
        if (!policy) return next();
        const verdict = await policy.allows(session.user, req.params as Record<string, string>);
        if (verdict === 'allowed') return next();
        if (verdict === 'missing' || refuseAsNotFound) return renderNotFound(res);
        const { title, message, back } = policy.refusal;
        return renderMessage(
          res,
          { status: 403, title },
          <>
            <p>{message}</p>
            <p>
              <a href={back}>Back</a>
            </p>
          </>,
        );
      }
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
