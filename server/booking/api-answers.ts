import type { Request, RequestHandler, Response } from 'express';
import { business } from '../../data/business';
import { limiter, type RequestLimit } from '../limits/rate-limit';
import { bookingMessages, manageUrl, windowText, type ChangeOutcome } from './service';
import type { StoredBooking } from './store';

/** The answers the booking API (server/booking/routes/api-*.ts, availability.ts) shares. */

export const phone = business.phone.display;

/** The customer's booking as the API shows it. */
export const bookingView = (booking: StoredBooking, token: string) => ({
  reference: booking.reference,
  status: booking.status,
  service: booking.service,
  zip: booking.zip,
  address: booking.address,
  ...windowText(booking),
  name: booking.name,
  phone: booking.phone,
  email: booking.email,
  brand: booking.brand,
  problem: booking.problem,
  coupon: booking.coupon,
  sequence: booking.sequence,
  manageUrl: manageUrl(token),
});

export const tokenOf = (req: Request) => String(req.params.token ?? '');

/** Every answer is private and fresh, and a failure of the database is a 503 with the phone number, never a 500. */
export const jsonRoute =
  (handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    // Answers name a visitor's booking or depend on the minute: never cached, never indexed.
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    try {
      await handle(req, res);
    } catch (error) {
      req.log.error({ err: error }, 'booking request failed');
      if (!res.headersSent) res.status(503).json({ error: bookingMessages.unavailable, phone });
    }
  };

/**
 * A window that cannot be had, booking or moving alike: 422 when it is not one to offer (past its notice, a closed
 * day), 409 when it filled; either way with the nearest free windows and the phone number.
 */
export function windowRefused(
  res: Response,
  outcome: { kind: 'refused' | 'full'; error: string; alternatives: unknown[] },
): void {
  res
    .status(outcome.kind === 'refused' ? 422 : 409)
    .json({ error: outcome.error, phone, alternatives: outcome.alternatives });
}

/** The answer to a reschedule or cancel, whatever its outcome. */
export function changeAnswer(res: Response, token: string, outcome: ChangeOutcome): void {
  switch (outcome.kind) {
    case 'not-found':
      res.status(404).json({ error: bookingMessages.notFound, phone });
      return;
    case 'started':
      res.status(422).json({ error: bookingMessages.started, phone });
      return;
    case 'cancelled':
      res.status(409).json({ error: bookingMessages.cancelled, phone });
      return;
    case 'refused':
    case 'full':
      windowRefused(res, outcome);
      return;
    case 'changed':
      res.json(bookingView(outcome.booking, token));
  }
}

/** The API's side of the one booking limit: a 429 in JSON. */
export const apiLimited = (limit: RequestLimit): RequestHandler =>
  limiter(limit, {
    handler: (_req, res) => {
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
      res.status(429).json({ error: bookingMessages.tooMany, phone });
    },
  });
