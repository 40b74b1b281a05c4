import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { business } from '../../../data/business';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { isUnreachable } from '../db/database';
import { isBusy } from '../db/sqlite';
import { ErrorPage } from '../../../views/errors/ErrorPage';
import { NotFoundPage } from '../../../views/errors/NotFoundPage';
import { pageTitle, type Page } from '../pages/page';

/** What an error page says: by status, or by the reason a refusal gave (see httpError). */
const errorTexts: Record<number | string, { heading: string; message: string }> = {
  400: { heading: 'Bad Request', message: 'Your browser sent a request we could not understand.' },
  403: {
    heading: 'Access Refused',
    message: `We could not accept this request. Please try again from our website, or call us at ${business.phone.display}.`,
  },
  // A form posted from another website: most likely a forged request, so nothing was stored.
  'cross-site': {
    heading: 'Please Send the Form From Our Website',
    message: `For your safety we only accept our forms when they are sent from our own website. Please fill in the form on our contact page again, or call us at ${business.phone.display}.`,
  },
  // A form sent over plain HTTP through the proxy: refused rather than redirected, since a redirect loses the post.
  'plain-http': {
    heading: 'Secure Connection Required',
    message:
      'This address only accepts information sent over a secure https:// connection, so nothing was sent. Please open the page again with https:// and send it from there.',
  },
  404: { heading: 'Page Not Found', message: 'There is nothing at this address.' },
  405: { heading: 'Method Not Allowed', message: 'This page can only be viewed, not sent data to.' },
  413: { heading: 'Request Too Large', message: 'What you sent is larger than we accept.' },
  415: { heading: 'Unsupported Content Type', message: 'We could not read the kind of data you sent.' },
  429: {
    heading: 'Too Many Requests',
    message: 'You have sent a lot of requests in a short time. Please wait a minute and try again.',
  },
  // The database away (restarting, stopped, locked past its wait): nothing of this request was written.
  'database-away': {
    heading: 'Please Try Again in a Minute',
    message: `We could not reach our records just now, so nothing was saved or changed. Please try again in a minute, or call us at ${business.phone.display}.`,
  },
  500: {
    heading: 'Something Went Wrong',
    message: 'We hit a problem on our side while building this page. Please try again in a moment.',
  },
};

/** The reason an httpError gave, when errorTexts has words for it. */
function reasonOf(error: unknown): string | undefined {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && Object.hasOwn(errorTexts, reason) ? reason : undefined;
}

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * The 404 page: one page for every path that gets it, so it is rendered once (it echoes no path). In Spanish for
 * a path under /es/ (issue 41 item 1), one page again for all of them.
 */
export function notFoundPage(locale: Locale = 'en'): Page {
  const { errors } = messagesFor(locale);
  return {
    status: 404,
    head: {
      title: pageTitle(errors.notFoundTitle),
      description: errors.notFoundDescription(business.name),
      path: '/',
      noindex: true,
    },
    body: <NotFoundPage />,
    ...(locale === 'en' ? {} : { locale }),
  };
}

/** The page for an error status; like the 404 page, the same for every request that gets it. */
export function errorPage(status: number, reason?: string): Page {
  const text = errorText(status, reason);
  return {
    status,
    head: { title: pageTitle(text.heading), description: text.message, path: '/', noindex: true },
    body: <ErrorPage status={status} heading={text.heading} message={text.message} />,
  };
}

const errorText = (status: number, reason?: string) =>
  (reason ? errorTexts[reason] : undefined) ?? errorTexts[status] ?? errorTexts[status >= 500 ? 500 : 400]!;

/** Answers with the page for a status (404 included), from the render-once cache where there is one. */
export type SendStatusPage = (req: Request, res: Response, status: number, reason?: string) => void;

/** The last handler: the 404 page for any path nothing else took. */
export function notFound(sendStatusPage: SendStatusPage): RequestHandler {
  return (req, res) => sendStatusPage(req, res, 404);
}

/**
 * Errors become a page (JSON under /api/) with their status; a 5xx is logged with its stack, never shown. A
 * database that cannot be reached is a 503 with the phone number wherever it surfaces (the office, a form whose
 * handler does not catch it), never a 500: the request's transaction never committed, so trying again is safe.
 */
export function errorHandler(sendStatusPage: SendStatusPage, logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const databaseAway = statusOf(error) === 500 && (isUnreachable(error) || isBusy(error));
    const status = databaseAway ? 503 : statusOf(error);
    const reason = databaseAway ? 'database-away' : reasonOf(error);
    if (status >= 500) (req.log ?? logger).error({ err: error }, 'request error');
    if (res.headersSent) {
      next(error);
      return;
    }
    if (req.path.startsWith('/api/')) {
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ error: errorText(status, reason).message });
      return;
    }
    sendStatusPage(req, res, status, reason);
  };
}
