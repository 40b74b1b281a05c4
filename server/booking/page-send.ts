import type { Request, RequestHandler, Response } from 'express';
import { bookFlowPage } from '../pages/book';
import type { Page } from '../pages/page';
import type { BookStep } from '../../views/pages/book/types';
import { bookingContext } from './context';
import { bookingMessages } from './service';
import { readBookingValues } from './validation';

/** How the booking pages (server/booking/routes/*.tsx) answer: privately, through the app's page pipeline. */

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

/** A form field or query parameter as a string ('' when it is missing or not one). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A page-answering handler whose failures (the database gone) become the step again with the phone number. */
export const guarded =
  (handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    try {
      await handle(req, res);
    } catch (error) {
      req.log.error({ err: error }, 'booking page failed');
      if (res.headersSent) return;
      const values = readBookingValues(req.body ?? req.query);
      const step: BookStep = req.method === 'POST' && values.name ? 'review' : 'where';
      sendPage(
        res,
        bookFlowPage({
          step: values.windowStart ? step : 'where',
          values,
          errors: {},
          formError: bookingMessages.unavailable,
          status: 503,
        }),
      );
    }
  };
