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

/** What an error page says, in a language: by status, or by the reason a refusal gave (see httpError). */
function errorTextsIn(locale: Locale): Record<number | string, { heading: string; message: string }> {
  const { errors } = messagesFor(locale);
  const phone = business.phone.display;
  return {
    400: { heading: errors.badRequest, message: errors.badRequestText },
    403: { heading: errors.refused, message: errors.refusedText(phone) },
    // A form posted from another website: most likely a forged request, so nothing was stored.
    'cross-site': { heading: errors.crossSite, message: errors.crossSiteText(phone) },
    // A form sent over plain HTTP through the proxy: refused rather than redirected, since a redirect loses the post.
    'plain-http': { heading: errors.plainHttp, message: errors.plainHttpText },
    404: { heading: errors.notFound, message: errors.nothingHere },
    405: { heading: errors.methodNotAllowed, message: errors.methodNotAllowedText },
    413: { heading: errors.tooLarge, message: errors.tooLargeText },
    415: { heading: errors.unsupportedType, message: errors.unsupportedTypeText },
    429: { heading: errors.tooMany, message: errors.tooManyText },
    // The database away (restarting, stopped, locked past its wait): nothing of this request was written.
    'database-away': { heading: errors.databaseAway, message: errors.databaseAwayText(phone) },
    500: { heading: errors.failed, message: errors.failedText },
  };
}
const errorTextsByLocale = { en: errorTextsIn('en'), es: errorTextsIn('es') } satisfies Record<Locale, unknown>;
const errorTexts = errorTextsByLocale.en;

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
      title: pageTitle(errors.notFound),
      description: errors.notFoundDescription(business.name),
      path: '/',
      noindex: true,
    },
    body: <NotFoundPage />,
    ...(locale === 'en' ? {} : { locale }),
  };
}

/** The page for an error status; like the 404 page, the same for every request that gets it. */
export function errorPage(status: number, reason?: string, locale: Locale = 'en'): Page {
  const text = errorText(status, reason, locale);
  return {
    status,
    head: { title: pageTitle(text.heading), description: text.message, path: '/', noindex: true },
    body: <ErrorPage status={status} heading={text.heading} message={text.message} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}

function errorText(status: number, reason: string | undefined, locale: Locale) {
  const texts = errorTextsByLocale[locale];
  return (reason ? texts[reason] : undefined) ?? texts[status] ?? texts[status >= 500 ? 500 : 400]!;
}

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
        .json({ error: errorText(status, reason, 'en').message });
      return;
    }
    sendStatusPage(req, res, status, reason);
  };
}
