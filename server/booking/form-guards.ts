import express, { type RequestHandler } from 'express';
import { MAX_BODY_BYTES, requireBodyType } from '../http/request-guards';
import { limiter, type RequestLimit } from '../limits/rate-limit';
import { bookFlowPage } from '../pages/book';
import { privately, sendPage, text } from './page-send';
import { bookingMessages } from './service';
import { readBookingValues } from './validation';

/** What the booking forms pass before their handler: a form body, and the one booking limit. */

export const bookingForm: RequestHandler[] = [
  express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }),
  requireBodyType('application/x-www-form-urlencoded'),
];

/** The pages' side of the one booking limit (the API's is api-answers.ts's): the review step again, or text. */
export const formLimited = (limit: RequestLimit): RequestHandler =>
  limiter(limit, {
    // Moving between steps is free; booking and changing a booking count.
    skip: (req) => req.path === '/book' && text((req.body as Record<string, unknown> | undefined)?.step) !== 'confirm',
    handler: (req, res) => {
      const values = readBookingValues(req.body);
      if (req.path === '/book')
        sendPage(
          res,
          bookFlowPage({ step: 'review', values, errors: {}, formError: bookingMessages.tooMany, status: 429 }),
        );
      else {
        privately(res);
        res.status(429).type('text').send(`${bookingMessages.tooMany}`);
      }
    },
  });
