import type { Request, Response } from 'express';
import type { ReactNode } from 'react';
import { business } from '../../data/business';
import { oneLine } from '../../data/text';
import { OfficeLayout } from '../../views/office/OfficeLayout';
import { OfficeMessage } from '../../views/office/OfficeMessage';
import { renderDocumentHtml } from '../kernel/pages/render';
import { officeContext, signedIn } from './context';
import type { OfficeRole } from './roles';
import type { ActivityEntry } from './storage/records';
import type { ActivityLine, OfficePage } from './types';

export type { OfficePage } from './types';

/** The longest e-mail address an account can have; the activity log keeps no more of one. */
export const MAX_EMAIL_LENGTH = 254;

/** Answers with an office page in the office's layout; `user` shows the signed-in bar and the navigation. */
export function renderOffice(
  res: Response,
  page: OfficePage,
  user?: { email: string; name?: string; csrf: string; role: OfficeRole },
  currentPath?: string,
): void {
  const { assets, nav: navFor } = officeContext(res);
  const nav = user ? navFor(user.role) : [];
  // The client's script is linked only where the body holds an island: New Visit's phone lookup, of the office's.
  const html = renderDocumentHtml(
    {
      title: `${page.title} · Office · ${business.name}`,
      description: `The back office of ${business.name}.`,
      noindex: true,
      assets: assets(),
    },
    <OfficeLayout user={user} nav={nav} currentPath={currentPath}>
      {page.body}
    </OfficeLayout>,
  );
  res
    .status(page.status ?? 200)
    .type('html')
    .send(html);
}

/** The signed-in bar's user: past the guard only. */
export function layoutUser(res: Response): { email: string; name: string; csrf: string; role: OfficeRole } {
  const session = signedIn(res);
  return { email: session.user.email, name: session.user.name, csrf: session.csrf, role: session.user.role };
}

/** Where a role lands after signing in: the first screen of its navigation. */
export function landingFor(res: Response, role: OfficeRole): string {
  return officeContext(res).nav(role)[0]?.href ?? '/office/profile';
}

/** A short message page past the guard (expired form, not allowed, not found), at its status. */
export function renderMessage(
  res: Response,
  message: { status: number; title: string; heading?: string },
  children: ReactNode,
): void {
  const { status, title, heading = title } = message;
  renderOffice(
    res,
    { title, status, body: <OfficeMessage heading={heading}>{children}</OfficeMessage> },
    layoutUser(res),
  );
}

export const clientOf = (req: Request) => req.ip ?? '';

/**
 * The activity log's line for what `email` did from this request's client address, cut to what the log keeps; the
 * caller writes it (storage/activity.ts, writeActivity) in the transaction of the change it records.
 */
export function activityEntry(req: Request, res: Response, email: string, line: ActivityLine): ActivityEntry {
  return {
    at: officeContext(res).now().toISOString(),
    userEmail: oneLine(email).slice(0, MAX_EMAIL_LENGTH),
    action: line.action,
    detail: oneLine(line.detail ?? '').slice(0, 500),
    clientAddress: clientOf(req),
  };
}

/**
 * The office's own 404 page (any other office path, a record a screen or a policy finds missing), only ever shown
 * past the guard. Here beside the other message pages, so the guard and the screen adapter need no route module.
 */
export function renderNotFound(res: Response): void {
  renderMessage(
    res,
    { status: 404, title: 'Not found' },
    <p>
      There is nothing at this address in the office. <a href="/office">Back to Today</a>
    </p>,
  );
}
