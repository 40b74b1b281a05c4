import type { Request, RequestHandler, Response } from 'express';
import { wantsJson } from '../../kernel/http/negotiate';
import { bookFlowPage, type BookPageState } from './book-page';
import type { Page } from '../../kernel/pages/page';
import type { BookStep } from '../../../views/booking/types';
import { phone } from './api-answers';
import { bookingContext } from './context';
import { bookingMessages } from './service';
import { parseInstant, readBookingValues } from './validation';

/**
 * How the booking forms (server/features/booking/routes/) answer: privately, as a page through the app's page pipeline or,
 * when the request asks for JSON (server/kernel/http/negotiate.ts), as JSON from the same handler.
 */

/** Step 2 and later show live availability or a visitor's details: never cached anywhere, never indexed. */
export function privately(res: Response): void {
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}

/** Answers with a booking page, private and rendered through the app's document pipeline. */
export function sendPage(res: Response, page: Page): void {
  privately(res);
  res
    .status(page.status ?? 200)
    .type('html')
    .send(bookingContext(res).render(page));
}

/** The manage page: private, unindexed, and its link never sent to another site as a referrer. */
export function sendManage(res: Response, page: Page): void {
  res.set('Referrer-Policy', 'no-referrer');
  sendPage(res, page);
}

/** A private redirect after a form (303, so the browser GETs the page). */
export function seeOther(res: Response, url: string): void {
  privately(res);
  res.redirect(303, url);
}

/**
 * A step of /book: its page, or in JSON the step with the visitor's values as we read them, the windows to pick
 * from on step 2, and on a refusal its `error` (with the phone number unless the fields are at fault) and the
 * field `errors`.
 */
export function sendStep(res: Response, state: BookPageState): void {
  if (!wantsJson(res.req)) return sendPage(res, bookFlowPage(state));
  const { step, values, errors, formError, days, today, photos, photoError, status = 200 } = state;
  const refused = status >= 400;
  privately(res);
  res.status(status).json({
    step,
    values,
    ...(days ? { days, today } : {}),
    // As the API: every refusal has its `error`, and all but field errors the phone number.
    ...(refused ? (formError ? { error: formError, phone } : { error: bookingMessages.invalid }) : {}),
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    ...(photos ? { photos } : {}),
    ...(photoError ? { photoError } : {}),
  });
}

/** A form field or query parameter as a string ('' when it is missing or not one). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Every booking handler: its answers private and fresh (they name a visitor's booking or depend on the minute),
 * and a failure (the database gone) a 503 with the phone number, never a 500: in JSON `{ error, phone }`, as a
 * page the step again.
 */
export const guarded =
  (handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    privately(res);
    try {
      await handle(req, res);
    } catch (error) {
      req.log.error({ err: error }, 'booking request failed');
      if (res.headersSent) return;
      if (wantsJson(req)) {
        res.status(503).json({ error: bookingMessages.unavailable, phone });
        return;
      }
      const values = readBookingValues(req.body ?? req.query);
      const step: BookStep = req.method === 'POST' && values.name ? 'review' : 'where';
      sendPage(
        res,
        bookFlowPage({
          // The review step shows the window chosen: without a real one, step 1.
          step: parseInstant(values.windowStart) === undefined ? 'where' : step,
          values,
          errors: {},
          formError: bookingMessages.unavailable,
          status: 503,
        }),
      );
    }
  };
