import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { business } from '../../data/business';
import { ErrorPage } from '../../views/pages/ErrorPage';
import { NotFoundPage } from '../../views/pages/NotFoundPage';
import { pageTitle, type Page } from '../pages/page';

/** What an error page says, by status, or by the kind of refusal when one status has several (403). */
const errorTexts: Record<string, { heading: string; message: string }> = {
  400: { heading: 'Bad Request', message: 'Your browser sent a request we could not understand.' },
  403: {
    heading: 'Secure Connection Required',
    message:
      'This address only accepts information sent over a secure https:// connection, so nothing was sent. Please open the page again with https:// and send it from there.',
  },
  'cross-site': {
    heading: 'Please Send the Form From Our Website',
    message: `For your safety we only accept our forms when they are sent from our own website. Please fill in the form on our contact page again, or call us at ${business.phone.display}.`,
  },
  404: { heading: 'Page Not Found', message: 'There is nothing at this address.' },
  405: { heading: 'Method Not Allowed', message: 'This page can only be viewed, not sent data to.' },
  413: { heading: 'Request Too Large', message: 'What you sent is larger than we accept.' },
  415: { heading: 'Unsupported Content Type', message: 'We could not read the kind of data you sent.' },
  429: {
    heading: 'Too Many Requests',
    message: 'You have sent a lot of requests in a short time. Please wait a minute and try again.',
  },
  500: {
    heading: 'Something Went Wrong',
    message: 'We hit a problem on our side while building this page. Please try again in a moment.',
  },
};

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The 404 page: one page for every path that gets it, so it is rendered once (it echoes no path). */
export function notFoundPage(): Page {
  return {
    status: 404,
    head: {
      title: pageTitle('Page Not Found'),
      description: `The page you asked for is not on the ${business.name} website.`,
      path: '/',
      noindex: true,
    },
    body: <NotFoundPage />,
  };
}

/** The page for an error status (and kind); like the 404 page, the same for every request that gets it. */
export function errorPage(status: number, kind?: string): Page {
  const text = errorText(status, kind);
  return {
    status,
    head: { title: pageTitle(text.heading), description: text.message, path: '/', noindex: true },
    body: <ErrorPage status={status} heading={text.heading} message={text.message} />,
  };
}

const errorText = (status: number, kind?: string) =>
  (kind && errorTexts[kind]) || errorTexts[status] || errorTexts[status >= 500 ? 500 : 400]!;

/** The kind of refusal an error names, when its status alone does not say what happened (see errorTexts). */
export const errorKind = (error: unknown): string | undefined => {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && kind in errorTexts ? kind : undefined;
};

/** Answers with the page for a status (404 included), from the render-once cache where there is one. */
export type SendStatusPage = (req: Request, res: Response, status: number, kind?: string) => void;

/** The last handler: the 404 page for any path nothing else took. */
export function notFound(sendStatusPage: SendStatusPage): RequestHandler {
  return (req, res) => sendStatusPage(req, res, 404);
}

/** Errors become a page (JSON under /api/) with their status; a 5xx is logged with its stack, never shown. */
export function errorHandler(sendStatusPage: SendStatusPage, logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const status = statusOf(error);
    if (status >= 500) (req.log ?? logger).error({ err: error }, 'request error');
    if (res.headersSent) {
      next(error);
      return;
    }
    const kind = errorKind(error);
    if (req.path.startsWith('/api/')) {
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ error: errorText(status, kind).message });
      return;
    }
    sendStatusPage(req, res, status, kind);
  };
}
