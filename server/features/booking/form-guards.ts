import express, { type RequestHandler } from 'express';
import { MAX_BODY_BYTES, requireBodyType } from '../../kernel/http/request-guards';
import { wantsJson } from '../../kernel/http/negotiate';
import { limiter, type RequestLimit } from '../../kernel/limits/rate-limit';
import { phone } from './api-answers';
import { privately, sendStep, text } from './page-send';
import { bookingMessages } from './service';
import { parseInstant, readBookingValues } from './validation';

/** What the booking forms pass before their handler: a form or JSON body, and the one booking limit. */

const body = { limit: MAX_BODY_BYTES };

/** A booking form's body: the browser's own form post, or JSON from the island or any client that asks for JSON. */
export const bookingBody: RequestHandler[] = [
  express.urlencoded({ extended: false, ...body }),
  express.json(body),
  // A multipart form is read by bookingPhotoUpload (/book's details step only); anywhere else it is refused here.
  (req, res, next) =>
    req.is('multipart/form-data') && req.path === '/book'
      ? next()
      : requireBodyType('application/x-www-form-urlencoded', 'application/json')(req, res, next),
];

/** Under /api/: JSON only (the app refuses any other body with 415 before this parser). */
export const apiBody: RequestHandler[] = [express.json(body)];

/**
 * The one booking limit's middleware, mounted on every route that books or changes a booking, whichever way in
 * (the /book form, /api/bookings, the manage page's forms): one instance, one budget in the database. Past it, 429:
 * `{ error, phone }` in JSON, the review step again on /book, plain text on the manage page's forms.
 */
export const bookingLimited = (limit: RequestLimit): RequestHandler =>
  limiter(limit, {
    // Moving between the steps of /book is free; booking and changing a booking count.
    skip: (req) => req.path === '/book' && text((req.body as Record<string, unknown> | undefined)?.step) !== 'confirm',
    handler: (req, res) => {
      privately(res);
      if (wantsJson(req)) res.status(429).json({ error: bookingMessages.tooMany, phone });
      else if (req.path === '/book') {
        const values = readBookingValues(req.body);
        // The review step shows the window chosen; a request without a real one gets step 1 (the review would fail).
        const step = parseInstant(values.windowStart) === undefined ? 'where' : 'review';
        sendStep(res, { step, values, errors: {}, formError: bookingMessages.tooMany, status: 429 });
      } else res.status(429).type('text').send(`${bookingMessages.tooMany}`);
    },
  });
